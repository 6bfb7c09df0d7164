import CollectionViewSimulator
import Foundation
import Keyframes
import Testing

@Suite("Layout appearance effect")
@MainActor
struct LayoutAppearanceEffectTests {
    /// A 40 × 20 cell centred at (100, 50), half transparent, zIndex 3, stretched 2× along x.
    private func attributes() -> CollectionViewLayoutAttributes {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 4, section: 1))
        attributes.frame = rect(80, 40, 40, 20)
        attributes.alpha = 0.5
        attributes.zIndex = 3
        attributes.transform3D = Transform3D(scaleX: 2, y: 1, z: 1)
        return attributes
    }

    @Test("an empty effect changes nothing, and the input is never changed")
    func empty() {
        let original = attributes()
        let result = LayoutAppearanceEffect().applied(to: original)
        #expect(result !== original)
        #expect(result.isEqual(original))
        _ = LayoutAppearanceEffect(alpha: 0, scale: 3, rotationInDegrees: 45, center: .zero, offset: CGPoint(x: 1, y: 1), zIndex: 9)
            .applied(to: original)
        #expect(original.isEqual(attributes()))
    }

    @Test("alpha and zIndex replace the attributes' values")
    func replacements() {
        let result = LayoutAppearanceEffect(alpha: 0.8, zIndex: -2).applied(to: attributes())
        #expect(result.alpha == 0.8)  // not 0.5 × 0.8
        #expect(result.zIndex == -2)
        #expect(result.center == CGPoint(x: 100, y: 50))
        #expect(result.transform3D == Transform3D(scaleX: 2, y: 1, z: 1))
    }

    @Test("offset moves the centre; center replaces it first, then the offset applies")
    func position() {
        let moved = LayoutAppearanceEffect(offset: CGPoint(x: 10, y: -20)).applied(to: attributes())
        #expect(moved.center == CGPoint(x: 110, y: 30))
        #expect(moved.size == CGSize(width: 40, height: 20))
        let placed = LayoutAppearanceEffect(center: CGPoint(x: 300, y: 200)).applied(to: attributes())
        #expect(placed.center == CGPoint(x: 300, y: 200))
        let both = LayoutAppearanceEffect(center: CGPoint(x: 300, y: 200), offset: CGPoint(x: 10, y: -20)).applied(to: attributes())
        #expect(both.center == CGPoint(x: 310, y: 180))
    }

    @Test("scale alone multiplies the element's own transform in its own space")
    func scale() {
        let result = LayoutAppearanceEffect(scale: 0.5).applied(to: attributes())
        // diag(0.5, 0.5, 1) · diag(2, 1, 1) = diag(1, 0.5, 1).
        #expect(result.transform3D == Transform3D(scaleX: 1, y: 0.5, z: 1))
    }

    @Test("scale then rotation, both before the element's own transform: S · R · own")
    func compositionOrder() {
        let result = LayoutAppearanceEffect(scale: 0.5, rotationInDegrees: 90).applied(to: attributes())
        // S · R = [[0, 0.5], [-0.5, 0]] (R(90°): m12 = 1, m21 = -1); times own diag(2, 1) doubles
        // the first column: [[0, 0.5], [-1, 0]]. Own · S · R would give [[0, 1], [-0.5, 0]].
        let expected = Transform3D(
            m11: 0, m12: 0.5, m13: 0, m14: 0,
            m21: -1, m22: 0, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 1, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
        #expect(result.transform3D.isApproximatelyEqual(to: expected, tolerance: 1e-12))
    }

    @Test("a translation in the element's own transform is neither scaled nor rotated")
    func ownTranslationKept() {
        let original = attributes()
        original.transform3D = Transform3D(translationX: 30, y: 0, z: 0)
        let result = LayoutAppearanceEffect(scale: 0.1, rotationInDegrees: 180).applied(to: original)
        #expect(result.transform3D.m41 == 30 && result.transform3D.m42 == 0)
        #expect(result.transform3D.m11.isApproximatelyEqual(to: -0.1, tolerance: 1e-12))
    }

    @Test("rotation alone: degrees, about z, clockwise on screen")
    func rotation() throws {
        let transform = try #require(LayoutAppearanceEffect(rotationInDegrees: 30).transform3D)
        // cos 30° = √3 / 2, sin 30° = 1 / 2.
        #expect(transform.m11.isApproximatelyEqual(to: 3.0.squareRoot() / 2, tolerance: 1e-12))
        #expect(transform.m12.isApproximatelyEqual(to: 0.5, tolerance: 1e-12))
        #expect(transform.m21.isApproximatelyEqual(to: -0.5, tolerance: 1e-12))
        #expect(LayoutAppearanceEffect(alpha: 0).transform3D == nil)
    }

    @Test("the copy keeps the attributes' class, element and index path")
    func copyKeepsIdentity() {
        let footerAttributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: footer, with: IndexPath(item: 0, section: 2))
        let result = LayoutAppearanceEffect(alpha: 0).applied(to: footerAttributes)
        #expect(result.representedElementCategory == .supplementaryView)
        #expect(result.representedElementKind == footer)
        #expect(result.indexPath == IndexPath(item: 0, section: 2))
        let custom = LayoutAppearanceEffect(scale: 2).applied(to: TaggedAttributes())
        #expect((custom as? TaggedAttributes)?.tag == "kept")
    }
}

/// Attributes of a subclass, to check that effects copy through `copy(with:)`.
private final class TaggedAttributes: CollectionViewLayoutAttributes {
    var tag = "kept"

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        (copy as? TaggedAttributes)?.tag = tag
        return copy
    }
}
