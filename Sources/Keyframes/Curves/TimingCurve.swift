import Foundation

/// How a track's progress runs from 0 to 1: one of Core Animation's named curves, any cubic
/// Bézier, or a spring.
///
/// Bézier curves are time-normalised: the progress at elapsed time `t` of a `d`-second animation
/// is `curve(t / d)`, clamped to [0, 1]. Springs are not: their progress is the spring's closed
/// form at `t` real seconds, whatever the duration (the track snaps to its end value when the
/// duration is over, as a removed `CASpringAnimation` does).
public enum TimingCurve: Sendable, Hashable, Codable {
    /// `CAMediaTimingFunctionName.linear`, `UIView.AnimationCurve.linear`: progress = time fraction.
    case linear
    /// `CAMediaTimingFunctionName.easeIn`, `UIView.AnimationCurve.easeIn`: (0.42, 0) (1, 1).
    case easeIn
    /// `CAMediaTimingFunctionName.easeOut`, `UIView.AnimationCurve.easeOut`: (0, 0) (0.58, 1).
    case easeOut
    /// `CAMediaTimingFunctionName.easeInEaseOut`, `UIView.AnimationCurve.easeInOut`, the curve of
    /// `UIView.animate(withDuration:)`: (0.42, 0) (0.58, 1).
    case easeInEaseOut
    /// `CAMediaTimingFunctionName.default`, the curve of implicit layer animations:
    /// (0.25, 0.1) (0.25, 1).
    case `default`
    /// Any cubic Bézier timing function (`CAMediaTimingFunction(controlPoints:_:_:_:)`).
    case cubicBezier(CubicBezier)
    /// A damped spring, evaluated in real seconds.
    case spring(Spring)

    /// Whether both are the same named curve, the same Bézier curve or the same spring (what the
    /// synthesised `==` does, written out so that it inlines: sampling compares every track's curve
    /// with the timings seen so far, and the synthesised one copied the payloads to compare them).
    @inlinable
    public static func == (lhs: TimingCurve, rhs: TimingCurve) -> Bool {
        switch lhs {
        case .linear: if case .linear = rhs { return true }
        case .easeIn: if case .easeIn = rhs { return true }
        case .easeOut: if case .easeOut = rhs { return true }
        case .easeInEaseOut: if case .easeInEaseOut = rhs { return true }
        case .default: if case .default = rhs { return true }
        case .cubicBezier(let curve): if case .cubicBezier(let other) = rhs { return curve == other }
        case .spring(let spring): if case .spring(let other) = rhs { return spring == other }
        }
        return false
    }

    /// The Bézier curve behind a named or custom curve; `nil` for a spring.
    public var bezier: CubicBezier? {
        switch self {
        case .linear: .linear
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .easeInEaseOut: .easeInEaseOut
        case .default: .default
        case .cubicBezier(let curve): curve
        case .spring: nil
        }
    }

    /// Whether the progress stays within 0…1 at every instant, so that every value a track
    /// interpolates lies between its start and end values: a Bézier curve whose control points'
    /// progress coordinates (`y1`, `y2`) are within 0…1 (the curve lies in the hull of its
    /// control points), which every named curve is. A spring may overshoot, so `false`.
    public var staysBetweenEnds: Bool {
        guard let bezier else { return false }
        return (0...1).contains(bezier.y1) && (0...1).contains(bezier.y2)
    }

    /// The progress after `elapsed` seconds of an animation lasting `duration` seconds.
    ///
    /// - Parameters:
    ///   - elapsed: Seconds since the animation began (after its delay).
    ///   - duration: The animation's duration in seconds; a Bézier curve with a zero duration is
    ///     complete at once.
    /// - Returns: 0 at the start; for Bézier curves 1 from `elapsed ≥ duration` on; for springs
    ///   the spring's progress, which may overshoot 1.
    ///
    /// Each named curve is read in place (going through ``bezier`` copied it, retaining its table,
    /// at every frame of every timing), and the whole is inlinable so that sampling loops evaluate
    /// it without a call.
    @inlinable
    public func progress(atElapsed elapsed: Double, duration: Double) -> Double {
        switch self {
        case .linear:
            guard elapsed > 0 else { return elapsed.isNaN ? elapsed : 0 }
            return elapsed < duration ? elapsed / duration : 1
        case .spring(let spring): return spring.progress(at: elapsed)
        case .easeIn: return Self.progress(of: .easeIn, atElapsed: elapsed, duration: duration)
        case .easeOut: return Self.progress(of: .easeOut, atElapsed: elapsed, duration: duration)
        case .easeInEaseOut: return Self.progress(of: .easeInEaseOut, atElapsed: elapsed, duration: duration)
        case .default: return Self.progress(of: .default, atElapsed: elapsed, duration: duration)
        case .cubicBezier(let curve): return Self.progress(of: curve, atElapsed: elapsed, duration: duration)
        }
    }

    /// A Bézier curve's progress after `elapsed` of `duration` seconds: complete from the end on.
    @inlinable
    static func progress(of curve: borrowing CubicBezier, atElapsed elapsed: Double, duration: Double) -> Double {
        guard elapsed < duration else { return elapsed.isNaN ? elapsed : 1 }
        return curve.progress(at: elapsed / duration)
    }

    /// The rate of change of progress, in progress per second, after `elapsed` seconds.
    ///
    /// Used to hand velocity over when an animation is interrupted (see
    /// ``Track/retargeted(at:to:timing:)``).
    ///
    /// - Parameters:
    ///   - elapsed: Seconds since the animation began (after its delay).
    ///   - duration: The animation's duration in seconds.
    /// - Returns: `dp/dt`; 0 before the start and, for Bézier curves, from the end on.
    public func velocity(atElapsed elapsed: Double, duration: Double) -> Double {
        if case .spring(let spring) = self { return elapsed < 0 ? 0 : spring.velocity(at: elapsed) }
        guard elapsed >= 0, elapsed < duration, duration > 0 else { return 0 }
        return (bezier?.slope(at: elapsed / duration) ?? 0) / duration
    }
}
