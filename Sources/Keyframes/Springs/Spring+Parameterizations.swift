import Foundation

extension Spring {
    /// `CASpringAnimation()`'s spring: mass 1, stiffness 100, damping 10, no initial velocity.
    public static let coreAnimationDefault = Spring()

    /// The spring UIKit builds from a duration and a damping ratio
    /// (`UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`,
    /// `UIViewPropertyAnimator(duration:dampingRatio:)`).
    ///
    /// UIKit picks the natural frequency so that the envelope of the motion has decayed to 0.001
    /// of the distance after `duration` seconds, with mass 1 — the algorithm Framer's engineers
    /// documented as iOS's and that OpenSwiftUI found in SwiftUI: the ratio is clamped to
    /// [2.2e-16, 1] (UIKit does not over-damp), the duration to [0.01, 10] s, then 12 Newton steps
    /// from `ω = 5 / d`, restarting from 1 with 20 steps if they diverge. Framer's sign quirk in the
    /// derivative is kept because it decides which root is found.
    ///
    /// - Parameters:
    ///   - duration: The animation's duration in seconds.
    ///   - dampingRatio: UIKit's `usingSpringWithDamping` / `dampingRatio`.
    ///   - initialVelocity: UIKit's `initialSpringVelocity`, in total distances per second.
    public init(duration: Double, dampingRatio: Double, initialVelocity: Double = 0) {
        let zeta = min(max(dampingRatio, 2.220446049250313e-16), 1)
        let d = min(max(duration, 0.01), 10)
        var omega = Self.envelopeNewton(from: 5 / d, steps: 12, duration: d, zeta: zeta, v0: initialVelocity)
        if !omega.isFinite {
            omega = Self.envelopeNewton(from: 1, steps: 20, duration: d, zeta: zeta, v0: initialVelocity)
        }
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega, initialVelocity: initialVelocity)
    }

    /// SwiftUI's `Spring(duration:bounce:)` (also iOS 17's `UIView.animate(springDuration:bounce:…)`
    /// and `CASpringAnimation(perceptualDuration:bounce:)`): mass 1, `k = (2π/d)²`,
    /// `ζ = 1 − bounce` for `bounce ≥ 0` or `1 / (1 + bounce)` below 0, which over-damps.
    ///
    /// - Parameters:
    ///   - perceptualDuration: SwiftUI's `duration`, the period `2π/ω0`.
    ///   - bounce: From −1 (exclusive, very over-damped) through 0 (critical) to 1 (undamped).
    ///   - initialVelocity: The initial velocity in total distances per second.
    public init(perceptualDuration: Double, bounce: Double, initialVelocity: Double = 0) {
        let omega = 2 * Double.pi / perceptualDuration
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(
            mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega,
            initialVelocity: initialVelocity, allowsOverdamping: true)
    }

    /// SwiftUI's `Spring(response:dampingRatio:)` and `.spring(response:dampingFraction:)`:
    /// mass 1, `k = (2π/response)²`, `c = 4π·ζ/response`.
    ///
    /// - Parameters:
    ///   - response: The period of the undamped spring, in seconds.
    ///   - dampingFraction: The damping ratio ζ; above 1 the spring over-damps.
    ///   - initialVelocity: The initial velocity in total distances per second.
    public init(response: Double, dampingFraction: Double, initialVelocity: Double = 0) {
        self.init(perceptualDuration: response, bounce: 0, initialVelocity: initialVelocity)
        damping = 4 * Double.pi * dampingFraction / response
    }

    /// SwiftUI's `duration` of this spring: the undamped period `2π/ω0`.
    public var perceptualDuration: Double { 2 * Double.pi / naturalFrequency }

    /// SwiftUI's `bounce` of this spring: `1 − ζ` when `ζ ≤ 1`, `1/ζ − 1` when over-damped.
    public var bounce: Double {
        let zeta = dampingRatio
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// Newton's method on `f(ω) = envelope(d) − 0.001`, as Framer writes it.
    private static func envelopeNewton(from start: Double, steps: Int, duration d: Double, zeta: Double, v0: Double) -> Double {
        let epsilon = 0.001
        var omega = start
        for _ in 0..<steps {
            let decay = exp(-omega * zeta * d)
            let value: Double, derivative: Double
            if zeta < 1 {
                let root = (1 - zeta * zeta).squareRoot()
                let envelope = (omega * zeta - v0) / (omega * root) * decay
                value = epsilon - envelope
                let sign: Double = envelope > 0 ? -1 : 1
                derivative = sign * (omega * zeta * d * v0 + v0 - zeta * zeta * omega * omega * d) * decay
                    / (omega * omega * root)
            } else {
                value = -epsilon + decay * ((omega - v0) * d + 1)
                derivative = decay * (v0 - omega) * d * d
            }
            omega -= value / derivative
        }
        return omega
    }
}
