import CollectionViewSimulator
import Foundation
import Keyframes
import Testing

@Suite("A view's layer: Core Animation's geometry")
@MainActor
struct LayerTests {
    @Test("the frame is the bounds placed so that the anchor point sits at the position")
    func frameFollowsAnchorPoint() {
        let layer = Layer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        layer.position = CGPoint(x: 50, y: 40)
        #expect(layer.frame == CGRect(x: 0, y: 20, width: 100, height: 40))
        layer.anchorPoint = CGPoint(x: 0.5, y: 1)
        #expect(layer.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 50, y: 40, width: 100, height: 40))
    }

    @Test("the frame of a transformed layer bounds its transformed corners, about the anchor point")
    func frameFollowsTransform() {
        let layer = Layer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        layer.position = CGPoint(x: 200, y: 100)
        layer.transform = Transform3D(scaleX: 2, y: 0.5, z: 1)
        #expect(layer.frame == CGRect(x: 100, y: 90, width: 200, height: 20))
        layer.setAffineTransform(Transform2D(rotationAngle: .pi / 2))
        let turned = layer.frame
        #expect(turned.minX.isApproximatelyEqual(to: 180, tolerance: 1e-9) && turned.minY.isApproximatelyEqual(to: 50, tolerance: 1e-9))
        #expect(turned.width.isApproximatelyEqual(to: 40, tolerance: 1e-9) && turned.height.isApproximatelyEqual(to: 100, tolerance: 1e-9))
        #expect(layer.affineTransform() == layer.transform.affineTransform)
    }

    @Test("setting the frame sets the position and the size of the bounds, as if untransformed")
    func settingFrame() {
        let layer = Layer()
        layer.anchorPoint = CGPoint(x: 0, y: 1)
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(layer.position == CGPoint(x: 10, y: 60))
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
    }

    @Test("a view keeps its geometry in its layer, as UIKit does")
    func viewGeometryIsTheLayers() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.layer.position == CGPoint(x: 60, y: 45) && view.layer.bounds.size == CGSize(width: 100, height: 50))
        view.layer.position = CGPoint(x: 0, y: 0)
        #expect(view.center == .zero && view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
        view.alpha = 0.5
        #expect(view.layer.opacity == 0.5)
        view.layer.opacity = 0.25
        #expect(view.alpha == 0.25)
        view.isHidden = true
        #expect(view.layer.isHidden)
        view.transform = Transform2D(translationX: 5, y: 0)
        #expect(view.layer.transform == Transform3D(translationX: 5, y: 0, z: 0))
        #expect(view.frame.minX == -45)
    }

    @Test("a cell on screen has the attributes' geometry, 3D transform and z order in its layer")
    func cellLayer() throws {
        let view = prepared(TiltedFlowLayout(), width: 320, height: 480, counts: [3])
        let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        let attributes = try #require(view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell.layer.position == attributes.center && cell.layer.bounds.size == attributes.size)
        #expect(cell.layer.transform == TiltedFlowLayout.tilt)
        #expect(cell.layer.zPosition == 7)
    }
}

/// A flow layout whose items lean back in perspective (a transform with no 2D equivalent) above
/// their neighbours.
private final class TiltedFlowLayout: CollectionViewFlowLayout {
    static let tilt: Transform3D = {
        var t = Transform3D(rotationAngle: 0.3, x: 1, y: 0, z: 0)
        t.m34 = -1 / 500
        return t
    }()

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map(tilted)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath).map(tilted)
    }

    private func tilted(_ attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        guard let copy = attributes.copy() as? CollectionViewLayoutAttributes else { return attributes }
        copy.transform3D = Self.tilt
        copy.zIndex = 7
        return copy
    }
}
