import Foundation
import Keyframes
import Testing

@Suite("Springs: UIKit, SwiftUI and Core Animation parameters")
@MainActor
struct SpringParameterizationsTests {
    @Test("CASpringAnimation's defaults are m 1, k 100, c 10, v0 0")
    func coreAnimationDefault() {
        let spring = Spring.coreAnimationDefault
        #expect([spring.mass, spring.stiffness, spring.damping, spring.initialVelocity] == [1, 100, 10, 0])
        #expect(!spring.allowsOverdamping)
    }

    @Test("Framer's published example: 3 s, ratio 0.25 → tension 54.83363359078326, friction 3.702486785620688")
    func framerExample() {
        let spring = Spring(duration: 3, dampingRatio: 0.25)
        #expect(spring.stiffness.isApproximatelyEqual(to: 54.83363359078326, tolerance: 1e-11))
        #expect(spring.damping.isApproximatelyEqual(to: 3.702486785620688, tolerance: 1e-12))
        #expect(spring.mass == 1)
    }

    /// UIKit duration + damping ratio: (d, ζ, v0) → (k, c) and p at 0.1d … d.
    nonisolated static let uikitVectors: [(Double, Double, Double, Double, Double, [Double])] = [
        (0.3, 1.0, 0, 947.2880, 61.5561, [0.236069, 0.671068, 0.944477, 0.992211, 0.999000]),
        (0.5, 1.0, 0, 341.0237, 36.9337, [0.236069, 0.671068, 0.944477, 0.992211, 0.999000]),
        (0.5, 0.7, 0, 387.2746, 27.5510, [0.298650, 0.860878, 1.041133, 1.001726, 0.998572]),
        (0.5, 0.5, 0, 646.8780, 25.4338, [0.487823, 1.144223, 0.987155, 0.998849, 1.000969]),
        (1.0, 0.5, 0, 161.7195, 12.7169, [0.487823, 1.144223, 0.987155, 0.998849, 1.000969]),
        (0.25, 0.8, 0, 1294.3580, 57.5635, [0.248595, 0.748367, 1.009077, 1.007552, 1.000301]),
        (0.5, 0.7, 2.0, 369.3876, 26.9072, [0.335341, 0.873228, 1.041428, 1.002163, 0.998450]),
        (0.5, 1.0, 2.0, 332.5522, 36.4720, [0.272018, 0.689975, 0.947020, 0.992403, 0.999000]),
    ]

    @Test("UIKit's duration + damping ratio springs match the reference table", arguments: uikitVectors)
    func uikit(vector: (Double, Double, Double, Double, Double, [Double])) {
        let (duration, ratio, velocity, stiffness, damping, progress) = vector
        let spring = Spring(duration: duration, dampingRatio: ratio, initialVelocity: velocity)
        #expect(spring.stiffness.isApproximatelyEqual(to: stiffness, tolerance: 1e-4 * stiffness))
        #expect(spring.damping.isApproximatelyEqual(to: damping, tolerance: 1e-4 * damping))
        for (fraction, value) in zip([0.1, 0.25, 0.5, 0.75, 1.0], progress) {
            #expect(spring.progress(at: fraction * duration).isApproximatelyEqual(to: value, tolerance: 1e-6),
                    "d \(duration) ζ \(ratio) at \(fraction)d")
        }
    }

    @Test("UIKit clamps the ratio to 1: no over-damping, critical curve reaches 0.999 at d")
    func uikitClamp() {
        let spring = Spring(duration: 0.4, dampingRatio: 3)
        #expect(spring.dampingRatio.isApproximatelyEqual(to: 1, tolerance: 1e-12))
        #expect(spring.progress(at: 0.4).isApproximatelyEqual(to: 0.999, tolerance: 1e-9))
    }

    @Test("Apple's SwiftUI examples: (0.5 s, 0.3) → k 157.9, c 17.6; (1, 100, 10) → 0.63 s, bounce 0.5")
    func swiftUIExamples() {
        let spring = Spring(perceptualDuration: 0.5, bounce: 0.3)
        #expect(spring.stiffness.isApproximatelyEqual(to: 157.9137, tolerance: 1e-4))
        #expect(spring.damping.isApproximatelyEqual(to: 17.5929, tolerance: 1e-4))
        let ca = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(ca.perceptualDuration.isApproximatelyEqual(to: 0.6283, tolerance: 1e-4))
        #expect(ca.bounce.isApproximatelyEqual(to: 0.5, tolerance: 1e-12))
        #expect(Spring(perceptualDuration: 0.5, bounce: -0.5).bounce.isApproximatelyEqual(to: -0.5, tolerance: 1e-12))
    }

    @Test("response + damping fraction equals duration + bounce with ζ = 1 − bounce")
    func response() {
        let a = Spring(response: 0.55, dampingFraction: 0.825)
        let b = Spring(perceptualDuration: 0.55, bounce: 0.175)
        #expect(a.stiffness.isApproximatelyEqual(to: b.stiffness, tolerance: 1e-9))
        #expect(a.damping.isApproximatelyEqual(to: b.damping, tolerance: 1e-9))
    }

    @Test("NaN parameters give NaN, never a hang or a trap")
    func nonFinite() {
        let spring = Spring(duration: .nan, dampingRatio: .nan)
        _ = spring.progress(at: 0.3)
        #expect(Spring(mass: 0, stiffness: 0, damping: 0).progress(at: 1).isNaN)
        _ = Spring(mass: .nan).settlingDuration()
    }
}
