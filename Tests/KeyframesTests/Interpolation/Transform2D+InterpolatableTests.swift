import Foundation
import Keyframes
import TestSupport
import Testing

@Suite("Interpolating 2D transforms")
@MainActor
struct AffineTransformInterpolatableTests {
    @Test("a rotation interpolates its angle: identity → 90° is 45° at the midpoint")
    func rotation() {
        let middle = Transform2D.identity.interpolated(to: Transform2D(rotationAngle: .pi / 2), progress: 0.5)
        #expect(middle.isApproximatelyEqual(to: Transform2D(rotationAngle: .pi / 4), tolerance: 1e-12))
    }

    @Test("135° → −135° passes 180°, the short way (Stagehand's midpoint(0.75π, −0.75π) = π)")
    func shortWay() {
        let middle = Transform2D(rotationAngle: 0.75 * .pi).interpolated(to: Transform2D(rotationAngle: -0.75 * .pi), progress: 0.5)
        #expect(middle.isApproximatelyEqual(to: Transform2D(rotationAngle: .pi), tolerance: 1e-12))
    }

    @Test("scale and translation interpolate linearly")
    func scaleAndTranslation() {
        let start = Transform2D(scaleX: 1, y: 2).concatenating(Transform2D(translationX: 10, y: 0))
        let end = Transform2D(scaleX: 3, y: 4).concatenating(Transform2D(translationX: 30, y: 40))
        let middle = start.interpolated(to: end, progress: 0.5)
        let expected = Transform2D(scaleX: 2, y: 3).concatenating(Transform2D(translationX: 20, y: 20))
        #expect(middle.isApproximatelyEqual(to: expected, tolerance: 1e-12))
    }

    @Test("random invertible transforms survive the decomposition (progress → 0 and → 1)")
    func roundTrip() {
        let seed: UInt64 = 0xAFF1_2E
        var random = SeededGenerator(seed: seed)
        for index in 0..<500 {
            let values = (0..<6).map { _ in CGFloat(Double.random(in: -3...3, using: &random)) }
            let start = Transform2D(a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5])
            let end = Transform2D(rotationAngle: CGFloat(index) * 0.01).scaledBy(x: 2, y: -1)
            #expect(start.interpolated(to: end, progress: 1e-12).isApproximatelyEqual(to: start, tolerance: 1e-9), "seed \(seed), \(index)")
            #expect(start.interpolated(to: end, progress: 1 - 1e-12).isApproximatelyEqual(to: end, tolerance: 1e-9), "seed \(seed), \(index)")
        }
    }

    @Test("a singular end animates discretely at the midpoint")
    func singular() {
        let end = Transform2D(scaleX: 0, y: 0)
        #expect(Transform2D.identity.interpolated(to: end, progress: 0.4) == .identity)
        #expect(Transform2D.identity.interpolated(to: end, progress: 0.5) == end)
    }
}
