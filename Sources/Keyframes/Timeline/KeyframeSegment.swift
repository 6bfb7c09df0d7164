import Foundation

/// One analytic segment of a timeline: between `startTime` and `endTime` the value runs from
/// `from` to `to` on `curve`; before it holds `from`, after it holds `to`.
///
/// This is what the timeline exports instead of samples: every UIKit/Core Animation animation is
/// one such segment, so the description is exact with two keyframes.
public struct KeyframeSegment<Key: Sendable, Value: Sendable>: Sendable {
    /// The track the segment belongs to.
    public var key: Key
    /// When the segment starts, in seconds.
    public var startTime: Double
    /// When the segment ends and the value reaches `to`, in seconds.
    public var endTime: Double
    /// The value at and before the start.
    public var from: Value
    /// The value at and after the end.
    public var to: Value
    /// The timing curve between the two.
    public var curve: TimingCurve

    /// Creates a segment.
    ///
    /// - Parameters:
    ///   - key: The track's key.
    ///   - startTime: The start, in seconds.
    ///   - endTime: The end, in seconds.
    ///   - from: The start value.
    ///   - to: The end value.
    ///   - curve: The timing curve.
    public init(key: Key, startTime: Double, endTime: Double, from: Value, to: Value, curve: TimingCurve) {
        self.key = key
        self.startTime = startTime
        self.endTime = endTime
        self.from = from
        self.to = to
        self.curve = curve
    }
}

extension KeyframeSegment: Equatable where Key: Equatable, Value: Equatable {}
extension KeyframeSegment: Codable where Key: Codable, Value: Codable {}
