import Foundation

extension TimelineSampling {
    /// A sampling whose values come from a function of the track's position and the frame time,
    /// for tracks that are not one analytic segment (keyframed motion, for example).
    ///
    /// - Parameters:
    ///   - keys: The keys, one per column.
    ///   - frames: The frame times.
    ///   - value: The value of the track at a position in `keys` at a time in seconds.
    public init(keys: [Key], frames: FrameGrid, value: (Int, Double) -> Value) {
        var values: [Value] = []
        values.reserveCapacity(frames.count * keys.count)
        for time in frames {
            for index in keys.indices { values.append(value(index, time)) }
        }
        self.init(keys: keys, frames: frames, values: values)
    }
}

extension TimelineSampling where Value: Interpolatable {
    /// One-segment tracks sampled at `rate` frames per second, through the first frame at or after
    /// the last track's end; unlike ``Timeline``, keys need not be unique (column `j` is track `j`).
    ///
    /// - Parameters:
    ///   - keys: One key per track.
    ///   - tracks: The tracks, in column order.
    ///   - rate: Frames per second.
    public init(keys: [Key], tracks: [Track<Value>], rate: Double) {
        var end = 0.0
        for track in tracks { end = max(end, track.timing.endTime) }
        self.init(keys: keys, tracks: tracks, frames: FrameGrid(rate: rate, through: end))
    }
}
