import Foundation
import Keyframes
import Testing

@Suite("Springs: closed forms")
@MainActor
struct SpringTests {
    static let times = [0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1.0]

    /// Closed forms, checked against ODE integration.
    nonisolated static let vectors: [(String, Spring, [Double])] = [
        ("CA default", Spring(mass: 1, stiffness: 100, damping: 10),
         [0.104405, 0.340300, 0.849426, 1.124355, 1.074591, 0.974152, 1.002170]),
        ("Apple doc c = 5", Spring(mass: 1, stiffness: 100, damping: 5),
         [0.112863, 0.392945, 1.070645, 1.430560, 1.036551, 0.881552, 1.084776]),
        ("Apple doc c = 15", Spring(mass: 1, stiffness: 100, damping: 15),
         [0.096895, 0.298249, 0.699976, 0.932915, 1.027592, 1.003077, 0.999273]),
        ("critical", Spring(mass: 1, stiffness: 100, damping: 20),
         [0.090204, 0.264241, 0.593994, 0.800852, 0.959572, 0.995299, 0.999501]),
        ("critical, v0 = 5", Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 5),
         [0.241837, 0.448181, 0.729329, 0.875532, 0.976417, 0.997373, 0.999728]),
        ("over-damped", Spring(mass: 1, stiffness: 100, damping: 40, allowsOverdamping: true),
         [0.069705, 0.177737, 0.369640, 0.517775, 0.717829, 0.855592, 0.926096]),
        ("over-damped, CA clamps to critical", Spring(mass: 1, stiffness: 100, damping: 40),
         [0.090204, 0.264241, 0.593994, 0.800852, 0.959572, 0.995299, 0.999501]),
        ("under-damped, v0 = −3", Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: -3),
         [-0.008798, 0.180248, 0.723642, 1.084382, 1.100973, 0.972437, 1.000554]),
        ("SwiftUI 0.5 s bounce 0.3", Spring(perceptualDuration: 0.5, bounce: 0.3),
         [0.145715, 0.423302, 0.873711, 1.033930, 1.014498, 0.998192, 1.000072]),
        ("SwiftUI 0.5 s bounce 0", Spring(perceptualDuration: 0.5, bounce: 0),
         [0.131311, 0.357740, 0.715416, 0.890034, 0.986399, 0.999159, 0.999953]),
        ("SwiftUI 0.5 s bounce −0.5", Spring(perceptualDuration: 0.5, bounce: -0.5),
         [0.096998, 0.231362, 0.450605, 0.607665, 0.799926, 0.913780, 0.962845]),
    ]

    @Test("progress matches the reference table", arguments: vectors.map { ($0.0, $0.1, $0.2) })
    func progress(name: String, spring: Spring, expected: [Double]) {
        for (time, value) in zip(Self.times, expected) {
            #expect(spring.progress(at: time).isApproximatelyEqual(to: value, tolerance: 1e-6), "\(name) at \(time)")
        }
    }

    @Test("velocity is the derivative of progress and starts at the initial velocity",
          arguments: vectors.map { ($0.0, $0.1) })
    func velocity(name: String, spring: Spring) {
        #expect(spring.velocity(at: 0).isApproximatelyEqual(to: spring.initialVelocity, tolerance: 1e-12), "\(name)")
        for time in Self.times {
            let h = 1e-6
            let numeric = (spring.progress(at: time + h) - spring.progress(at: time - h)) / (2 * h)
            #expect(spring.velocity(at: time).isApproximatelyEqual(to: numeric, tolerance: 1e-5), "\(name) at \(time)")
        }
    }

    @Test("every spring starts at 0 and ends at its target", arguments: vectors.map { ($0.0, $0.1) })
    func endsAtTarget(name: String, spring: Spring) {
        #expect(spring.progress(at: 0) == 0, "\(name)")
        #expect(spring.progress(at: 30).isApproximatelyEqual(to: 1, tolerance: 1e-9), "\(name)")
        #expect(abs(spring.velocity(at: 30)) < 1e-9, "\(name)")
    }

    @Test("damping ratios within 1e-9 of critical use the critical form without 0/0")
    func nearCritical() {
        let critical = Spring(mass: 1, stiffness: 100, damping: 20)
        for damping in [20 - 1e-9, 20 + 1e-9, 20 - 1e-7] {
            let spring = Spring(mass: 1, stiffness: 100, damping: damping, allowsOverdamping: true)
            #expect(spring.progress(at: 0.2).isApproximatelyEqual(to: critical.progress(at: 0.2), tolerance: 1e-7))
            #expect(spring.progress(at: 0.2).isFinite)
        }
    }

    @Test("the over-damped form stays finite and exact far out")
    func overDampedFarOut() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 2_000, allowsOverdamping: true)
        #expect(spring.progress(at: 500).isFinite)
        #expect(spring.dampingRatio == 100)
    }

    @Test("natural frequency and damping ratio follow ω0 = √(k/m) and ζ = c / 2√(km)")
    func derivedQuantities() {
        let spring = Spring(mass: 2, stiffness: 200, damping: 20)
        #expect(spring.naturalFrequency == 10)
        #expect(spring.dampingRatio == 0.5)
    }
}
