import CollectionViewSimulator
import Foundation
import Testing
import TestSupport

@MainActor
@Suite("The view's layout attributes for one element")
struct CollectionViewLayoutAttributesQueryTests {
    /// A flow layout of 50-point items, 10 points apart, 320 points wide: five items a row,
    /// spread to (320 − 5 × 50) / 4 = 17.5 points apart, rows 60 points apart below a 30-point header.
    private func flowView(counts: [Int]) -> (CollectionView, CollectionViewFlowLayout) {
        let layout = CollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let view = prepared(layout, width: 320, height: 480, counts: counts)
        return (view, layout)
    }

    @Test("an item's attributes are the layout's, in the view's (content) coordinates")
    func itemAttributes() throws {
        let (view, _) = flowView(counts: [8, 3])
        let second = try #require(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(second.frame == CGRect(x: 67.5, y: 30, width: 50, height: 50))
        #expect(second.representedElementCategory == .cell && second.indexPath == IndexPath(item: 1, section: 0))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame == CGRect(x: 0, y: 90, width: 50, height: 50))
        // Section 1 starts below section 0's two rows (30 + 50 + 10 + 50) and its own header.
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 0, y: 170, width: 50, height: 50))
    }

    @Test("an index path that names no item answers nil", arguments: [
        IndexPath(item: 8, section: 0), IndexPath(item: -1, section: 0), IndexPath(item: 0, section: 2), IndexPath(index: 0), IndexPath(),
    ])
    func invalidItems(_ indexPath: IndexPath) {
        let (view, _) = flowView(counts: [8, 3])
        #expect(view.layoutAttributesForItem(at: indexPath) == nil)
    }

    @Test("after a delete, the last item's old index path answers nil")
    func afterDelete() throws {
        let view = prepared(CollectionViewFlowLayout(), width: 320, height: 480, counts: [8])
        let dataSource = try #require(view.dataSource as? SectionCountsDataSource)
        dataSource.counts = [7]
        view.deleteItems(at: [IndexPath(item: 0, section: 0)])
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 7, section: 0)) == nil)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame.origin == CGPoint(x: 67.5, y: 60))
    }

    @Test("an invalidated layout is prepared before it is asked; the answer is a copy")
    func laysOutFirst() throws {
        let (view, layout) = flowView(counts: [8])
        layout.itemSize = CGSize(width: 100, height: 40)
        let first = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.frame == CGRect(x: 0, y: 30, width: 100, height: 40))
        first.alpha = 0
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.alpha == 1)
    }

    @Test("a header's attributes are the layout's; an unknown kind or a missing section answers nil")
    func supplementaryAttributes() throws {
        let (view, _) = flowView(counts: [8, 3])
        let header = try #require(view.layoutAttributesForSupplementaryElement(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        #expect(header.frame == CGRect(x: 0, y: 140, width: 320, height: 30))
        #expect(header.representedElementKind == CollectionView.elementKindSectionHeader)
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: "badge", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(view.layoutAttributesForSupplementaryElement(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 2)) == nil)
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: CollectionView.elementKindSectionFooter,
                                                             at: IndexPath(item: 0, section: 0)) == nil)
    }
}
