// Core Graphics' API only (Apple's on a Mac, the shim on Linux), so these tests compile and pass on
// both: the approximate comparisons go through the simulator's `Transform2D`.
import Foundation
import Keyframes
import Testing
import UIKitCompatibility

@Suite("CoreGraphics' CGAffineTransform")
@MainActor
struct CGAffineTransformTests {
    @Test("the initialisers fill the entries CoreGraphics does")
    func initialisers() {
        #expect(CGAffineTransform.identity == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(CGAffineTransform() == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        #expect(CGAffineTransform(scaleX: 2, y: 3) == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
        #expect(CGAffineTransform(translationX: -300, y: 4) == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: -300, ty: 4))
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(Transform2D(quarter).isApproximatelyEqual(to: Transform2D(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0), tolerance: 1e-15))
        #expect(CGAffineTransform.identity.isIdentity && !quarter.isIdentity)
    }

    @Test("concatenating applies self first, then the argument")
    func concatenating() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let shift = CGAffineTransform(translationX: 10, y: 0)
        #expect(scale.concatenating(shift) == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
        #expect(shift.concatenating(scale) == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
        #expect(scale.translatedBy(x: 10, y: 0) == shift.concatenating(scale))
        #expect(shift.scaledBy(x: 2, y: 2) == scale.concatenating(shift))
        #expect(shift.rotated(by: .pi) == CGAffineTransform(rotationAngle: .pi).concatenating(shift))
    }

    @Test("inverted undoes the transform, and returns a singular one unchanged, as CoreGraphics does")
    func inverted() {
        let t = CGAffineTransform(rotationAngle: 0.4).scaledBy(x: 3, y: 0.5).translatedBy(x: 7, y: -2)
        #expect(Transform2D(t.concatenating(t.inverted())).isApproximatelyEqual(to: .identity, tolerance: 1e-12))
        #expect(CGAffineTransform(scaleX: 2, y: 4).inverted() == CGAffineTransform(scaleX: 0.5, y: 0.25))
        let singular = CGAffineTransform(a: 0, b: 0, c: 3, d: 1, tx: 5, ty: 6)
        #expect(singular.inverted() == singular)
        #expect(CGPoint(x: 1, y: 2).applying(t).applying(t.inverted()).x.isApproximatelyEqual(to: 1, tolerance: 1e-12))
    }

    @Test("it is written as Apple's Foundation writes it: six numbers")
    func codable() throws {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let json = String(decoding: try JSONEncoder().encode(t), as: UTF8.self)
        #expect(json == "[1,2,3,4,5,6]")
        #expect(try JSONDecoder().decode(CGAffineTransform.self, from: Data(json.utf8)) == t)
    }

    @Test("a layout's 2D transform is its 3D transform's affine part")
    func layoutAttributes() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(CATransform3DEqualToTransform(attributes.transform3D, CATransform3DMakeScale(0.5, 0.5, 1)))
        attributes.transform3D = CATransform3DMakeTranslation(3, 4, 0)
        #expect(attributes.transform == CGAffineTransform(translationX: 3, y: 4))
    }
}
