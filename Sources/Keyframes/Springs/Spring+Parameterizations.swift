import Foundation

extension Spring {
    /// `CASpringAnimation()`'s spring: mass 1, stiffness 100, damping 10, no initial velocity.
    public static let coreAnimationDefault = Spring()

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
}
