import CollectionViewSimulator
import Foundation
import Testing

/// A cell whose touch area reaches 4 points past its bounds on every side.
final class WideTouchCell: CollectionViewCell {
    override func point(inside point: CGPoint, with event: Event?) -> Bool {
        bounds.insetBy(dx: -4, dy: -4).contains(point)
    }
}

/// A cell that never takes a touch: its hit test answers `nil`.
final class UntouchableCell: CollectionViewCell {
    override func hitTest(_ point: CGPoint, with event: Event?) -> View? { nil }
}

/// Taps at a point (`tap(at:)`) go through hit testing, so overrides of `hitTest(_:with:)` and
/// `point(inside:with:)` change what a tap selects, as on iOS.
///
/// The view: 320 wide, 100 × 100 items 10 points apart, three a row: item 0 at x 0 ..< 100, item 1
/// at 110 ..< 210, item 2 at 220 ..< 320; the second row at y 110.
@Suite("Taps found by hit testing")
@MainActor
struct CollectionViewHitTestedTouchesTests {
    let spy = SelectionSpyDelegate()
    let dataSource = CellDataSource([6])

    private func view(cellClass: CollectionViewCell.Type = CollectionViewCell.self, frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480),
                      configure: (CollectionViewFlowLayout) -> Void = { _ in }) -> CollectionView {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        (layout.minimumInteritemSpacing, layout.minimumLineSpacing) = (10, 10)
        configure(layout)
        let view = CollectionView(frame: frame, collectionViewLayout: layout)
        view.screenScale = 0
        view.register(cellClass, forCellWithReuseIdentifier: CellDataSource.identifier)
        view.dataSource = dataSource
        view.delegate = spy
        view.layoutIfNeeded()
        return view
    }

    @Test("a tap on a cell selects its item with the delegate calls of tapItem(at:)")
    func onCell() throws {
        let view = view()
        let trace = try view.tap(at: CGPoint(x: 150, y: 150))
        #expect(trace.map(\.description) == [
            "collectionView(_:shouldHighlightItemAt:) 0-4", "collectionView(_:didHighlightItemAt:) 0-4",
            "collectionView(_:shouldSelectItemAt:) 0-4", "collectionView(_:didSelectItemAt:) 0-4",
            "collectionView(_:didUnhighlightItemAt:) 0-4",
        ])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    }

    @Test("a tap between cells or past the view reaches no item")
    func offCells() throws {
        let view = view()
        #expect(try view.tap(at: CGPoint(x: 105, y: 50)).isEmpty)
        #expect(try view.tap(at: CGPoint(x: 50, y: 490)).isEmpty)
        #expect(view.item(hitAt: CGPoint(x: 105, y: 50)) == nil)
        #expect(view.indexPathsForSelectedItems == [])
        #expect(spy.received.isEmpty)
    }

    @Test("a point in a scrolled view is in content coordinates")
    func scrolled() {
        let view = view(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        view.contentOffset = CGPoint(x: 0, y: 110)
        #expect(view.item(hitAt: CGPoint(x: 50, y: 150)) == IndexPath(item: 3, section: 0))
        // Item 0 (y 0 ..< 100) is above the visible area: the view's bounds do not hold the point.
        #expect(view.item(hitAt: CGPoint(x: 50, y: 50)) == nil)
    }

    @Test("a cell that enlarges its touch area takes taps just outside its frame")
    func enlarged() throws {
        #expect(view().item(hitAt: CGPoint(x: 103, y: 50)) == nil)
        let view = view(cellClass: WideTouchCell.self)
        #expect(view.item(hitAt: CGPoint(x: 103, y: 50)) == IndexPath(item: 0, section: 0))
        #expect(view.item(hitAt: CGPoint(x: 107, y: 50)) == IndexPath(item: 1, section: 0))
        #expect(view.item(hitAt: CGPoint(x: 105, y: 50)) == nil)
        try view.tap(at: CGPoint(x: 107, y: 50))
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test("a cell whose hit test answers nil, or that takes no touches, is not selected; its content view's switch does not matter")
    func refusing() throws {
        #expect(try view(cellClass: UntouchableCell.self).tap(at: CGPoint(x: 50, y: 50)).isEmpty)
        let view = view()
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        cell.contentView.isUserInteractionEnabled = false
        #expect(view.item(hitAt: CGPoint(x: 50, y: 50)) == IndexPath(item: 0, section: 0))
        cell.isUserInteractionEnabled = false
        #expect(try view.tap(at: CGPoint(x: 50, y: 50)).isEmpty)
        #expect(view.indexPathsForSelectedItems == [])
    }

    @Test("a view in front of the collection view takes the tap, unless it lets touches through")
    func overlay() {
        let screen = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = view()
        screen.addSubview(view)
        let overlay = View(frame: screen.bounds)
        screen.addSubview(overlay)
        #expect(view.item(hitAt: CGPoint(x: 50, y: 50)) == nil)
        overlay.removeFromSuperview()
        screen.addSubview(PassThroughView(frame: screen.bounds))
        #expect(view.item(hitAt: CGPoint(x: 50, y: 50)) == IndexPath(item: 0, section: 0))
    }

    @Test("a container that forwards touches past the collection view's edge reaches the cells there")
    func carouselContainer() throws {
        /// A container wider than its collection view that hands touches on its margins to the cell under them.
        final class CarouselContainer: View {
            weak var collectionView: CollectionView?
            override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
                guard let hit = super.hitTest(point, with: event), hit === self, let collectionView else {
                    return super.hitTest(point, with: event)
                }
                let inside = convert(point, to: collectionView)
                return collectionView.visibleCells.first { $0.frame.contains(inside) } ?? hit
            }
        }
        let container = CarouselContainer(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let view = view(frame: CGRect(x: 40, y: 0, width: 240, height: 100)) {
            $0.scrollDirection = .horizontal
            $0.itemSize = CGSize(width: 200, height: 100)
        }
        // Item 1 spans x 210 ..< 410 of the content; the view shows 0 ..< 240.
        container.addSubview(view)
        let point = CGPoint(x: 300, y: 50)
        #expect(view.item(hitAt: point) == nil)
        container.collectionView = view
        #expect(view.item(hitAt: point) == IndexPath(item: 1, section: 0))
        try view.tap(at: point)
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test("the later subview is in front: the later element at equal zIndex")
    func zOrder() throws {
        let view = view()
        let back = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        let front = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        // Stack item 1 on item 0: the later element is in front at equal zIndex (the layout's zIndex
        // orders the subviews first: UpdateEngineSubviewsTests).
        front.center = back.center
        #expect(view.item(hitAt: CGPoint(x: 50, y: 50)) == IndexPath(item: 1, section: 0))
        view.bringSubviewToFront(back)
        #expect(view.item(hitAt: CGPoint(x: 50, y: 50)) == IndexPath(item: 0, section: 0))
    }
}
