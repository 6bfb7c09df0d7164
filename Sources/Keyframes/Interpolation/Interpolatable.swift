import Foundation

/// A value a track can animate: something that knows the value shown at a given progress between
/// itself and an end value.
///
/// A track calls ``interpolated(to:progress:)`` only while it is running; before its start it shows
/// its start value and from its end on its end value, without asking. So `progress` is the curve's
/// output during the animation — 0 at the start, usually in [0, 1], beyond 1 or below 0 when a
/// spring overshoots. Continuous conformances return `self` exactly at progress 0; discrete ones
/// (`Int`, `Bool`) follow a ``DiscreteSwitch`` rule instead.
///
/// Adopt it for a struct of attributes by interpolating each stored property:
///
/// ```swift
/// struct Attributes: Interpolatable {
///     var center: CGPoint
///     var alpha: CGFloat
///     var zIndex: Int
///     func interpolated(to end: Attributes, progress: Double) -> Attributes {
///         Attributes(center: center.interpolated(to: end.center, progress: progress),
///                    alpha: alpha.interpolated(to: end.alpha, progress: progress),
///                    zIndex: zIndex.interpolated(to: end.zIndex, progress: progress))
///     }
/// }
/// ```
public protocol Interpolatable {
    /// The value shown at `progress` on the way from `self` to `end`.
    ///
    /// - Parameters:
    ///   - end: The value the animation ends on.
    ///   - progress: The timing curve's output: 0 at the start, 1 at the target.
    /// - Returns: The value at that progress; exactly `self` at 0.
    func interpolated(to end: Self, progress: Double) -> Self
}

/// Linear interpolation that is exact at both ends: `a + (b − a)·p` below one half and
/// `b − (b − a)·(1 − p)` above, so progress 1 lands on `b` bit for bit.
///
/// The difference is taken at half scale, `(b/2 − a/2)·p·2`, which equals `(b − a)·p` bit for bit
/// (halving and doubling are exact) except below 2⁻¹⁰²¹, and never overflows: two finite ends of
/// opposite signs near the largest double interpolate through finite values instead of an
/// infinity (or NaN at progress 0). No branch on finiteness, so the sampling loops that call it
/// for every value of every frame stay a straight run of arithmetic.
@inlinable
func lerp(_ a: Double, _ b: Double, _ p: Double) -> Double {
    let halfDifference = b * 0.5 - a * 0.5
    return p < 0.5 ? a + halfDifference * p * 2 : b - halfDifference * (1 - p) * 2
}

extension Double: Interpolatable {
    /// Linear interpolation, exact at progress 0 and 1.
    ///
    /// - Parameters:
    ///   - end: The end value.
    ///   - progress: The timing curve's output.
    /// - Returns: `self + (end − self)·progress`.
    @inlinable
    public func interpolated(to end: Double, progress: Double) -> Double {
        lerp(self, end, progress)
    }
}

extension CGFloat: Interpolatable {
    /// Linear interpolation, exact at progress 0 and 1; also used for `alpha`.
    ///
    /// - Parameters:
    ///   - end: The end value.
    ///   - progress: The timing curve's output.
    /// - Returns: `self + (end − self)·progress`.
    @inlinable
    public func interpolated(to end: CGFloat, progress: Double) -> CGFloat {
        CGFloat(lerp(Double(self), Double(end), progress))
    }
}

extension Float: Interpolatable {
    /// Linear interpolation computed in `Double` (Core Animation's `opacity` is a `Float`).
    ///
    /// - Parameters:
    ///   - end: The end value.
    ///   - progress: The timing curve's output.
    /// - Returns: `self + (end − self)·progress`, rounded to `Float`.
    public func interpolated(to end: Float, progress: Double) -> Float {
        Float(lerp(Double(self), Double(end), progress))
    }
}
