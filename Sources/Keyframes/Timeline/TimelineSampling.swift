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
    /// Samples `tracks` on `frames`, evaluating each distinct timing once per frame.
    init(keys: [Key], tracks: [Track<Value>], frames: FrameGrid) {
        var timings: [TrackTiming] = []
        var timingIndex: [TrackTiming: Int] = [:]
        let group = tracks.map { track in
            if let index = timingIndex[track.timing] { return index }
            timingIndex[track.timing] = timings.count
            timings.append(track.timing)
            return timings.count - 1
        }
        var values: [Value] = []
        values.reserveCapacity(frames.count * tracks.count)
        var phases = [TrackPhase](repeating: .before, count: timings.count)
        for time in frames {
            for index in timings.indices { phases[index] = timings[index].phase(at: time) }
            for index in tracks.indices { values.append(tracks[index].value(in: phases[group[index]])) }
        }
        self.keys = keys
        self.frames = frames
        self.values = values
    }
}

extension TimelineSampling: Equatable where Key: Equatable, Value: Equatable {}
