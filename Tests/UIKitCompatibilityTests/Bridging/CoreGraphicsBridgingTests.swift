// The bridge between Core Graphics' `CGAffineTransform` and the simulator's `Transform2D`: the same
// source on every platform (Apple's CoreGraphics on a Mac, the shim on Linux).
import Keyframes
import Testing
import UIKitCompatibility

@Suite("CGAffineTransform on the simulator's attributes, views and layers")
@MainActor
struct CoreGraphicsBridgingTests {
    @Test("the conversions keep the six entries, both ways")
    func conversions() {
        let cg = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let simulator = Transform2D(cg)
        #expect(simulator == Transform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        #expect(CGAffineTransform(simulator) == cg)
    }

    @Test("a ported file sees UIKit's CGAffineTransform-typed transform on attributes, views and layers")
    func uikitTypedMembers() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.transform = CGAffineTransform(rotationAngle: .pi)
        let fromAttributes: CGAffineTransform = attributes.transform
        #expect(fromAttributes == CGAffineTransform(rotationAngle: .pi))

        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        let fromView: CGAffineTransform = view.transform
        #expect(fromView == CGAffineTransform(scaleX: 2, y: 2))
        #expect(view.layer.affineTransform() == CGAffineTransform(scaleX: 2, y: 2))
        #expect(view.frame == CGRect(x: -5, y: -5, width: 20, height: 20))

        view.layer.setAffineTransform(CGAffineTransform(translationX: 3, y: 0))
        #expect(view.transform == CGAffineTransform(translationX: 3, y: 0))
    }

    @Test("an animator's idiom, mapping a point through a view's inverted transform, compiles and undoes it")
    func invertedIdiom() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform = CGAffineTransform(scaleX: 2, y: 4).rotated(by: 0.5)
        let p = CGPoint(x: 3, y: 7)
        let back = p.applying(view.transform).applying(view.transform.inverted())
        #expect(back.x.isApproximatelyEqual(to: 3, tolerance: 1e-12) && back.y.isApproximatelyEqual(to: 7, tolerance: 1e-12))
    }
}
