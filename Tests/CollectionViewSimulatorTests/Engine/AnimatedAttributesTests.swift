import CollectionViewSimulator
import Foundation
import Keyframes
import Testing

@Suite("Animated attribute values")
@MainActor
struct AnimatedAttributesTests {
    private let start = AnimatedAttributes(center: CGPoint(x: 10, y: 20), size: CGSize(width: 50, height: 50), alpha: 1,
                                           zIndex: 0, isHidden: true)
    private let end = AnimatedAttributes(center: CGPoint(x: 30, y: 60), size: CGSize(width: 100, height: 10), alpha: 0,
                                         transform3D: Transform3D(scaleX: 2, y: 2, z: 1), zIndex: 5, isHidden: false)

    @Test("JSON leaves an identity transform out and reads a missing one as the identity")
    func codableIdentityTransform() throws {
        for value in [start, end] {
            let data = try JSONEncoder().encode(value)
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect((object["transform3D"] == nil) == (value.transform3D == .identity))
            #expect(try JSONDecoder().decode(AnimatedAttributes.self, from: data) == value)
        }
    }

    @Test("centre, size and alpha go linearly; the transform by decomposition")
    func continuous() {
        let middle = start.interpolated(to: end, progress: 0.25)
        #expect(middle.center == CGPoint(x: 15, y: 30))
        #expect(middle.size == CGSize(width: 62.5, height: 40))
        #expect(middle.alpha == 0.75)
        #expect(middle.transform3D.m11.isApproximatelyEqual(to: 1.25, tolerance: 1e-12))
        #expect(middle.frame == CGRect(x: 15 - 31.25, y: 10, width: 62.5, height: 40))
    }

    /// As OpenUXKit does, the new zIndex applies when the animation starts; a view becoming
    /// visible shows at once; one becoming hidden hides only at the end.
    @Test("zIndex switches at the start, hidden only while both ends are hidden")
    func discrete() {
        #expect(start.interpolated(to: end, progress: 0).zIndex == 5)
        #expect(!start.interpolated(to: end, progress: 0.001).isHidden)
        #expect(end.interpolated(to: start, progress: 0.999).isHidden == false)
        #expect(end.interpolated(to: start, progress: 1).isHidden)
    }

    @Test("approximate comparison covers every value; equality stays exact")
    func approximate() {
        var nudged = end
        nudged.center.x += 1e-7
        #expect(nudged != end)
        #expect(nudged.isApproximatelyEqual(to: end, tolerance: 1e-6))
        #expect(!nudged.isApproximatelyEqual(to: end, tolerance: 1e-8))
        nudged.zIndex = 4
        #expect(!nudged.isApproximatelyEqual(to: end, tolerance: 1))
    }

    @Test("the description prints fixed decimals and no -0")
    func description() {
        let value = AnimatedAttributes(center: CGPoint(x: -0.0001, y: 1.23456), size: CGSize(width: 2, height: 2), alpha: 0.5)
        #expect(value.description == "frame [-1, 0.235, 2, 2] alpha 0.5 z 0")
    }
}

@Suite("Engine options and custom attributes")
@MainActor
struct EngineOptionTests {
    static func ip(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    @Test("a nil provider falls back to a transparent copy, or to no fade when the documented behaviour is chosen")
    func missingAttributesFallback() throws {
        for (fallback, alpha) in [(MissingAttributesFallback.transparentCopy, CGFloat(0)), (.unchanged, 1)] {
            let (view, data) = UpdateAnimationDefaultsTests.flowView(counts: [4])
            view.collectionViewLayout.updateAttributesDefault = .documented
            view.missingAttributesFallback = fallback
            let animation = try view.throwing.performBatchUpdates {
                data.counts[0] = 4
                try view.throwing.reloadItems(at: [Self.ip(1)])
            }
            #expect(animation.track(of: .cell(Self.ip(1)))?.start.alpha == alpha, "\(fallback)")
            #expect(animation.track(ofBefore: .cell(Self.ip(1)))?.end.alpha == alpha, "\(fallback)")
        }
    }

    @Test("a view hidden before and after gets no track")
    func hiddenToHidden() throws {
        let layout = HidingFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let data = SectionCountsDataSource([6])
        view.dataSource = data
        view.layoutIfNeeded()
        let animation = try view.throwing.performBatchUpdates {
            data.counts[0] = 7
            try view.throwing.insertItems(at: [Self.ip(6)])
        }
        #expect(animation.track(of: .cell(Self.ip(2))) == nil)
        #expect(animation.track(of: .cell(Self.ip(3)))?.fate == .unchanged)
    }

    @Test("a track samples an attributes subclass's own values through its interpolated(to:progress:)")
    func customAttributes() throws {
        let layout = ShadowFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let data = SectionCountsDataSource([3])
        view.dataSource = data
        view.layoutIfNeeded()
        let animation = try view.throwing.performBatchUpdates {
            data.counts[0] = 2
            try view.throwing.deleteItems(at: [Self.ip(0)])
        }
        let track = try #require(animation.track(of: .cell(Self.ip(0))))
        let middle = try #require(track.layoutAttributes(at: 0.125) as? ShadowAttributes)
        // Item 1 (shadow 1) moves to index 0 (shadow 0): halfway, 0.5.
        #expect(middle.shadowRadius == 0.5)
        #expect(middle.center == track.value(at: 0.125).center)
    }
}

/// A flow layout whose item 2 is always hidden.
private final class HidingFlowLayout: CollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        let attributes = super.layoutAttributesForElements(in: rect)
        attributes?.first { $0.representedElementCategory == .cell && $0.indexPath.item == 2 }?.isHidden = true
        return attributes
    }
}

/// A flow layout whose attributes carry a shadow radius equal to the item's index.
private final class ShadowFlowLayout: CollectionViewFlowLayout {
    override class var layoutAttributesClass: AnyClass { ShadowAttributes.self }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        let attributes = super.layoutAttributesForElements(in: rect)
        for case let shadow as ShadowAttributes in attributes ?? [] { shadow.shadowRadius = CGFloat(shadow.indexPath.item) }
        return attributes
    }
}
