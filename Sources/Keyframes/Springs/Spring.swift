import Foundation

/// A damped spring `m·s″ + c·s′ + k·s = 0`, animated the way Core Animation and UIKit animate it:
/// normalised so that the displacement from the target starts at 1 and the progress
/// `p(t) = 1 − x(t)` starts at 0 and settles at 1.
///
/// ``initialVelocity`` is in total distances per second, positive towards the target (UIKit's
/// `initialSpringVelocity`, `CASpringAnimation.initialVelocity`). The motion has closed forms for
/// every damping ratio `ζ = c / (2√(km))`:
/// - under-damped (`ζ < 1`): `x = e^(−βt)·(cos ωd·t + (β − v0)/ωd · sin ωd·t)`;
/// - critically damped (`ζ = 1`, or within 1e-9 of it): `x = (1 + (ω0 − v0)·t)·e^(−ω0·t)`;
/// - over-damped (`ζ > 1`): `x = C1·e^(r1·t) + C2·e^(r2·t)`, unless ``allowsOverdamping`` is false,
///   in which case the spring moves on the critical curve with the same `ω0` (what SwiftUI
///   documents for `allowOverDamping: false` and what `CASpringAnimation` is believed to do).
///
/// ```swift
/// let spring = Spring(mass: 1, stiffness: 100, damping: 10)   // CASpringAnimation's defaults
/// spring.progress(at: 0.3)   // 1.124355… (overshoot)
/// ```
public struct Spring: Sendable, Hashable, Codable {
    /// The mass `m` (`CASpringAnimation.mass`), > 0.
    public var mass: Double
    /// The stiffness `k` (`CASpringAnimation.stiffness`), > 0.
    public var stiffness: Double
    /// The damping coefficient `c` (`CASpringAnimation.damping`), ≥ 0.
    public var damping: Double
    /// The initial velocity `v0` in total distances per second, positive towards the target.
    public var initialVelocity: Double
    /// Whether a damping ratio above 1 moves as a true over-damped spring (`true`) or on the
    /// critical curve with the same natural frequency (`false`, Core Animation's default).
    public var allowsOverdamping: Bool

    /// A spring from its physical parameters, as `CASpringAnimation` takes them.
    ///
    /// - Parameters:
    ///   - mass: The mass; `CASpringAnimation`'s default is 1.
    ///   - stiffness: The stiffness; default 100.
    ///   - damping: The damping coefficient; default 10.
    ///   - initialVelocity: The initial velocity in total distances per second; default 0.
    ///   - allowsOverdamping: Whether damping ratios above 1 over-damp; default `false`, like
    ///     `CASpringAnimation.allowsOverdamping`.
    public init(
        mass: Double = 1, stiffness: Double = 100, damping: Double = 10,
        initialVelocity: Double = 0, allowsOverdamping: Bool = false
    ) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        self.allowsOverdamping = allowsOverdamping
    }

    /// The undamped angular frequency `ω0 = √(k/m)`, in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The damping ratio `ζ = c / (2√(k·m))`: below 1 the spring oscillates, 1 is critical.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The normalised displacement from the target after `time` seconds: 1 at the start, 0 at
    /// rest.
    ///
    /// - Parameter time: Seconds since the spring started.
    /// - Returns: `x(t) = 1 − p(t)`.
    public func displacement(at time: Double) -> Double {
        motion.displacement(at: time)
    }

    /// How far from the target the spring can be from `time` on, as a fraction of the distance.
    ///
    /// - Parameter time: Seconds since the spring started.
    /// - Returns: The envelope `√(1+B²)·e^(−βt)` of an oscillating spring; `|x(t)|` for the
    ///   critical and over-damped forms.
    public func displacementEnvelope(at time: Double) -> Double {
        motion.envelope(at: time)
    }

    /// The progress after `time` seconds: 0 at the start, settling at 1 (and overshooting it when
    /// under-damped).
    ///
    /// - Parameter time: Seconds since the spring started.
    /// - Returns: `p(t) = 1 − x(t)`.
    public func progress(at time: Double) -> Double {
        1 - motion.displacement(at: time)
    }

    /// The rate of change of progress after `time` seconds, in total distances per second.
    ///
    /// At `time = 0` this is ``initialVelocity``.
    ///
    /// - Parameter time: Seconds since the spring started.
    /// - Returns: `p′(t) = −x′(t)`.
    public func velocity(at time: Double) -> Double {
        -motion.displacementVelocity(at: time)
    }

    /// The closed form for this spring's damping regime.
    var motion: SpringMotion {
        SpringMotion(
            naturalFrequency: naturalFrequency, dampingRatio: dampingRatio,
            initialVelocity: initialVelocity, allowsOverdamping: allowsOverdamping)
    }
}
