import Foundation
import Keyframes
import Testing

@Suite("Transform3D, the CATransform3D twin")
@MainActor
struct Transform3DTests {
    @Test("a rotation about z stores cos and sin where CATransform3DMakeRotation does")
    func rotationAboutZ() {
        let angle = CGFloat.pi / 6
        let rotation = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
        #expect(rotation.m11.isApproximatelyEqual(to: cos(angle), tolerance: 1e-15))
        #expect(rotation.m12.isApproximatelyEqual(to: sin(angle), tolerance: 1e-15))
        #expect(rotation.m21.isApproximatelyEqual(to: -sin(angle), tolerance: 1e-15))
        #expect(rotation.m22.isApproximatelyEqual(to: cos(angle), tolerance: 1e-15))
        #expect(rotation.m33 == 1 && rotation.m44 == 1)
    }

    @Test("a rotation about y by 60° matches the reference's row [0.5 0 −0.866]")
    func rotationAboutY() {
        let rotation = Transform3D(rotationAngle: .pi / 3, x: 0, y: 2, z: 0)
        let expected = Transform3D(
            m11: 0.5, m12: 0, m13: -0.8660254037844386, m14: 0,
            m21: 0, m22: 1, m23: 0, m24: 0,
            m31: 0.8660254037844386, m32: 0, m33: 0.5, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
        #expect(rotation.isApproximatelyEqual(to: expected, tolerance: 1e-15))
    }

    @Test("a zero axis gives the identity instead of NaN")
    func zeroAxis() {
        #expect(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0).isIdentity)
        #expect(Transform3D(rotationAngle: 1, x: .nan, y: 0, z: 0).isIdentity)
    }

    @Test("concatenating applies the receiver first: translate then rotate moves the offset")
    func concatenationOrder() {
        let translate = Transform3D(translationX: 10, y: 0, z: 0)
        let rotate = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        let moved = translate.concatenating(rotate)
        // (0, 0) → (10, 0) → rotated by 90° → (0, 10).
        #expect(moved.m41.isApproximatelyEqual(to: 0, tolerance: 1e-14))
        #expect(moved.m42.isApproximatelyEqual(to: 10, tolerance: 1e-14))
        let other = rotate.concatenating(translate)
        #expect(other.m41 == 10 && other.m42 == 0)
    }

    @Test("translatedBy, scaledBy and rotated apply the new step before the receiver")
    func stepsApplyFirst() {
        let scale = Transform3D(scaleX: 2, y: 3, z: 4)
        let translated = scale.translatedBy(x: 1, y: 1, z: 1)
        #expect(translated.m41 == 2 && translated.m42 == 3 && translated.m43 == 4)
        #expect(Transform3D.identity.scaledBy(x: 2, y: 3, z: 4) == scale)
        let rotated = Transform3D(translationX: 5, y: 0, z: 0).rotated(by: .pi / 2, x: 0, y: 0, z: 1)
        #expect(rotated.m41 == 5)
        #expect(rotated.m12.isApproximatelyEqual(to: 1, tolerance: 1e-15))
    }

    @Test("inverting a perspective rotation and concatenating gives the identity")
    func inverse() throws {
        var transform = Transform3D(rotationAngle: 0.7, x: 1, y: 2, z: 3)
            .translatedBy(x: 10, y: -20, z: 5)
            .scaledBy(x: 2, y: 0.5, z: 3)
        transform.m34 = -1.0 / 500
        let inverse = try #require(transform.inverted())
        #expect(transform.concatenating(inverse).isApproximatelyEqual(to: .identity, tolerance: 1e-12))
        #expect(inverse.concatenating(transform).isApproximatelyEqual(to: .identity, tolerance: 1e-12))
    }

    @Test("a singular transform has no inverse", arguments: [
        Transform3D(scaleX: 0, y: 1, z: 1),
        Transform3D(scaleX: 1, y: 1, z: 0),
        Transform3D(scaleX: .nan, y: 1, z: 1),
    ])
    func singular(transform: Transform3D) {
        #expect(transform.inverted() == nil)
    }

    @Test("affine conversion keeps a b c d tx ty and isAffine spots 3D entries")
    func affineConversion() {
        let affine = Transform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let embedded = Transform3D(affine)
        #expect(embedded.isAffine)
        #expect(embedded.m11 == 1 && embedded.m12 == 2 && embedded.m21 == 3 && embedded.m22 == 4)
        #expect(embedded.m41 == 5 && embedded.m42 == 6 && embedded.m33 == 1)
        #expect(embedded.affineTransform == affine)
        var perspective = embedded
        perspective.m34 = -0.002
        #expect(!perspective.isAffine)
        #expect(!Transform3D(scaleX: 1, y: 1, z: 2).isAffine)
        #expect(!Transform3D(rotationAngle: 0.1, x: 1, y: 0, z: 0).isAffine)
    }

    @Test("transforms round-trip through JSON")
    func codable() throws {
        let transform = Transform3D(rotationAngle: 0.3, x: 1, y: 1, z: 0).translatedBy(x: 1, y: 2, z: 3)
        let data = try JSONEncoder().encode(transform)
        #expect(try JSONDecoder().decode(Transform3D.self, from: data) == transform)
    }
}
