import CollectionViewSimulator
import Foundation
import Keyframes
import Testing

@Suite("Layout attributes")
@MainActor
struct CollectionViewLayoutAttributesTests {
    @Test("frame, center, size and bounds stay in sync as in UIKit")
    func geometrySync() {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 1))
        attributes.frame = rect(10, 20, 50, 40)
        #expect(attributes.center == CGPoint(x: 35, y: 40))
        #expect(attributes.size == CGSize(width: 50, height: 40))
        #expect(attributes.bounds == rect(0, 0, 50, 40))
        attributes.center = CGPoint(x: 100, y: 100)
        #expect(attributes.frame == rect(75, 80, 50, 40))
        attributes.size = CGSize(width: 10, height: 20)
        #expect(attributes.frame == rect(95, 90, 10, 20))
        attributes.bounds = rect(0, 0, 30, 30)
        #expect(attributes.frame == rect(85, 85, 30, 30))
        // The transform does not change the frame (attributes are not views).
        attributes.transform3D = Transform3D(scaleX: 2, y: 2, z: 1)
        #expect(attributes.frame == rect(85, 85, 30, 30))
    }

    @Test("transform and transform3D are two views of one value")
    func transformSync() {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        #expect(attributes.transform.isIdentity && attributes.transform3D.isIdentity)
        attributes.transform = Keyframes.Transform2D(translationX: 5, y: 7)
        #expect(attributes.transform3D == Transform3D(translationX: 5, y: 7, z: 0))
        attributes.transform3D = Transform3D(scaleX: 2, y: 3, z: 4)
        #expect(attributes.transform == Keyframes.Transform2D(scaleX: 2, y: 3))
    }

    @Test("the factory initialisers set category, kind and index path")
    func factories() {
        let path = IndexPath(item: 2, section: 5)
        let header = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, with: path)
        #expect(header.representedElementCategory == .supplementaryView)
        #expect(header.representedElementKind == "UICollectionElementKindSectionHeader")
        let decoration = CollectionViewLayoutAttributes(forDecorationViewOfKind: "shelf", with: path)
        #expect(decoration.representedElementCategory == .decorationView)
        #expect(decoration.representedElementKind == "shelf")
        #expect(decoration.indexPath == path)
        let cell = CollectionViewLayoutAttributes(forCellWith: path)
        #expect(cell.representedElementCategory == .cell && cell.representedElementKind == nil)
        #expect(cell.alpha == 1 && cell.zIndex == 0 && !cell.isHidden)
    }

    @Test("copy() copies every value and is independent of the original")
    func copying() throws {
        let original = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: "badge", with: IndexPath(item: 1, section: 2))
        original.frame = rect(1, 2, 3, 4)
        original.alpha = 0.5
        original.zIndex = 7
        original.isHidden = true
        original.transform3D = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1)
        let copy = try #require(original.copy() as? CollectionViewLayoutAttributes)
        #expect(copy !== original)
        #expect(copy.isEqual(original))
        #expect(copy.representedElementKind == "badge" && copy.representedElementCategory == .supplementaryView)
        copy.alpha = 1
        #expect(original.alpha == 0.5)
        #expect(!copy.isEqual(original))
    }

    @Test("copy() copies the stored values, not what overridden accessors say, and calls no setter, as UIKit's copyWithZone: copies its instance variables")
    func copyingSkipsOverriddenAccessors() throws {
        let original = CountingAttributes(forCellWith: IndexPath(item: 3, section: 1))
        original.zIndex = 4
        original.bounds = CGRect(x: 2, y: 3, width: 10, height: 20)
        let setsBefore = original.zIndexSets
        let copy = try #require(original.copy() as? CountingAttributes)
        #expect(copy.zIndexSets == 0 && original.zIndexSets == setsBefore)
        #expect(copy.zIndex == 4 && copy.alpha == 0.5)   // the stored alpha 1, halved by the getter
        #expect(copy.bounds == CGRect(x: 2, y: 3, width: 10, height: 20) && copy.indexPath == IndexPath(item: 3, section: 1))
        #expect(copy.isEqual(original))
    }

    @Test("the base values interpolate as Core Animation animates them")
    func interpolation() throws {
        let start = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        start.frame = rect(0, 0, 10, 10)
        start.isHidden = true
        let end = try #require(start.copy() as? CollectionViewLayoutAttributes)
        end.transform3D = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        end.zIndex = 3
        end.isHidden = false
        let middle = start.interpolated(to: end, progress: 0.5)
        // Decomposed: a quarter turn at half way is an eighth turn, not the average of the matrices.
        #expect(middle.transform3D.isApproximatelyEqual(to: Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1), tolerance: 1e-9))
        #expect(middle.zIndex == 3)
        #expect(!middle.isHidden)
        #expect(start.interpolated(to: end, progress: 0).transform3D == .identity)
    }

    @Test("a subclass with a custom value copies, compares and interpolates it")
    func subclass() throws {
        let start = ShadowAttributes(forCellWith: IndexPath(item: 0, section: 0))
        start.shadowRadius = 2
        start.frame = rect(0, 0, 10, 10)
        let copy = try #require(start.copy() as? ShadowAttributes)
        #expect(copy.shadowRadius == 2 && copy.frame == rect(0, 0, 10, 10))
        #expect(copy.isEqual(start))
        copy.shadowRadius = 3
        #expect(!copy.isEqual(start))
        let end = ShadowAttributes(forCellWith: IndexPath(item: 0, section: 0))
        end.shadowRadius = 10
        end.frame = rect(100, 0, 30, 10)
        end.alpha = 0
        let middle = try #require(start.interpolated(to: end, progress: 0.25) as? ShadowAttributes)
        #expect(middle.shadowRadius == 4)
        // Centre and size, not corners: centre 5 → 115, width 10 → 30.
        #expect(middle.center == CGPoint(x: 32.5, y: 5))
        #expect(middle.size == CGSize(width: 15, height: 10))
        #expect(middle.alpha == 0.75)
    }
}

/// Attributes whose accessors an app overrides: a setter that counts, a getter that derives.
final class CountingAttributes: CollectionViewLayoutAttributes {
    var zIndexSets = 0

    override var zIndex: Int {
        didSet { zIndexSets += 1 }
    }

    override var alpha: CGFloat {
        get { super.alpha / 2 }
        set { super.alpha = newValue }
    }
}

/// Attributes with an extra animatable value, written as for UIKit.
final class ShadowAttributes: CollectionViewLayoutAttributes {
    var shadowRadius: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        (copy as? ShadowAttributes)?.shadowRadius = shadowRadius
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? ShadowAttributes,
              MainActor.assumeIsolated({ other.shadowRadius == shadowRadius }) else { return false }
        return super.isEqual(object)
    }

    override func interpolated(to end: CollectionViewLayoutAttributes, progress: CGFloat) -> CollectionViewLayoutAttributes {
        let result = super.interpolated(to: end, progress: progress)
        if let result = result as? ShadowAttributes, let end = end as? ShadowAttributes {
            result.shadowRadius = shadowRadius + (end.shadowRadius - shadowRadius) * progress
        }
        return result
    }
}
