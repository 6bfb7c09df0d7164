import Foundation

/// One animated value: a start value, an end value and the timing between them.
///
/// ``value(at:)`` is exact at any time, computed from the closed forms with no accumulated state:
/// before the start it is ``from``, from the end on it is ``to`` bit for bit, in between
/// `from.interpolated(to: to, progress: p)`.
///
/// ```swift
/// let track = Track(from: 0.0, to: 100.0, timing: TrackTiming(duration: 0.25, curve: .easeInEaseOut))
/// track.value(at: 0.125)   // 50.0
/// track.frames(rate: 60)   // 16 values, the last exactly 100.0
/// ```
public struct Track<Value: Interpolatable & Sendable>: Sendable {
    /// The value shown before and at the start.
    public var from: Value
    /// The value shown from the end on (the model value).
    public var to: Value
    /// When the track runs and on which curve.
    public var timing: TrackTiming

    /// Creates a track.
    ///
    /// - Parameters:
    ///   - from: The start value.
    ///   - to: The end value.
    ///   - timing: Delay, duration and curve.
    public init(from: Value, to: Value, timing: TrackTiming) {
        self.from = from
        self.to = to
        self.timing = timing
    }

    /// The value shown at `time` seconds after the update was committed.
    ///
    /// - Parameter time: Seconds since the update was committed (any value).
    /// - Returns: The start value before the start, the end value from the end on, the
    ///   interpolated value in between.
    @inlinable
    public func value(at time: Double) -> Value {
        value(in: timing.phase(at: time))
    }

    /// The value for an already computed phase (shared by tracks with the same timing).
    /// (`@inlinable` with ``value(at:)``: a module sampling its own value type gets them
    /// specialised instead of a call through the protocol for every sample.)
    @inlinable
    func value(in phase: TrackPhase) -> Value {
        switch phase {
        case .before: from
        case .running(let progress): from.interpolated(to: to, progress: progress)
        case .after: to
        }
    }

    /// The values at every frame of a display running at `rate` frames per second, from frame 0
    /// at time 0 to the first frame at or after the end, which shows ``to`` exactly.
    ///
    /// - Parameter rate: Frames per second (60, 120, or any ProMotion rate).
    /// - Returns: One value per frame of ``FrameGrid/init(rate:through:)``.
    public func frames(rate: Double) -> [Value] {
        FrameGrid(rate: rate, through: timing.endTime).map(value(at:))
    }
}

extension Track: Equatable where Value: Equatable {}
extension Track: Hashable where Value: Hashable {}
extension Track: Codable where Value: Codable {}
