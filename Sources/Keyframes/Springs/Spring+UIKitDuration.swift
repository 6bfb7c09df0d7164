import Foundation

extension Spring {
    /// The spring UIKit builds from a duration and a damping ratio
    /// (`UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`,
    /// `UIViewPropertyAnimator(duration:dampingRatio:)`): mass 1, `k = ω0²`, `c = 2ζω0`.
    ///
    /// UIKit picks the natural frequency `ω0` so that the motion has decayed after `duration`
    /// seconds. Framer's engineers documented iOS's rule: the ratio is
    /// clamped to [2.2e-16, 1] (UIKit does not over-damp), the duration to [0.01, 10] s, and `ω0`
    /// solves `B·e^(−ζ·ω0·d) = 0.001` with `B = (ζ·ω0 − v0)/(ω0·√(1−ζ²))` (for `ζ = 1`:
    /// `x(d) = 0.001`). This initialiser takes the largest root of that equation, the one Framer's
    /// Newton iteration from `5/d` finds where it behaves: Framer's published example is
    /// reproduced to 1e-14, every row of the test table to its printed digits.
    ///
    /// Framer's equation bounds only the sine term, so it breaks down at the edges of what UIKit
    /// accepts: for ratios near 0, or a large velocity towards the target, it has no root (Newton
    /// gives NaN) or only a root near 0 (a spring that barely moves and then snaps), and below a
    /// ratio of about 0.1 its root leaves more than 1% of the distance at the end. So `ω0` is
    /// raised, where needed, until the whole envelope `√(1+B²)·e^(−ζ·ω0·t)` is 1% at `t = d`:
    /// every finite input gives finite parameters and a motion within 1% of the target from
    /// `duration` on, which is where UIKit ends the animation. UIKit's own answer at those edges is
    /// unmeasured.
    ///
    /// - Parameters:
    ///   - duration: The animation's duration in seconds.
    ///   - dampingRatio: UIKit's `usingSpringWithDamping` / `dampingRatio`.
    ///   - initialVelocity: UIKit's `initialSpringVelocity`, in total distances per second.
    ///     A NaN argument gives NaN parameters.
    public init(duration: Double, dampingRatio: Double, initialVelocity: Double = 0) {
        let zeta = min(max(dampingRatio, .ulpOfOne), 1)
        let d = min(max(duration, 0.01), 10)
        let v0 = initialVelocity
        guard zeta.isFinite, d.isFinite, v0.isFinite else {
            self.init(mass: 1, stiffness: .nan, damping: .nan, initialVelocity: v0)
            return
        }
        let framer = Self.largestRoot(reaching: 0.001) { omega in
            Self.framerEnvelope(omega: omega, zeta: zeta, duration: d, initialVelocity: v0)
        }
        let settled = Self.largestRoot(reaching: Self.uikitEndDisplacement) { omega in
            SpringMotion(naturalFrequency: omega, dampingRatio: zeta, initialVelocity: v0, allowsOverdamping: false)
                .envelope(at: d)
        }
        let omega = max(framer ?? 0, settled ?? 0)
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega, initialVelocity: v0)
    }

    /// The largest displacement, as a fraction of the distance, that a UIKit duration spring may
    /// leave when its duration ends: 1%.
    public static let uikitEndDisplacement = 0.01

    /// The quantity Framer's rule sets to 0.001: the sine term's envelope `B·e^(−ζωd)` for
    /// `ζ < 1`, the displacement `x(d)` itself for `ζ = 1`.
    private static func framerEnvelope(omega: Double, zeta: Double, duration d: Double, initialVelocity v0: Double) -> Double {
        guard zeta < 1 else { return exp(-omega * d) * ((omega - v0) * d + 1) }
        return (omega * zeta - v0) / (omega * (1 - zeta * zeta).squareRoot()) * exp(-omega * zeta * d)
    }

    /// Where `f` falls below `target` for the last time in [2⁻⁴⁰, 2⁸⁰], for an `f` that falls to 0
    /// as `ω` grows: a scan down in steps of 2^¼ for the first sample at or above the target, then
    /// bisection to the crossing; the result is the crossing's upper end, where `f < target`.
    /// `nil` when no sample reaches the target.
    private static func largestRoot(reaching target: Double, of f: (Double) -> Double) -> Double? {
        for exponent in stride(from: 320, through: -160, by: -1) {
            var low = exp2(Double(exponent) / 4)
            guard f(low) >= target else { continue }
            var high = exp2(Double(exponent + 1) / 4)
            for _ in 0..<100 {
                let middle = (low + high) / 2
                guard middle > low, middle < high else { break }
                if f(middle) >= target { low = middle } else { high = middle }
            }
            return high
        }
        return nil
    }
}
