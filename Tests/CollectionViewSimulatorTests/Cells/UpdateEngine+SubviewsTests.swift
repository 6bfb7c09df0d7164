import CollectionViewSimulator
import Foundation
import Testing
import TestSupport

/// A flow layout whose cells take their zIndex from a table, by item.
private final class ZIndexFlowLayout: CollectionViewFlowLayout {
    var zIndexes: [Int: Int] = [:]

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map(withZIndex)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath).map(withZIndex)
    }

    private func withZIndex(_ attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        guard attributes.representedElementCategory == .cell, let zIndex = zIndexes[attributes.indexPath.item],
              let copy = attributes.copy() as? CollectionViewLayoutAttributes else { return attributes }
        copy.zIndex = zIndex
        return copy
    }
}

/// A decoration view behind a row.
private final class ShelfView: CollectionReusableView {}

/// A cell that records UIKit's move notifications.
private final class MoveRecordingCell: CollectionViewCell {
    var moves: [String] = []

    override func willMove(toSuperview newSuperview: View?) {
        moves.append("willMove(toSuperview: \(newSuperview is CollectionView ? "collection view" : "nil"))")
    }

    override func didMoveToSuperview() { moves.append("didMoveToSuperview") }

    override func willMove(toWindow newWindow: Window?) { moves.append("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))") }

    override func didMoveToWindow() { moves.append("didMoveToWindow") }

    override func prepareForReuse() {
        super.prepareForReuse()
        moves.append("prepareForReuse")
    }
}

/// The objects between their `willDisplay` and `didEndDisplaying`, replayed from a spy's calls.
@MainActor
private func displayed(_ delegate: DisplaySpyDelegate) -> Set<ObjectIdentifier> {
    var shown: Set<ObjectIdentifier> = []
    for call in delegate.calls {
        if call.name.hasPrefix("willDisplay") { shown.insert(call.view) } else { shown.remove(call.view) }
    }
    return shown
}

/// Where the collection view's own views differ from UIKit's hierarchy: every displayed view (the
/// delegate's, so on screen or animating off) is a visible subview, every other reusable subview
/// is hidden (waiting in its pool), and the cells on screen are among the displayed ones.
@MainActor
func subviewProblem(_ view: CollectionView, _ delegate: DisplaySpyDelegate) -> String? {
    let reusable = view.subviews.compactMap { $0 as? CollectionReusableView }
    let visible = Set(reusable.filter { !$0.isHidden }.map(ObjectIdentifier.init))
    let expected = displayed(delegate)
    if visible != expected { return "\(visible.count) visible reusable subviews, \(expected.count) displayed views" }
    if reusable.contains(where: { $0.superview !== view }) { return "a subview's superview is not the collection view" }
    if Set(reusable.map(ObjectIdentifier.init)).count != reusable.count { return "a view is a subview twice" }
    if !Set(view.visibleCells.map(ObjectIdentifier.init)).isSubset(of: expected) { return "a visible cell is not displayed" }
    return nil
}

@Suite("Cells, supplementary and decoration views are the collection view's subviews")
@MainActor
struct UpdateEngineSubviewsTests {
    @Test("the cells on screen are subviews of the collection view, back to front by zIndex, then by index path")
    func drawingOrder() throws {
        let layout = ZIndexFlowLayout()
        layout.zIndexes = [0: 2, 1: -1, 3: 2]
        let view = prepared(layout, width: 320, height: 60, counts: [5]) { $0.register(CollectionViewCell.self, forCellWithReuseIdentifier: "c") }
        let cells = try (0..<5).map { try #require(view.cellForItem(at: IndexPath(item: $0, section: 0))) }
        #expect(cells.allSatisfy { $0.superview === view && $0.window === view.window && $0.window != nil })
        let order = view.subviews.map { subview in cells.firstIndex { $0 === subview } ?? -1 }
        #expect(order == [1, 2, 4, 0, 3])
        // Hit testing asks the subviews front first: item 1 stacked on item 0 is behind it; item 3,
        // at item 0's zIndex and after it, is in front.
        let center = cells[0].center
        cells[1].center = center
        #expect(view.item(hitAt: center) == IndexPath(item: 0, section: 0))
        cells[3].center = center
        #expect(view.item(hitAt: center) == IndexPath(item: 3, section: 0))
        layout.zIndexes = [4: -2]
        layout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(view.subviews.map { subview in cells.firstIndex { $0 === subview } ?? -1 } == [4, 0, 1, 2, 3])
    }

    @Test("decoration views sit behind the cells they decorate; the app's subviews keep their places around them")
    func decorationsAndOwnSubviews() throws {
        let layout = RowDecorationFlowLayout()
        layout.register(ShelfView.self, forDecorationViewOfKind: RowDecorationFlowLayout.rowDecorationKind)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        let dataSource = CellDataSource([10])
        FixtureOwner.keep(dataSource, for: view)
        view.register(CountingCell.self, forCellWithReuseIdentifier: CellDataSource.identifier)
        view.dataSource = dataSource
        let emptyState = View(frame: view.bounds), background = View(frame: view.bounds)
        view.addSubview(emptyState)
        view.layoutIfNeeded()
        #expect(view.subviews.last === emptyState, "the first views shown go behind the app's")
        view.insertSubview(background, at: 0)
        #expect(view.subviews.first === background && view.subviews.last === emptyState)
        let own = view.subviews.dropFirst().dropLast()
        #expect(own.count == 12 && own.allSatisfy { $0 is CollectionReusableView })
        #expect(own.prefix(2).allSatisfy { $0 is ShelfView } && own.dropFirst(2).allSatisfy { $0 is CountingCell })
        let badge = View(frame: .zero)
        view.addSubview(badge)
        view.setContentOffset(CGPoint(x: 0, y: 60), animated: false)
        #expect(view.subviews.first === background && Array(view.subviews.suffix(2)) == [emptyState, badge])
    }

    @Test("a deleted cell stays a subview while it animates off, then waits in its pool as a hidden subview")
    func leavingAndPooled() throws {
        let (view, dataSource, delegate) = reuseView(counts: [10])
        let deleted = try #require(view.cellForItem(at: IndexPath(item: 2, section: 0)))
        dataSource.counts[0] -= 1
        try view.throwing.deleteItems(at: [IndexPath(item: 2, section: 0)])
        #expect(deleted.superview === view && !deleted.isHidden && view.indexPath(for: deleted) == nil)
        #expect(subviewProblem(view, delegate) == nil)
        view.finishAnimations()
        #expect(deleted.superview === view && deleted.isHidden, "UIKit keeps a view hidden for reuse")
        #expect(subviewProblem(view, delegate) == nil)
        view.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
        #expect(subviewProblem(view, delegate) == nil)
        #expect(view.visibleCells.contains { $0 === deleted } == !deleted.isHidden, "reused for an item scrolled in, or still pooled")
        view.reloadData()
        #expect(view.subviews.allSatisfy { $0.isHidden } && subviewProblem(view, delegate) == nil)
    }

    @Test("a cell the collection view does not pool leaves its subviews when it ends display")
    func unpooledViewLeaves() throws {
        let (view, dataSource, _) = reuseView(counts: [10])
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        view.register(nil, forCellWithReuseIdentifier: CellDataSource.identifier)
        view.reloadData()
        #expect(cell.superview == nil && !view.subviews.contains { $0 === cell })
        _ = dataSource
    }

    @Test("a new cell hears it move into the collection view and its window once; reuse moves nothing")
    func moveNotifications() throws {
        let (view, _, _) = reuseView(counts: [5], height: 60, cellClass: MoveRecordingCell.self)
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? MoveRecordingCell)
        #expect(cell.moves == ["willMove(toSuperview: collection view)", "willMove(toWindow: window)", "didMoveToWindow", "didMoveToSuperview"])
        view.reloadData()
        view.layoutIfNeeded()
        #expect(cell.moves.count == 5 && cell.moves.last == "prepareForReuse")
    }
}
