import Foundation

/// The frame times of a display: frame `k` is at `k / rate` seconds, computed by one division of an
/// integer — never by adding `1 / rate` up, which drifts (the end frame of a 0.25 s animation at
/// 60 Hz would land on progress 0.9999999999999999).
///
/// The grid runs from frame 0 to the first frame at or after an end time, so the last frame of an
/// animation shows its end value exactly.
public struct FrameGrid: RandomAccessCollection, Sendable, Hashable {
    /// Frames per second.
    public let rate: Double
    /// The number of frames.
    public let count: Int

    /// The frames from time 0 through the first frame at or after `endTime`.
    ///
    /// The last index is the smallest `k` with `k / rate ≥ endTime`, found by comparing in
    /// `Double`, not by `ceil(endTime · rate)`, which is off by one for 2.075 s at 120 Hz. A
    /// non-positive or non-finite rate, or an end time that is not finite, gives just frame 0.
    ///
    /// - Parameters:
    ///   - rate: Frames per second.
    ///   - endTime: The time the last frame must reach, in seconds.
    public init(rate: Double, through endTime: Double) {
        self.rate = rate
        guard rate > 0, rate.isFinite, endTime > 0, endTime.isFinite, endTime * rate < Double(Int32.max) else {
            count = 1
            return
        }
        var last = Int((endTime * rate).rounded(.down))
        while Double(last) / rate < endTime { last += 1 }
        while last > 0, Double(last - 1) / rate >= endTime { last -= 1 }
        count = last + 1
    }

    /// Index of the first frame, 0.
    public var startIndex: Int { 0 }

    /// One past the last frame.
    public var endIndex: Int { count }

    /// The time of frame `index`: `index / rate`.
    ///
    /// - Parameter index: The frame number.
    /// - Returns: Seconds since time 0 (frame 0 is at 0 even for an invalid rate).
    public subscript(index: Int) -> Double {
        index == 0 ? 0 : Double(index) / rate
    }
}
