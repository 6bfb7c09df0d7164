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
    /// frame is the start (or end) row copied whole, when all are running it is one contiguous
    /// interpolation pass, and only a frame where timings are in different phases picks per track.
    /// Values are written straight into the result's storage, frame after frame.
    @inlinable
    init(keys: [Key], tracks: [Track<Value>], frames: FrameGrid) {
        let (timings, group) = Self.timingGroups(tracks)
        let starts = tracks.map { $0.from }, ends = tracks.map { $0.to }
        // Per timing and frame: 0 before its start, 1 running (with its progress, which a spring
        // may carry past 1), 2 after its end.
        var states = [UInt8](repeating: 0, count: timings.count)
        var progress = [Double](repeating: 0, count: timings.count)
        let width = tracks.count
        self.values = [Value](unsafeUninitializedCapacity: frames.count * width) { buffer, initialized in
            for time in frames {
                var counts = (before: 0, after: 0)
                for index in timings.indices {
                    switch timings[index].phase(at: time) {
                    case .before: (states[index], counts.before) = (0, counts.before + 1)
                    case .running(let value): (states[index], progress[index]) = (1, value)
                    case .after: (states[index], counts.after) = (2, counts.after + 1)
                    }
                }
                let row = initialized
                if counts.before == timings.count {
                    for index in 0..<width { buffer.initializeElement(at: row + index, to: starts[index]) }
                } else if counts.after == timings.count {
                    for index in 0..<width { buffer.initializeElement(at: row + index, to: ends[index]) }
                } else if counts.before + counts.after == 0 {
                    for index in 0..<width {
                        buffer.initializeElement(at: row + index, to: starts[index].interpolated(to: ends[index], progress: progress[group[index]]))
                    }
                } else {
                    for index in 0..<width {
                        let timing = group[index]
                        let value = switch states[timing] {
                        case 0: starts[index]
                        case 1: starts[index].interpolated(to: ends[index], progress: progress[timing])
                        default: ends[index]
                        }
                        buffer.initializeElement(at: row + index, to: value)
                    }
                }
                initialized += width
            }
        }
        self.keys = keys
        self.frames = frames
    }

    /// The distinct timings of `tracks`, in first-seen order, and each track's index among them.
    /// Neighbouring tracks usually share a timing, so each is compared with the previous one
    /// before it is hashed.
    @inlinable
    static func timingGroups(_ tracks: [Track<Value>]) -> (timings: [TrackTiming], group: [Int]) {
        var timings: [TrackTiming] = []
        var group: [Int] = []
        group.reserveCapacity(tracks.count)
        var known: [TrackTiming: Int] = [:]
        for track in tracks {
            if let last = group.last, timings[last] == track.timing {
                group.append(last)
            } else if let index = known[track.timing] {
                group.append(index)
            } else {
                known[track.timing] = timings.count
                group.append(timings.count)
                timings.append(track.timing)
            }
        }
        return (timings, group)
    }
}

extension TimelineSampling: Equatable where Key: Equatable, Value: Equatable {}
