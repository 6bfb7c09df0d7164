import CollectionViewSimulator
import Foundation
import Testing

@Suite("Highlight and selection flow of a simulated tap")
@MainActor
struct CollectionViewTouchesTests {
    let spy = SelectionSpyDelegate()
    let view: CollectionView

    init() {
        view = prepared(CollectionViewFlowLayout(), width: 320, height: 480, counts: [6, 3])
        view.delegate = spy
    }

    /// The trace as `name section-item` lines, and the check that the delegate saw the same calls.
    func lines(_ trace: [CollectionViewDelegateCall]) -> [String] {
        trace.map(\.description)
    }

    @Test("a tap highlights, selects and unhighlights, in UIKit's order")
    func tapSelects() throws {
        let trace = try view.tapItem(at: IndexPath(item: 2, section: 0))
        #expect(lines(trace) == [
            "collectionView(_:shouldHighlightItemAt:) 0-2", "collectionView(_:didHighlightItemAt:) 0-2",
            "collectionView(_:shouldSelectItemAt:) 0-2", "collectionView(_:didSelectItemAt:) 0-2",
            "collectionView(_:didUnhighlightItemAt:) 0-2",
        ])
        #expect(spy.received == trace)
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(view.isItemSelected(at: IndexPath(item: 2, section: 0)))
        #expect(view.indexPathForHighlightedItem == nil)
    }

    @Test("should-highlight false bypasses the whole selection process")
    func refusedHighlight() throws {
        spy.refuseHighlight = [IndexPath(item: 1, section: 1)]
        let trace = try view.tapItem(at: IndexPath(item: 1, section: 1))
        #expect(lines(trace) == ["collectionView(_:shouldHighlightItemAt:) 1-1"])
        #expect(trace == [.shouldHighlightItemAt(IndexPath(item: 1, section: 1), answer: false)])
        #expect(view.indexPathsForSelectedItems == [])
    }

    @Test("should-select false keeps the selection and still unhighlights")
    func refusedSelect() throws {
        try view.tapItem(at: IndexPath(item: 0, section: 0))
        spy.refuseSelect = [IndexPath(item: 3, section: 0)]
        let trace = try view.tapItem(at: IndexPath(item: 3, section: 0))
        #expect(lines(trace) == [
            "collectionView(_:shouldHighlightItemAt:) 0-3", "collectionView(_:didHighlightItemAt:) 0-3",
            "collectionView(_:shouldSelectItemAt:) 0-3", "collectionView(_:didUnhighlightItemAt:) 0-3",
        ])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }

    @Test("single selection: selecting another item deselects the first, with didDeselect")
    func singleSelectionReplaces() throws {
        try view.tapItem(at: IndexPath(item: 0, section: 0))
        let trace = try view.tapItem(at: IndexPath(item: 1, section: 1))
        #expect(lines(trace) == [
            "collectionView(_:shouldHighlightItemAt:) 1-1", "collectionView(_:didHighlightItemAt:) 1-1",
            "collectionView(_:shouldSelectItemAt:) 1-1", "collectionView(_:didDeselectItemAt:) 0-0",
            "collectionView(_:didSelectItemAt:) 1-1", "collectionView(_:didUnhighlightItemAt:) 1-1",
        ])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 1)])
    }

    @Test("single selection: tapping the selected item keeps it selected")
    func singleSelectionRetap() throws {
        try view.tapItem(at: IndexPath(item: 4, section: 0))
        let trace = try view.tapItem(at: IndexPath(item: 4, section: 0))
        #expect(trace.map(\.methodName).contains("collectionView(_:didSelectItemAt:)"))
        #expect(!trace.map(\.methodName).contains("collectionView(_:didDeselectItemAt:)"))
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    }

    @Test("multiple selection adds items; tapping a selected one deselects it")
    func multipleSelection() throws {
        view.allowsMultipleSelection = true
        try view.tapItem(at: IndexPath(item: 5, section: 0))
        try view.tapItem(at: IndexPath(item: 0, section: 1))
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0), IndexPath(item: 0, section: 1)])
        let trace = try view.tapItem(at: IndexPath(item: 5, section: 0))
        #expect(lines(trace) == [
            "collectionView(_:shouldHighlightItemAt:) 0-5", "collectionView(_:didHighlightItemAt:) 0-5",
            "collectionView(_:shouldDeselectItemAt:) 0-5", "collectionView(_:didDeselectItemAt:) 0-5",
            "collectionView(_:didUnhighlightItemAt:) 0-5",
        ])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 1)])
    }

    @Test("should-deselect false keeps a selected item selected")
    func refusedDeselect() throws {
        view.allowsMultipleSelection = true
        try view.tapItem(at: IndexPath(item: 1, section: 0))
        spy.refuseDeselect = [IndexPath(item: 1, section: 0)]
        let trace = try view.tapItem(at: IndexPath(item: 1, section: 0))
        #expect(trace.map(\.methodName) == [
            "collectionView(_:shouldHighlightItemAt:)", "collectionView(_:didHighlightItemAt:)",
            "collectionView(_:shouldDeselectItemAt:)", "collectionView(_:didUnhighlightItemAt:)",
        ])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test("touch down highlights until the touch lifts; lifting outside selects nothing")
    func touchDownAndCancel() throws {
        try view.touchDownOnItem(at: IndexPath(item: 2, section: 1))
        #expect(view.isItemHighlighted(at: IndexPath(item: 2, section: 1)))
        let trace = view.touchUp(inside: false)
        #expect(lines(trace) == ["collectionView(_:didUnhighlightItemAt:) 1-2"])
        #expect(!view.isItemHighlighted(at: IndexPath(item: 2, section: 1)))
        #expect(view.indexPathsForSelectedItems == [])
        #expect(view.touchUp().isEmpty)
    }

    @Test("allowsSelection false: a tap calls no delegate method")
    func selectionDisallowed() throws {
        view.allowsSelection = false
        #expect(try view.tapItem(at: IndexPath(item: 0, section: 0)).isEmpty)
        #expect(spy.received.isEmpty)
        #expect(view.indexPathsForSelectedItems == [])
    }

    @Test("isUserInteractionEnabled false: a tap reaches no item and calls no delegate method")
    func interactionDisabled() throws {
        view.isUserInteractionEnabled = false
        #expect(try view.tapItem(at: IndexPath(item: 0, section: 0)).isEmpty)
        #expect(spy.received.isEmpty)
        #expect(view.indexPathsForSelectedItems == [])
        view.isUserInteractionEnabled = true
        #expect(try view.tapItem(at: IndexPath(item: 0, section: 0)).count == 5)
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }

    @Test("a superview with isUserInteractionEnabled false keeps touches from the view's items")
    func superviewInteractionDisabled() throws {
        let container = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        container.addSubview(view)
        container.isUserInteractionEnabled = false
        #expect(try view.touchDownOnItem(at: IndexPath(item: 1, section: 0)).isEmpty)
        #expect(view.indexPathForHighlightedItem == nil)
        #expect(spy.received.isEmpty)
    }

    @Test("a tap on an item that does not exist is an error naming it")
    func outOfRange() {
        #expect(throws: SelectionError.itemOutOfRange(IndexPath(item: 3, section: 1), itemCounts: [6, 3])) {
            try view.tapItem(at: IndexPath(item: 3, section: 1))
        }
        #expect(SelectionError.itemOutOfRange(IndexPath(item: 3, section: 1), itemCounts: [6, 3]).description
            == "attempt to select or touch item 1-3, but section 1 contains 3 items")
        #expect(spy.received.isEmpty)
    }
}
