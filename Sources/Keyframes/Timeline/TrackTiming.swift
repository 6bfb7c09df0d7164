import Foundation

/// When a track runs and on which curve: a delay, a duration and a timing curve, all in seconds
/// from the moment the update was committed.
///
/// Timing is separate from values so that a whole update — usually one timing for every view —
/// can be shared and evaluated once per frame.
public struct TrackTiming: Sendable, Hashable, Codable {
    /// Seconds before the track starts; during the delay it shows its start value (UIKit's
    /// `fillMode = both`).
    public var delay: Double
    /// Seconds the track runs. A spring is cut off here and snaps to its end value, as a removed
    /// `CASpringAnimation` does.
    public var duration: Double
    /// The timing curve or spring.
    public var curve: TimingCurve

    /// Creates a timing.
    ///
    /// - Parameters:
    ///   - delay: Seconds before the start; default 0.
    ///   - duration: Seconds the track runs; the scenario layer validates that it is finite and
    ///     ≥ 0. A negative or NaN duration makes the track jump straight to its end.
    ///   - curve: The timing curve.
    public init(delay: Double = 0, duration: Double, curve: TimingCurve) {
        self.delay = delay
        self.duration = duration
        self.curve = curve
    }

    /// The time the track starts, `delay`.
    public var startTime: Double { delay }

    /// The time the track ends and shows its end value, `delay + duration`.
    @inlinable
    public var endTime: Double { delay + duration }

    /// Where the track is at time `t`.
    ///
    /// - Parameter time: Seconds since the update was committed.
    /// - Returns: ``TrackPhase/before`` while `t < delay`, ``TrackPhase/running(progress:)`` while
    ///   `delay ≤ t < delay + duration`, ``TrackPhase/after`` from then on (NaN counts as after).
    @inlinable
    public func phase(at time: Double) -> TrackPhase {
        if time < delay { return .before }
        guard time < endTime else { return .after }
        return .running(progress: curve.progress(atElapsed: time - delay, duration: duration))
    }

    /// The rate of change of progress at time `t`, in progress per second; 0 unless running.
    ///
    /// - Parameter time: Seconds since the update was committed.
    /// - Returns: `dp/dt`.
    public func velocity(at time: Double) -> Double {
        guard time >= delay, time < endTime else { return 0 }
        return curve.velocity(atElapsed: time - delay, duration: duration)
    }
}

/// Where a track is at a given time.
public enum TrackPhase: Sendable, Hashable {
    /// Before the start: the track shows its start value.
    case before
    /// Running: the track shows the start value interpolated to the end value at `progress`.
    case running(progress: Double)
    /// Finished: the track shows its end value exactly.
    case after
}
