import CollectionViewSimulator
import Testing
import UIKitCompatibility
import TestSupport

@Suite("UIKit's view properties that layouts read")
@MainActor
struct UICollectionViewUIKitTests {
    private func view() -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        let dataSource = SectionCountsDataSource([20])
        view.dataSource = dataSource
        FixtureOwner.keep(dataSource, for: view)
        view.layoutIfNeeded()
        return view
    }

    @Test("the display scale follows the simulated screen scale")
    func displayScale() {
        let view = view()
        view.screenScale = 2
        #expect(view.traitCollection.displayScale == 2)
        #expect(UIScreen.main.scale == 3)
    }

    @Test("the adjusted content inset adds the safe area to the content inset")
    func adjustedContentInset() {
        let view = view()
        view.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
        view.safeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        #expect(view.adjustedContentInset == UIEdgeInsets(top: 54, left: 0, bottom: 39, right: 0))
    }

    @Test("cellForItem(at:) gives a cell at the frame of an item on screen and nil for one off screen")
    func cellForItem() {
        let view = view()
        let attributes = view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == attributes?.frame)
        #expect(view.cellForItem(at: IndexPath(item: 19, section: 0)) == nil)
        #expect(view.visibleCells.count == view.indexPathsForVisibleItems.count)
    }

    @Test("a view's frame is its bounds' size around its centre")
    func viewGeometry() {
        let cell = UICollectionViewCell(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(cell.center == CGPoint(x: 25, y: 40))
        #expect(cell.bounds.size == CGSize(width: 30, height: 40))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(cell.contentView.superview === cell)
        cell.layer.anchorPoint = CGPoint(x: 0.5, y: 1)
        #expect(cell.layer.anchorPoint.y == 1)
    }
}
