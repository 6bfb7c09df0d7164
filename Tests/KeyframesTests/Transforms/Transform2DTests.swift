import Foundation
import Keyframes
import Testing

@Suite("Transform2D, the CGAffineTransform twin")
@MainActor
struct AffineTransformTests {
    @Test("a rotation by 90° turns (1, 0) into (0, 1)")
    func rotation() {
        let point = Transform2D(rotationAngle: .pi / 2).apply(to: CGPoint(x: 1, y: 0))
        #expect(point.isApproximatelyEqual(to: CGPoint(x: 0, y: 1), tolerance: 1e-15))
    }

    @Test("concatenating applies the receiver first, as CGAffineTransformConcat does")
    func concatenation() {
        let scaleThenMove = Transform2D(scaleX: 2, y: 3).concatenating(Transform2D(translationX: 10, y: 20))
        #expect(scaleThenMove.apply(to: CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: 23))
        let moveThenScale = Transform2D(translationX: 10, y: 20).concatenating(Transform2D(scaleX: 2, y: 3))
        #expect(moveThenScale.apply(to: CGPoint(x: 1, y: 1)) == CGPoint(x: 22, y: 63))
    }

    @Test("translatedBy, scaledBy and rotated apply the new step before the receiver")
    func stepsApplyFirst() {
        let moved = Transform2D(scaleX: 2, y: 2).translatedBy(x: 5, y: 0)
        #expect(moved.apply(to: .zero) == CGPoint(x: 10, y: 0))
        let scaled = Transform2D(translationX: 5, y: 0).scaledBy(x: 2, y: 2)
        #expect(scaled.apply(to: CGPoint(x: 1, y: 0)) == CGPoint(x: 7, y: 0))
        let rotated = Transform2D(translationX: 5, y: 0).rotated(by: .pi / 2)
        #expect(rotated.apply(to: CGPoint(x: 1, y: 0)).isApproximatelyEqual(to: CGPoint(x: 5, y: 1), tolerance: 1e-15))
    }

    @Test("the inverse undoes the transform; a singular one has none")
    func inverse() throws {
        let transform = Transform2D(rotationAngle: 0.4).scaledBy(x: 2, y: -3).translatedBy(x: 7, y: 1)
        let inverse = try #require(transform.inverted())
        let point = CGPoint(x: 3, y: -8)
        #expect(inverse.apply(to: transform.apply(to: point)).isApproximatelyEqual(to: point, tolerance: 1e-13))
        #expect(transform.concatenating(inverse).isApproximatelyEqual(to: .identity, tolerance: 1e-14))
        #expect(Transform2D(scaleX: 0, y: 1).inverted() == nil)
        #expect(Transform2D(scaleX: .infinity, y: 1).inverted() == nil)
    }

    @Test("identity is the identity")
    func identity() {
        #expect(Transform2D.identity.isIdentity)
        #expect(!Transform2D(translationX: 0, y: 1).isIdentity)
        #expect(Transform3D(Transform2D.identity).isIdentity)
    }
}
