import Foundation

/// The closed-form solution of a normalised spring (`x(0) = 1`, `x′(0) = −v0`) in one of its
/// three damping regimes.
enum SpringMotion: Sendable {
    /// `x = e^(−βt)·(cos ωd·t + B·sin ωd·t)`, `B = (β − v0)/ωd`.
    case underDamped(decay: Double, frequency: Double, initialVelocity: Double)
    /// `x = (1 + (ω0 − v0)·t)·e^(−ω0·t)`.
    case critical(frequency: Double, initialVelocity: Double)
    /// `x = C1·e^(r1·t) + C2·e^(r2·t)`, the two-exponential form (stable for large `t`).
    case overDamped(slowRate: Double, fastRate: Double, fastWeight: Double)

    /// Damping ratios this close to 1 use the critical form: the under- and over-damped forms
    /// divide by `ωd` or `ω2`, which vanish there.
    static let criticalBand = 1e-9

    init(naturalFrequency w0: Double, dampingRatio zeta: Double, initialVelocity v0: Double, allowsOverdamping: Bool) {
        if zeta < 1 - Self.criticalBand {
            self = .underDamped(decay: zeta * w0, frequency: w0 * (1 - zeta * zeta).squareRoot(), initialVelocity: v0)
        } else if zeta > 1 + Self.criticalBand, allowsOverdamping {
            let root = (zeta * zeta - 1).squareRoot()
            let slow = -w0 / (zeta + root)   // −ω0(ζ − √(ζ²−1)) without cancellation
            let fast = -w0 * (zeta + root)
            self = .overDamped(slowRate: slow, fastRate: fast, fastWeight: (-v0 - slow) / (fast - slow))
        } else {
            self = .critical(frequency: w0, initialVelocity: v0)
        }
    }

    func displacement(at t: Double) -> Double {
        switch self {
        case let .underDamped(beta, wd, v0):
            return exp(-beta * t) * (cos(wd * t) + (beta - v0) / wd * sin(wd * t))
        case let .critical(w0, v0):
            return (1 + (w0 - v0) * t) * exp(-w0 * t)
        case let .overDamped(r1, r2, c2):
            return (1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// The largest `|x|` from `t` on: `√(1+B²)·e^(−βt)` when under-damped (the envelope of the
    /// oscillation); otherwise `|x|` at `t` or at the one turning point after `t`, if there is one.
    func envelope(at t: Double) -> Double {
        switch self {
        case let .underDamped(beta, wd, v0):
            let sine = (beta - v0) / wd
            return (1 + sine * sine).squareRoot() * exp(-beta * t)
        case let .critical(w0, v0):
            // x′ = 0 where t = v0 / (ω0·(v0 − ω0)), after 0 only when v0 > ω0.
            let turn = v0 > w0 ? v0 / (w0 * (v0 - w0)) : -1
            return max(abs(displacement(at: t)), turn > t ? abs(displacement(at: turn)) : 0)
        case let .overDamped(r1, r2, c2):
            // x′ = 0 where e^((r2 − r1)·t) = −(1 − c2)·r1 / (c2·r2).
            let ratio = -(1 - c2) * r1 / (c2 * r2)
            let turn = ratio > 0 ? log(ratio) / (r2 - r1) : -1
            return max(abs(displacement(at: t)), turn > t ? abs(displacement(at: turn)) : 0)
        }
    }

    func displacementVelocity(at t: Double) -> Double {
        switch self {
        case let .underDamped(beta, wd, v0):
            let sineFactor = (beta * (beta - v0) + wd * wd) / wd
            return exp(-beta * t) * (-v0 * cos(wd * t) - sineFactor * sin(wd * t))
        case let .critical(w0, v0):
            return (-v0 - w0 * (w0 - v0) * t) * exp(-w0 * t)
        case let .overDamped(r1, r2, c2):
            return (1 - c2) * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
        }
    }
}
