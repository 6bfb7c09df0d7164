import CollectionViewSimulator
import Foundation
import Testing

@Suite("viewWithTag(_:): the view itself, then its subviews depth first")
@MainActor
struct ViewTagTests {
    @Test("the view itself wins, then the first match depth first; nil when none has the tag")
    func depthFirst() {
        let root = View(frame: .zero)
        let (first, nested, second) = (View(frame: .zero), View(frame: .zero), View(frame: .zero))
        root.addSubview(first)
        first.addSubview(nested)
        root.addSubview(second)
        nested.tag = 7
        second.tag = 7
        #expect(root.viewWithTag(7) === nested)
        #expect(root.viewWithTag(0) === root)
        #expect(root.viewWithTag(8) == nil)
        root.tag = 7
        #expect(root.viewWithTag(7) === root)
    }

    @Test("a collection view finds a tagged view inside a cell on screen")
    func insideCell() throws {
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: CollectionViewFlowLayout())
        let dataSource = SectionCountsDataSource([4])
        view.dataSource = dataSource
        view.layoutIfNeeded()
        let cell = try #require(view.cellForItem(at: IndexPath(item: 2, section: 0)))
        let badge = View(frame: .zero)
        badge.tag = 42
        cell.contentView.addSubview(badge)
        #expect(view.viewWithTag(42) === badge)
        #expect(cell.viewWithTag(42) === badge)
        withExtendedLifetime(dataSource) {}
    }
}
