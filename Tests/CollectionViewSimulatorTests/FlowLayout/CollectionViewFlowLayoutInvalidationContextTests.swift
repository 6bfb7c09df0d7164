import CollectionViewSimulator
import Foundation
import Testing

/// A flow layout that counts its invalidations.
private final class CountingFlowLayout: CollectionViewFlowLayout {
    var invalidations = 0

    override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        invalidations += 1
        super.invalidateLayout(with: context)
    }
}

/// A grid that sizes its items to the view's width after `super.prepare()`, as real grids do.
private final class WidthSizedGrid: CollectionViewFlowLayout {
    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        itemSize = CGSize(width: (collectionView.bounds.width - minimumInteritemSpacing) / 2, height: 115)
        sectionInset = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    }
}

@Suite("Flow layout invalidation")
@MainActor
struct CollectionViewFlowLayoutInvalidationContextTests {
    @Test("setting a property to the value it has does not invalidate")
    func unchangedValues() {
        let layout = CountingFlowLayout()
        layout.itemSize = CGSize(width: 60, height: 60)
        #expect(layout.invalidations == 1)
        layout.itemSize = CGSize(width: 60, height: 60)
        layout.minimumLineSpacing = layout.minimumLineSpacing
        layout.sectionInset = layout.sectionInset
        layout.scrollDirection = layout.scrollDirection
        #expect(layout.invalidations == 1)
        layout.minimumLineSpacing = 3
        #expect(layout.invalidations == 2)
    }

    @Test("a subclass that sets its item size after super.prepare() is answered from the new size")
    func propertiesSetInPrepare() throws {
        let layout = WidthSizedGrid()
        let view = prepared(layout, width: 306, height: 600, counts: [6])
        let second = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(second.frame == CGRect(x: 158, y: 0, width: 148, height: 115))
        #expect(layout.collectionViewContentSize == CGSize(width: 306, height: 3 * 115 + 2 * 10))
        // Preparing again sets the same values: nothing is invalidated, the layout stays prepared.
        view.layoutIfNeeded()
        #expect(layout.layoutAttributesForElements(in: view.bounds)?.count == 6)
    }

    @Test("asking whether a scroll invalidates pinned headers does not swallow the next invalidation")
    func questionIsNotAPromise() {
        let layout = CollectionViewFlowLayout()
        layout.sectionHeadersPinToVisibleBounds = true
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        let data = SectionCountsDataSource([4])
        let view = prepared(layout, width: 100, height: 200, counts: [4]) { $0.dataSource = data }
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 40, width: 100, height: 200)))
        data.counts = [12]
        view.reloadData()
        view.layoutIfNeeded()
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 11, section: 0)) != nil)
    }

    @Test("the bounds-change context invalidates the flow metrics and attributes only when the size changes")
    func boundsContext() throws {
        let layout = CollectionViewFlowLayout()
        let view = prepared(layout, width: 100, height: 200, counts: [4])
        let scrolled = try #require(layout.invalidationContext(forBoundsChange: CGRect(x: 0, y: 40, width: 100, height: 200))
            as? CollectionViewFlowLayoutInvalidationContext)
        #expect(!scrolled.invalidateFlowLayoutAttributes && !scrolled.invalidateFlowLayoutDelegateMetrics)
        let resized = try #require(layout.invalidationContext(forBoundsChange: CGRect(x: 0, y: 0, width: 120, height: 200))
            as? CollectionViewFlowLayoutInvalidationContext)
        #expect(resized.invalidateFlowLayoutAttributes && resized.invalidateFlowLayoutDelegateMetrics)
        #expect(CollectionViewFlowLayoutInvalidationContext().invalidateFlowLayoutAttributes)
        withExtendedLifetime(view) {}
    }
}
