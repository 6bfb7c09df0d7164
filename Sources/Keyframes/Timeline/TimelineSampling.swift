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
    /// Tracks that share a timing share one curve evaluation per frame: they are grouped once,
    /// each group's phase is computed once per frame, and its tracks are written straight into
    /// their slots of the preallocated frame-major result, so the inner loop is one
    /// interpolation and one store per value.
    @inlinable
    init(keys: [Key], tracks: [Track<Value>], frames: FrameGrid) {
        var timings: [TrackTiming] = []
        var members: [[Int]] = []
        var timingIndex: [TrackTiming: Int] = [:]
        var lastGroup = -1
        for (index, track) in tracks.enumerated() {
            // Neighbouring tracks usually share a timing: compare before hashing.
            if lastGroup >= 0, timings[lastGroup] == track.timing {
                members[lastGroup].append(index)
            } else if let group = timingIndex[track.timing] {
                members[group].append(index)
                lastGroup = group
            } else {
                lastGroup = timings.count
                timingIndex[track.timing] = timings.count
                timings.append(track.timing)
                members.append([index])
            }
        }
        let starts = tracks.map(\.from), ends = tracks.map(\.to)
        let width = tracks.count
        let values = [Value](unsafeUninitializedCapacity: frames.count * width) { buffer, initialized in
            var row = 0
            for time in frames {
                for (group, timing) in timings.enumerated() {
                    switch timing.phase(at: time) {
                    case .before:
                        for index in members[group] { buffer.initializeElement(at: row + index, to: starts[index]) }
                    case .running(let progress):
                        for index in members[group] {
                            buffer.initializeElement(at: row + index, to: starts[index].interpolated(to: ends[index], progress: progress))
                        }
                    case .after:
                        for index in members[group] { buffer.initializeElement(at: row + index, to: ends[index]) }
                    }
                }
                row += width
            }
            initialized = row
        }
        self.keys = keys
        self.frames = frames
        self.values = values
    }
}

extension TimelineSampling: Equatable where Key: Equatable, Value: Equatable {}
