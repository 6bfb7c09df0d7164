import CollectionViewSimulator
import Foundation
import Testing

@Suite("Simulated collection view")
@MainActor
struct CollectionViewTests {
    @Test("counts are cached as UIKit caches them until reloadData()")
    func cachedCounts() {
        let dataSource = SectionCountsDataSource([3, 0, 2])
        let view = CollectionView(frame: rect(0, 0, 100, 100), collectionViewLayout: CollectionViewFlowLayout())
        #expect(view.numberOfSections == 0)
        view.dataSource = dataSource
        #expect(view.numberOfSections == 3)
        #expect(view.numberOfItems(inSection: 2) == 2)
        #expect(view.numberOfItems(inSection: 9) == 0)
        dataSource.counts = [5]
        #expect(view.numberOfSections == 3)
        view.reloadData()
        #expect(view.numberOfSections == 1)
        #expect(view.numberOfItems(inSection: 0) == 5)
        dataSource.counts = [-4]
        view.reloadData()
        #expect(view.numberOfItems(inSection: 0) == 0)
    }

    @Test("the view holds its data source and delegate weakly: released, it shows zero sections, as on iOS")
    func weakDataSourceAndDelegate() {
        let view = CollectionView(frame: rect(0, 0, 100, 100), collectionViewLayout: CollectionViewFlowLayout())
        weak var releasedData: SectionCountsDataSource?
        weak var releasedDelegate: SizeTableDelegate?
        do {
            let data = SectionCountsDataSource([3, 2])
            let delegate = SizeTableDelegate([])
            (releasedData, releasedDelegate) = (data, delegate)
            view.dataSource = data
            view.delegate = delegate
            #expect(view.numberOfSections == 2)
        }
        #expect(releasedData == nil)
        #expect(releasedDelegate == nil)
        #expect(view.dataSource == nil)
        #expect(view.delegate == nil)
        view.reloadData()
        view.layoutIfNeeded()
        #expect(view.numberOfSections == 0)
        #expect(view.numberOfItems(inSection: 0) == 0)
        #expect(view.collectionViewLayout.layoutAttributesForElements(in: view.bounds)?.isEmpty ?? true)
    }

    @Test("bounds follow the frame's size and the content offset; the layout back-reference is set")
    func geometry() {
        let layout = CollectionViewFlowLayout()
        let view = CollectionView(frame: rect(10, 20, 320, 480), collectionViewLayout: layout)
        #expect(layout.collectionView === view)
        #expect(view.bounds == rect(0, 0, 320, 480))
        view.contentOffset = CGPoint(x: 0, y: 100)
        #expect(view.bounds == rect(0, 100, 320, 480))
        view.bounds = rect(0, 50, 300, 400)
        #expect(view.frame == rect(20, 60, 300, 400))
        #expect(view.contentOffset == CGPoint(x: 0, y: 50))
        #expect(view.screenScale == 3)
        let other = CircleLayout()
        view.collectionViewLayout = other
        #expect(layout.collectionView == nil && other.collectionView === view)
    }

    @Test("a bounds change invalidates the layout when the layout says so, and layoutIfNeeded re-prepares")
    func boundsInvalidation() {
        let layout = CountingLayout()
        let view = prepared(layout, width: 100, height: 100, counts: [1])
        #expect(layout.prepareCount == 1)
        view.layoutIfNeeded()
        #expect(layout.prepareCount == 1)
        view.contentOffset = CGPoint(x: 0, y: 10)
        view.layoutIfNeeded()
        #expect(layout.prepareCount == 1)
        #expect(layout.askedBounds == [rect(0, 10, 100, 100)])
        layout.invalidatesOnBoundsChange = true
        view.frame = rect(0, 0, 200, 100)
        view.layoutIfNeeded()
        #expect(layout.prepareCount == 2)
        #expect(view.contentSize == CGSize(width: 200, height: 7))
    }
}

/// Counts `prepare()` calls and records bounds questions.
private final class CountingLayout: CollectionViewLayout {
    var prepareCount = 0
    var askedBounds: [CGRect] = []
    var invalidatesOnBoundsChange = false

    override func prepare() {
        super.prepare()
        prepareCount += 1
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: 7)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        askedBounds.append(newBounds)
        return invalidatesOnBoundsChange
    }
}
