// Linux only: on Apple platforms these names are QuartzCore's and CoreGraphics' own types, which
// the assertions below (comparing with the simulator's values) do not take.
#if !canImport(Darwin)
import Foundation
import Keyframes
import Testing
import UIKitCompatibility

@Suite("CoreGraphics' CGAffineTransform")
struct CGAffineTransformTests {
    @Test("the initialisers fill the entries CoreGraphics does")
    func initialisers() {
        #expect(CGAffineTransform.identity == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(CGAffineTransform(scaleX: 2, y: 3) == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
        #expect(CGAffineTransform(translationX: -300, y: 4) == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: -300, ty: 4))
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(quarter.isApproximatelyEqual(
            to: CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0), tolerance: 1e-15))
    }

    @Test("concatenating applies self first, then the argument")
    func concatenating() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let shift = CGAffineTransform(translationX: 10, y: 0)
        #expect(scale.concatenating(shift) == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
        #expect(shift.concatenating(scale) == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
    }

    @Test("inverted undoes the transform, and is nil for a singular one")
    func inverted() throws {
        let t = CGAffineTransform(rotationAngle: 0.4).scaledBy(x: 3, y: 0.5).translatedBy(x: 7, y: -2)
        let inverse = try #require(t.inverted())
        #expect(t.concatenating(inverse).isApproximatelyEqual(to: .identity, tolerance: 1e-12))
        #expect(CGAffineTransform(scaleX: 2, y: 4).inverted() == CGAffineTransform(scaleX: 0.5, y: 0.25))
        #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == nil)
    }

    @Test("a layout's 2D transform is its 3D transform's affine part")
    func layoutAttributes() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(attributes.transform3D == CATransform3DMakeScale(0.5, 0.5, 1))
        attributes.transform3D = CATransform3DMakeTranslation(3, 4, 0)
        #expect(attributes.transform == CGAffineTransform(translationX: 3, y: 4))
    }
}
#endif
