@testable import CollectionViewSimulator
import BatchUpdates
import Foundation
import Keyframes
import Testing

@Suite("Circle layout")
@MainActor
struct CircleLayoutTests {
    @Test("70 × 70 items evenly on a circle of radius min(width, height) / 2.5 around the view's centre")
    func geometry() throws {
        let layout = CircleLayout()
        let view = prepared(layout, width: 320, height: 480, counts: [4])
        // Centre (160, 240), radius 128; items at angles 0, π/2, π, 3π/2.
        let expected = [CGPoint(x: 288, y: 240), CGPoint(x: 160, y: 368), CGPoint(x: 32, y: 240), CGPoint(x: 160, y: 112)]
        for (item, center) in expected.enumerated() {
            let attributes = try #require(layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0)))
            #expect(attributes.center.isApproximatelyEqual(to: center, tolerance: 1e-9))
            #expect(attributes.size == CGSize(width: 70, height: 70))
        }
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 480))
        #expect(layout.layoutAttributesForElements(in: .zero)?.count == 4)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0)) == nil)
        _ = view
    }

    @Test("an inserted item starts at the centre, transparent; a surviving one gets super's answer")
    func insertion() throws {
        let layout = CircleLayout()
        let view = prepared(layout, width: 320, height: 480, counts: [5])
        layout.prepare(forCollectionViewUpdates: [
            CollectionViewUpdateItem(indexPathBeforeUpdate: nil, indexPathAfterUpdate: IndexPath(item: 2, section: 0), updateAction: .insert),
        ])
        let inserted = try #require(layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 2, section: 0)))
        #expect(inserted.center == CGPoint(x: 160, y: 240))
        #expect(inserted.alpha == 0)
        #expect(inserted.size == CGSize(width: 70, height: 70))
        let other = try #require(layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 0, section: 0)))
        #expect(other.center.isApproximatelyEqual(to: CGPoint(x: 288, y: 240), tolerance: 1e-9))
        #expect(other.alpha == 1)
        layout.finalizeCollectionViewUpdates()
        _ = view
    }

    @Test("a deleted item ends at the centre, scaled to 0.1, transparent")
    func deletion() throws {
        let layout = CircleLayout()
        let view = prepared(layout, width: 320, height: 480, counts: [4])
        let before = layout.layoutAttributesForElements(in: view.bounds) ?? []
        let dataSource = SectionCountsDataSource([3])
        view.dataSource = dataSource
        view.layoutIfNeeded()
        layout.updateContext = LayoutUpdateContext(
            oldVisibleAttributes: before, visibleRect: view.bounds,
            newIndexPathForOldItem: { $0.item == 3 ? nil : $0 }, oldIndexPathForNewItem: { $0 },
            newSectionForOldSection: { $0 }, oldSectionForNewSection: { $0 })
        layout.prepare(forCollectionViewUpdates: [
            CollectionViewUpdateItem(indexPathBeforeUpdate: IndexPath(item: 3, section: 0), indexPathAfterUpdate: nil, updateAction: .delete),
        ])
        let deleted = try #require(layout.finalLayoutAttributesForDisappearingItem(at: IndexPath(item: 3, section: 0)))
        #expect(deleted.center == CGPoint(x: 160, y: 240))
        #expect(deleted.alpha == 0)
        #expect(deleted.transform3D == Transform3D(scaleX: 0.1, y: 0.1, z: 1))
        #expect(deleted.size == CGSize(width: 70, height: 70))
        // A survivor ends where the new layout puts it: item 1 of 3 at angle 2π/3.
        let survivor = try #require(layout.finalLayoutAttributesForDisappearingItem(at: IndexPath(item: 1, section: 0)))
        let expected = CGPoint(x: 160 + 128 * cos(2 * CGFloat.pi / 3), y: 240 + 128 * sin(2 * CGFloat.pi / 3))
        #expect(survivor.center.isApproximatelyEqual(to: expected, tolerance: 1e-9))
        #expect(survivor.transform3D == .identity)
        layout.finalizeCollectionViewUpdates()
    }
}
