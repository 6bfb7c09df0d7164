import CollectionViewSimulator
import Foundation
import Testing

/// A decoration view that counts how many were made.
private final class ShelfView: CollectionReusableView {
    nonisolated(unsafe) static var made = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        Self.made += 1
    }

    required init?(coder: NSCoder) { nil }
}

@Suite("Cells shown, ended and reused by the engine")
@MainActor
struct CollectionViewDisplayTests {
    @Test("a cell kept after its collection view is gone has no superview; its content view is still its own")
    func cellOutlivingItsCollectionView() throws {
        weak var gone: CollectionView?
        let cell = try { () throws -> CollectionViewCell in
            let (view, _, _) = reuseView(counts: [30])
            gone = view
            let cell = try #require(view.cellForItem(at: IndexPath(item: 3, section: 0)))
            #expect(cell.superview === view)
            return cell
        }()
        try #require(gone == nil, "nothing else holds the collection view")
        #expect(cell.superview == nil)
        #expect(cell.contentView.superview === cell)
    }

    @Test("a layout pass asks the data source for a cell per visible item and shows it with its attributes")
    func firstLayoutPass() throws {
        let (view, dataSource, delegate) = reuseView(counts: [30])
        #expect(dataSource.cellRequests.count == 20, "4 rows of 5 in 200 points")
        #expect(Array(eventLines(view).prefix(4)) == ["created cell 0-0 #1", "willDisplay cell 0-0 #1",
                                                       "created cell 0-1 #2", "willDisplay cell 0-1 #2"])
        let cell = try #require(view.cellForItem(at: IndexPath(item: 3, section: 0)) as? CountingCell)
        #expect(cell.item == IndexPath(item: 3, section: 0))
        #expect(cell.frame == view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame)
        #expect(view.indexPath(for: cell) == IndexPath(item: 3, section: 0))
        #expect(view.visibleCells.count == 20)
        #expect(delegate.calls.filter { $0.name == "willDisplay" }.map(\.view) == view.visibleCells.map(ObjectIdentifier.init))
        #expect(view.cellForItem(at: IndexPath(item: 25, section: 0)) == nil)
    }

    @Test("a deleted cell ends display when its animation ends, and an inserted item then reuses it")
    func deleteThenInsertReuses() throws {
        let (view, dataSource, delegate) = reuseView(counts: [30])
        let deletedCell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        dataSource.counts[0] -= 1
        let delete = try #require(try view.throwing.deleteItems(at: [IndexPath(item: 0, section: 0)]))
        #expect(!delegate.calls.contains { $0.name == "didEndDisplaying" && $0.view == ObjectIdentifier(deletedCell) })
        view.advanceTime(by: 0.2)
        #expect(!view.displayEvents.contains { $0.kind == .didEndDisplaying })
        view.advanceTime(by: 0.05)
        let ended = view.displayEvents.filter { $0.kind == .didEndDisplaying }
        #expect(ended.map(\.description) == ["didEndDisplaying cell 0-0 #1"])
        #expect(ended.first?.time == 0.25)
        #expect(delegate.calls.last == .init(name: "didEndDisplaying", view: ObjectIdentifier(deletedCell), indexPath: IndexPath(item: 0, section: 0)))

        dataSource.counts[0] += 1
        let insert = try #require(try view.throwing.insertItems(at: [IndexPath(item: 0, section: 0)]))
        let inserted = try #require(insert.track(of: .cell(IndexPath(item: 0, section: 0))))
        #expect(inserted.cellID == delete.track(ofBefore: .cell(IndexPath(item: 0, section: 0)))?.cellID)
        #expect(inserted.viewID != inserted.cellID, "a new display of a reused object")
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) === deletedCell)
        #expect((deletedCell as? CountingCell)?.reuses == 1)
    }

    @Test("a change that interrupts a leaving view ends its display at once, so the change can reuse it")
    func interruptionEndsAtOnce() throws {
        let (view, dataSource, _) = reuseView(counts: [30])
        dataSource.counts[0] -= 1
        try view.throwing.deleteItems(at: [IndexPath(item: 0, section: 0)])
        view.advanceTime(by: 0.1)
        dataSource.counts[0] += 1
        let insert = try #require(try view.throwing.insertItems(at: [IndexPath(item: 0, section: 0)]))
        let lines = view.displayEvents.filter { $0.time == 0.1 }.map(\.description)
        #expect(Array(lines.prefix(3)) == ["didEndDisplaying cell 0-0 #1", "reused cell 0-0 #1", "willDisplay cell 0-0 #1"])
        #expect(insert.track(of: .cell(IndexPath(item: 0, section: 0)))?.cellID == 1)
    }

    @Test("scrolling without animation ends the cells that leave before asking for the ones that come")
    func unanimatedScrollReuses() {
        let (view, _, _) = reuseView(counts: [40])
        let start = view.displayEvents.count
        view.setContentOffset(CGPoint(x: 0, y: 120), animated: false)
        let events = view.displayEvents[start...]
        #expect(events.filter { $0.kind == .didEndDisplaying }.map(\.element.indexPath.item) == Array(0..<10))
        #expect(events.filter { $0.kind == .reused }.map(\.element.indexPath.item) == Array(20..<30))
        #expect(!events.contains { $0.kind == .created })
        #expect(events.firstIndex { $0.kind == .reused } ?? 0 > events.lastIndex { $0.kind == .didEndDisplaying } ?? 0)
    }

    @Test("with displayThenEnd, the cells that come are asked for before the ones that leave end, so none is reused at once")
    func displayThenEnd() {
        let (view, _, _) = reuseView(counts: [40])
        view.displayOrder = .displayThenEnd
        let start = view.displayEvents.count
        view.setContentOffset(CGPoint(x: 0, y: 120), animated: false)
        let events = view.displayEvents[start...]
        #expect(events.filter { $0.kind == .created }.map(\.element.indexPath.item) == Array(20..<30))
        #expect(!events.contains { $0.kind == .reused })
        #expect(events.filter { $0.kind == .didEndDisplaying }.count == 10)
        #expect(events.firstIndex { $0.kind == .didEndDisplaying } ?? 0 > events.lastIndex { $0.kind == .willDisplay } ?? 0)
    }

    @Test("a fast animated scroll reuses cells frame by frame, with each frame's time")
    func fastScrollReuses() throws {
        let (view, _, _) = reuseView(counts: [400])
        let start = view.displayEvents.count
        let scroll = view.setContentOffset(CGPoint(x: 0, y: 3_000), animated: true)
        let events = Array(view.displayEvents[start...])
        #expect(events.filter { $0.kind == .created }.count <= 15, "about the rows a frame can uncover")
        #expect(events.filter { $0.kind == .reused }.count > 200)
        #expect(events.map(\.time) == events.map(\.time).sorted())
        #expect(events.last?.time ?? 0 <= scroll.timing.endTime)
        let byCell = Dictionary(grouping: scroll.tracks, by: \.cellID)
        #expect(byCell.values.contains { $0.count > 3 }, "one cell shows several items during the scroll")
        #expect(view.visibleCells.count == 20)
    }

    @Test("an update whose new cell cannot be dequeued throws UIKit's exception")
    func unregisteredInUpdate() throws {
        let (view, dataSource, _) = reuseView(counts: [5])
        view.register(nil, forCellWithReuseIdentifier: CellDataSource.identifier)
        dataSource.counts[0] += 1
        #expect(throws: CellReuseError.notRegistered(kind: CollectionView.elementKindCell, identifier: CellDataSource.identifier)) {
            try view.throwing.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
    }

    @Test("the real cells show the selection, and a moved cell keeps it")
    func selectionOnCells() throws {
        let (view, dataSource, _) = reuseView(counts: [10])
        try view.throwing.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        let cell = try #require(view.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(cell.isSelected)
        _ = try view.touchDownOnItem(at: IndexPath(item: 4, section: 0))
        #expect(view.cellForItem(at: IndexPath(item: 4, section: 0))?.isHighlighted == true)
        _ = view.touchUp(inside: false)
        #expect(view.cellForItem(at: IndexPath(item: 4, section: 0))?.isHighlighted == false)
        _ = dataSource
        try view.throwing.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) === cell)
        #expect(cell.isSelected)
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == false)
    }

    @Test("decoration views are made from the layout's registered class, without the data source")
    func decorationViews() {
        let layout = RowDecorationFlowLayout()
        layout.register(ShelfView.self, forDecorationViewOfKind: RowDecorationFlowLayout.rowDecorationKind)
        let made = ShelfView.made
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        let dataSource = CellDataSource([10])
        view.register(CountingCell.self, forCellWithReuseIdentifier: CellDataSource.identifier)
        view.dataSource = dataSource
        view.layoutIfNeeded()
        #expect(ShelfView.made - made == 2)
        #expect(view.displayEvents.filter { $0.element.category == .decorationView && $0.kind == .willDisplay }.count == 2)
        #expect(dataSource.cellRequests.count == 10)
    }

    @Test("reloadData ends every view; the next layout pass asks for them again and reuses the cells")
    func reloadData() {
        let (view, dataSource, _) = reuseView(counts: [8])
        view.reloadData()
        #expect(view.displayEvents.filter { $0.kind == .didEndDisplaying }.count == 8)
        #expect(view.visibleCells.isEmpty)
        view.layoutIfNeeded()
        #expect(dataSource.cellRequests.count == 16)
        #expect(view.displayEvents.filter { $0.kind == .reused }.count == 8)
        #expect(view.visibleCells.count == 8)
    }
}

@Suite("Cells through transitions and bounds changes")
@MainActor
struct CollectionViewDisplayTransitionTests {
    @Test("an animated layout transition asks for the cells that come on screen and ends the others when it ends")
    func layoutTransition() throws {
        let (view, dataSource, _) = reuseView(counts: [40])
        let smaller = CollectionViewFlowLayout()
        smaller.itemSize = CGSize(width: 20, height: 20)
        let start = view.displayEvents.count
        let transition = view.setCollectionViewLayout(smaller, animated: true)
        let appeared = transition.tracks.filter { $0.fate == .appeared }.count
        #expect(appeared > 0)
        #expect(dataSource.cellRequests.count == 20 + appeared)
        #expect(view.displayEvents[start...].filter { $0.kind == .didEndDisplaying }.isEmpty, "nothing leaves: the cells only shrink")
        #expect(view.visibleCells.count == 20 + appeared)
    }

    @Test("a layout pass ends the views that left the visible rectangle in element order, then shows the ones that came")
    func layoutPassEndsInElementOrder() {
        let (view, _, _) = reuseView(counts: [40])
        let start = view.displayEvents.count
        view.bounds.origin.y = 120
        view.layoutIfNeeded()
        let events = view.displayEvents[start...]
        #expect(events.filter { $0.kind == .didEndDisplaying }.map(\.element.indexPath.item) == Array(0..<10))
        #expect(events.filter { $0.kind == .reused }.map(\.element.indexPath.item) == Array(20..<30))
    }

    @Test("a resize without animation ends the cells that no longer fit at once")
    func resize() {
        let (view, _, _) = reuseView(counts: [40])
        let start = view.displayEvents.count
        view.setFrame(CGRect(x: 0, y: 0, width: 320, height: 100), animated: false)
        #expect(view.displayEvents[start...].filter { $0.kind == .didEndDisplaying }.count == 10, "rows 3 and 4 leave")
        #expect(view.visibleCells.count == 10)
    }
}
