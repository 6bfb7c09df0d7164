import Foundation

/// A timeline sampled on a frame grid: `frames.count × keys.count` values, frame-major.
public struct TimelineSampling<Key: Sendable, Value: Sendable>: Sendable {
    /// The keys, one per column, in the timeline's order.
    public let keys: [Key]
    /// The frame times; frame `k` is at `k / rate`.
    public let frames: FrameGrid
    /// All values, frame by frame: frame `k`, track `j` is at `k · keys.count + j`.
    public let values: [Value]

    /// The value of track `track` at frame `frame`.
    ///
    /// - Parameters:
    ///   - frame: The frame number, in `frames.indices`.
    ///   - track: The track's position in ``keys``.
    /// - Returns: The sampled value.
    public subscript(frame frame: Int, track track: Int) -> Value {
        values[frame * keys.count + track]
    }

    /// The values of every track at frame `frame`, in key order.
    ///
    /// - Parameter frame: The frame number.
    /// - Returns: One value per track.
    public func values(atFrame frame: Int) -> ArraySlice<Value> {
        values[frame * keys.count..<(frame + 1) * keys.count]
    }
}

extension TimelineSampling where Value: Interpolatable {
    /// Samples every track at every frame time.
    ///
    /// Tracks that share a timing share one curve evaluation per frame. Each frame first works out
    /// every distinct timing's phase; when all are before their start (or all after their end) the
    /// frame is the start (or end) row copied whole. Otherwise, when the tracks come timing by
    /// timing (one shared timing, the usual update), each timing's run of tracks is one tight loop
    /// with one progress; when timings alternate, each track looks up its timing's phase. Values
    /// are written straight into the result's storage through buffer pointers: every index is in
    /// range by construction (`group` holds indices of `timings`, rows are `tracks.count` wide).
    /// Each value is `Track.value(at:)`'s, bit for bit: the same `interpolated(to:progress:)`
    /// call with the same progress.
    @inlinable
    init(keys: [Key], tracks: [Track<Value>], frames: FrameGrid) {
        let (timings, group) = Self.timingGroups(tracks)
        let runs = Self.runs(group, timingCount: timings.count)
        let starts = tracks.map { $0.from }, ends = tracks.map { $0.to }
        // Per timing and frame: 0 before its start, 1 running (with its progress, which a spring
        // may carry past 1), 2 after its end.
        var states = [UInt8](repeating: 0, count: timings.count)
        var progress = [Double](repeating: 0, count: timings.count)
        let width = tracks.count
        self.values = [Value](unsafeUninitializedCapacity: frames.count * width) { buffer, initialized in
            starts.withUnsafeBufferPointer { starts in
            ends.withUnsafeBufferPointer { ends in
            group.withUnsafeBufferPointer { group in
                for time in frames {
                    let (before, after) = Self.phases(of: timings, at: time, states: &states, progress: &progress)
                    let row = UnsafeMutableBufferPointer(rebasing: buffer[initialized..<initialized + width])
                    if before == timings.count {
                        _ = row.initialize(fromContentsOf: starts)
                    } else if after == timings.count {
                        _ = row.initialize(fromContentsOf: ends)
                    } else if let runs {
                        for timing in timings.indices {
                            let run = runs[timing]..<runs[timing + 1]
                            switch states[timing] {
                            case 0: _ = UnsafeMutableBufferPointer(rebasing: row[run]).initialize(fromContentsOf: starts[run])
                            case 1: Self.interpolate(starts, ends, run, progress: progress[timing], into: row)
                            default: _ = UnsafeMutableBufferPointer(rebasing: row[run]).initialize(fromContentsOf: ends[run])
                            }
                        }
                    } else if before + after == 0 {
                        progress.withUnsafeBufferPointer { progress in
                            for index in 0..<width {
                                row.initializeElement(at: index, to: starts[index].interpolated(to: ends[index], progress: progress[group[index]]))
                            }
                        }
                    } else {
                        for index in 0..<width {
                            let timing = group[index]
                            let value = switch states[timing] {
                            case 0: starts[index]
                            case 1: starts[index].interpolated(to: ends[index], progress: progress[timing])
                            default: ends[index]
                            }
                            row.initializeElement(at: index, to: value)
                        }
                    }
                    initialized += width
                }
            }
            }
            }
        }
        self.keys = keys
        self.frames = frames
    }

    /// When the tracks come timing by timing (their timing indices `group` never go down), where
    /// each timing's run starts, and then the number of tracks: timing `t`'s tracks are
    /// `runs[t]..<runs[t + 1]`. `nil` when timings alternate.
    @inlinable
    static func runs(_ group: [Int], timingCount: Int) -> [Int]? {
        var runs = [0]
        runs.reserveCapacity(timingCount + 1)
        for index in group.indices.dropFirst() where group[index] != group[index - 1] {
            guard group[index] > group[index - 1] else { return nil }
            runs.append(index)
        }
        runs.append(group.count)
        return runs
    }

    /// The tracks `run`, which share one timing, interpolated at one progress into the same
    /// columns of `row`.
    @inlinable
    static func interpolate(_ starts: UnsafeBufferPointer<Value>, _ ends: UnsafeBufferPointer<Value>, _ run: Range<Int>, progress: Double,
                            into row: UnsafeMutableBufferPointer<Value>) {
        for index in run { row.initializeElement(at: index, to: starts[index].interpolated(to: ends[index], progress: progress)) }
    }

    /// Works out each timing's phase at `time` into `states` and `progress`; returns how many are
    /// before their start and how many after their end.
    @inlinable
    static func phases(of timings: [TrackTiming], at time: Double, states: inout [UInt8], progress: inout [Double]) -> (before: Int, after: Int) {
        var counts = (before: 0, after: 0)
        for index in timings.indices {
            switch timings[index].phase(at: time) {
            case .before: (states[index], counts.before) = (0, counts.before + 1)
            case .running(let value): (states[index], progress[index]) = (1, value)
            case .after: (states[index], counts.after) = (2, counts.after + 1)
            }
        }
        return counts
    }

    /// The distinct timings of `tracks`, in first-seen order, and each track's index among them.
    /// Neighbouring tracks usually share a timing, so each is compared with the previous track's
    /// first; while there are few distinct timings the others are compared one by one (cheaper
    /// than hashing a timing), and only past ``linearSearchLimit`` are they hashed.
    @inlinable
    static func timingGroups(_ tracks: [Track<Value>]) -> (timings: [TrackTiming], group: [Int]) {
        var timings: [TrackTiming] = []
        var group = [Int](repeating: 0, count: tracks.count)
        var known: [TrackTiming: Int] = [:]
        var previous = -1
        for index in tracks.indices {
            if previous >= 0, tracks[index].runs(on: timings[previous]) {
                group[index] = previous
                continue
            }
            // Timings that alternate (a stagger by column) usually come back in the order first
            // seen: the search starts after the previous track's.
            let found = timings.count <= linearSearchLimit
                ? (1..<max(1, timings.count)).lazy.map { (previous + $0) % timings.count }.first { tracks[index].runs(on: timings[$0]) }
                : known[tracks[index].timing]
            if let found {
                previous = found
            } else {
                previous = timings.count
                timings.append(tracks[index].timing)
                if timings.count == linearSearchLimit + 1 {
                    for (index, timing) in timings.enumerated() { known[timing] = index }
                } else if timings.count > linearSearchLimit + 1 {
                    known[tracks[index].timing] = previous
                }
            }
            group[index] = previous
        }
        return (timings, group)
    }

    /// How many distinct timings ``timingGroups(_:)`` compares one by one before it hashes them.
    @inlinable
    static var linearSearchLimit: Int { 16 }
}

extension Track {
    /// Whether the track runs on `timing`: `timing == self.timing`, delay and duration first,
    /// without copying the timing out of the track (its curve holds a reference).
    @inlinable
    func runs(on timing: TrackTiming) -> Bool {
        self.timing.delay == timing.delay && self.timing.duration == timing.duration && self.timing.curve == timing.curve
    }
}

extension TimelineSampling: Equatable where Key: Equatable, Value: Equatable {}
