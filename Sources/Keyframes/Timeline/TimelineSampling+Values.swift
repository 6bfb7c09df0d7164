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
