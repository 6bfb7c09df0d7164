// Core Animation's API only (Apple's on a Mac, the shim on Linux), so these tests compile and pass
// on both: `CATransform3D` is not `Equatable` there, and the approximate comparisons go through the
// simulator's `Transform3D`.
import Foundation
import Keyframes
import Testing
import UIKitCompatibility

/// A matrix written out row by row, as the expectations below are computed by hand.
@MainActor
private func matrix(_ rows: [[CGFloat]]) -> CATransform3D {
    CATransform3D(
        m11: rows[0][0], m12: rows[0][1], m13: rows[0][2], m14: rows[0][3],
        m21: rows[1][0], m22: rows[1][1], m23: rows[1][2], m24: rows[1][3],
        m31: rows[2][0], m32: rows[2][1], m33: rows[2][2], m34: rows[2][3],
        m41: rows[3][0], m42: rows[3][1], m43: rows[3][2], m44: rows[3][3]
    )
}

/// Whether `a` is within `tolerance` of `b`, entry by entry.
@MainActor
private func approximately(_ a: CATransform3D, _ b: CATransform3D, tolerance: Double) -> Bool {
    Transform3D(a).isApproximatelyEqual(to: Transform3D(b), tolerance: tolerance)
}

@Suite("Core Animation's CATransform3D functions")
@MainActor
struct CATransform3DTests {
    @Test("the identity is the identity")
    func identity() {
        #expect(CATransform3DEqualToTransform(CATransform3DIdentity, matrix([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])))
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(CATransform3DIsIdentity(CATransform3DMakeScale(1, 1, 1)))
        #expect(!CATransform3DIsIdentity(CATransform3DMakeScale(1, 1, 2)))
    }

    @Test("equality compares all sixteen entries exactly")
    func equality() {
        #expect(CATransform3DEqualToTransform(CATransform3DMakeTranslation(1, 2, 3), CATransform3DMakeTranslation(1, 2, 3)))
        #expect(!CATransform3DEqualToTransform(CATransform3DMakeTranslation(1, 2, 3), CATransform3DMakeTranslation(1, 2, 3.000001)))
    }

    @Test("make translation, scale and rotation fill the entries Core Animation does")
    func make() {
        #expect(CATransform3DEqualToTransform(CATransform3DMakeTranslation(5, 6, 7), matrix([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [5, 6, 7, 1]])))
        #expect(CATransform3DEqualToTransform(CATransform3DMakeScale(2, 3, 1), matrix([[2, 0, 0, 0], [0, 3, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])))
        // Row vectors: the x axis (1, 0, 0) turns to (0, 1, 0), so m12 = 1 and m21 = −1.
        let quarter = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(approximately(quarter, matrix([[0, 1, 0, 0], [-1, 0, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]), tolerance: 1e-15))
        #expect(quarter.m12 == 1 && quarter.m21 == -1)
        // About x: y turns to z.
        #expect(approximately(CATransform3DMakeRotation(.pi / 2, 1, 0, 0), matrix([[1, 0, 0, 0], [0, 0, 1, 0], [0, -1, 0, 0], [0, 0, 0, 1]]), tolerance: 1e-15))
    }

    @Test("concat applies the first transform, then the second")
    func concat() {
        let scale = CATransform3DMakeScale(2, 2, 1)
        let shift = CATransform3DMakeTranslation(10, 0, 0)
        // (1, 0) scaled to (2, 0), then shifted to (12, 0).
        #expect(CATransform3DEqualToTransform(CATransform3DConcat(scale, shift), matrix([[2, 0, 0, 0], [0, 2, 0, 0], [0, 0, 1, 0], [10, 0, 0, 1]])))
        // (1, 0) shifted to (11, 0), then scaled to (22, 0).
        #expect(CATransform3DEqualToTransform(CATransform3DConcat(shift, scale), matrix([[2, 0, 0, 0], [0, 2, 0, 0], [0, 0, 1, 0], [20, 0, 0, 1]])))
    }

    @Test("translate, scale and rotate apply the new step before the transform")
    func combine() {
        let scale = CATransform3DMakeScale(2, 2, 1)
        let shift = CATransform3DMakeTranslation(10, 0, 0)
        #expect(CATransform3DEqualToTransform(CATransform3DTranslate(scale, 10, 0, 0), CATransform3DConcat(shift, scale)))
        #expect(CATransform3DTranslate(scale, 10, 0, 0).m41 == 20)
        #expect(CATransform3DEqualToTransform(CATransform3DScale(shift, 2, 2, 1), CATransform3DConcat(scale, shift)))
        #expect(CATransform3DScale(shift, 2, 2, 1).m41 == 10)
        let rotated = CATransform3DRotate(shift, .pi / 2, 0, 0, 1)
        #expect(approximately(rotated, matrix([[0, 1, 0, 0], [-1, 0, 0, 0], [0, 0, 1, 0], [10, 0, 0, 1]]), tolerance: 1e-15))
    }

    @Test("invert undoes the transform; a singular one comes back unchanged")
    func invert() {
        var t = CATransform3DMakeRotation(0.7, 1, 2, 3)
        t = CATransform3DScale(t, 2, 0.5, 3)
        t = CATransform3DTranslate(t, 12, -7, 4)
        t.m34 = -1.0 / 500
        let inverse = CATransform3DInvert(t)
        #expect(approximately(CATransform3DConcat(t, inverse), CATransform3DIdentity, tolerance: 1e-12))
        #expect(approximately(CATransform3DConcat(inverse, t), CATransform3DIdentity, tolerance: 1e-12))
        #expect(CATransform3DEqualToTransform(CATransform3DInvert(CATransform3DMakeScale(2, 4, 1)), matrix([[0.5, 0, 0, 0], [0, 0.25, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]])))
        let flat = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DEqualToTransform(CATransform3DInvert(flat), flat))
    }

    @Test("affine transforms embed in m11 m12 m21 m22 m41 m42 and come back out")
    func affine() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let embedded = CATransform3DMakeAffineTransform(affine)
        #expect(CATransform3DEqualToTransform(embedded, matrix([[1, 2, 0, 0], [3, 4, 0, 0], [0, 0, 1, 0], [5, 6, 0, 1]])))
        #expect(CATransform3DIsAffine(embedded))
        #expect(CATransform3DGetAffineTransform(embedded) == affine)
        var perspective = embedded
        perspective.m34 = -0.002
        #expect(!CATransform3DIsAffine(perspective))
        #expect(CATransform3DGetAffineTransform(perspective) == affine)
    }
}
