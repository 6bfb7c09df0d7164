import CollectionViewSimulator
import Foundation
import Testing

@Suite("Selection from code and across updates")
@MainActor
struct CollectionViewSelectionTests {
    let spy = SelectionSpyDelegate()

    func view(counts: [Int]) -> CollectionView {
        let view = prepared(CollectionViewFlowLayout(), width: 320, height: 480, counts: counts)
        view.delegate = spy
        return view
    }

    @Test("selectItem and deselectItem call no delegate method")
    func programmatic() throws {
        let view = view(counts: [5])
        try view.throwing.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        try view.throwing.selectItem(at: IndexPath(item: 1, section: 0), animated: true, scrollPosition: .top)
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        view.allowsMultipleSelection = true
        try view.throwing.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0), IndexPath(item: 4, section: 0)])
        view.deselectItem(at: IndexPath(item: 1, section: 0), animated: false)
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        try view.throwing.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(view.indexPathsForSelectedItems == [])
        #expect(spy.received.isEmpty)
        #expect(throws: SelectionError.self) {
            try view.throwing.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        }
    }

    @Test("a batch moves the selection with its items; a deleted selected item leaves silently")
    func followsBatch() throws {
        let view = view(counts: [5, 2])
        view.allowsMultipleSelection = true
        for item in [0, 2, 4] { try view.throwing.selectItem(at: IndexPath(item: item, section: 0), animated: false, scrollPosition: []) }
        let counts = try #require(view.dataSource as? SectionCountsDataSource)
        try view.throwing.performBatchUpdates {
            counts.counts = [4, 3]
            try view.throwing.deleteItems(at: [IndexPath(item: 2, section: 0)])
            try view.throwing.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))
            try view.throwing.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0), IndexPath(item: 1, section: 1)])
        #expect(spy.received.isEmpty)
    }

    @Test("reloads deselect by default and keep the selection when asked", arguments: [SelectionReloadPolicy.deselect, .keep])
    func reloads(policy: SelectionReloadPolicy) throws {
        let view = view(counts: [4, 3])
        view.allowsMultipleSelection = true
        view.selectionReloadPolicy = policy
        for indexPath in [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 1)] {
            try view.throwing.selectItem(at: indexPath, animated: false, scrollPosition: [])
        }
        try view.throwing.performBatchUpdates {
            try view.throwing.reloadItems(at: [IndexPath(item: 1, section: 0)])
            try view.throwing.reloadSections([1])
        }
        let kept = [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 1)]
        #expect(view.indexPathsForSelectedItems == (policy == .keep ? kept : []))
        view.reloadData()
        #expect(view.indexPathsForSelectedItems == (policy == .keep ? kept : []))
    }

    @Test("reloadData clears the selection and the highlight")
    func reloadDataClears() throws {
        let view = view(counts: [4])
        try view.throwing.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        try view.touchDownOnItem(at: IndexPath(item: 2, section: 0))
        view.reloadData()
        #expect(view.indexPathsForSelectedItems == [])
        #expect(view.indexPathForHighlightedItem == nil)
    }

    @Test("section operations: a deleted section's items leave, a moved section's follow it")
    func sections() throws {
        let view = view(counts: [2, 3, 1])
        view.allowsMultipleSelection = true
        for indexPath in [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 1), IndexPath(item: 0, section: 2)] {
            try view.throwing.selectItem(at: indexPath, animated: false, scrollPosition: [])
        }
        let counts = try #require(view.dataSource as? SectionCountsDataSource)
        try view.throwing.performBatchUpdates {
            counts.counts = [1, 3]
            try view.throwing.deleteSections([0])
            try view.throwing.moveSection(2, toSection: 0)
        }
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 1)])
    }

    @Test("an invalid batch leaves the selection as it was")
    func invalidBatch() throws {
        let view = view(counts: [3])
        try view.throwing.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        #expect(throws: (any Error).self) { try view.throwing.deleteItems(at: [IndexPath(item: 0, section: 0)]) }
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }
}
