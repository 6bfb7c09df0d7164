import CollectionViewSimulator
import Foundation
import Testing
import TestSupport

/// The magazine-style layout that keeps its own model (``MagazineModelLayout``) through batch
/// updates: it applies the update items once, because the update invalidates the data source
/// counts and not everything, and its new height is the view's content size, because the content
/// size is read again after `prepare(forCollectionViewUpdates:)`. Before either, it trapped on a
/// section insert or delete and showed 16 cells for 18 items after a delete.
@Suite("A layout that keeps its own model through batch updates")
@MainActor
struct CorpusModelUpdateTests {
    static func magazine(_ sections: [[String]]) -> (CollectionView, MagazineModelLayout, IdentifierDataSource<String>) {
        let layout = MagazineModelLayout()
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 1200), collectionViewLayout: layout)
        view.screenScale = 0
        let data = IdentifierDataSource(sections)
        view.dataSource = data
        FixtureOwner.keep(data, for: view)
        view.layoutIfNeeded()
        return (view, layout, data)
    }

    /// The model is the data source's, every item has its cell, the content size holds every row.
    static func expectConsistent(_ view: CollectionView, _ layout: MagazineModelLayout, _ data: IdentifierDataSource<String>) {
        #expect(layout.sectionCounts == data.sections.map(\.count))
        let total = data.sections.map(\.count).reduce(0, +)
        #expect(view.indexPathsForVisibleItems.count == total)
        #expect(view.contentSize.height == CGFloat(total) * MagazineModelLayout.rowHeight)
        #expect(view.lastAnimation?.after.contentSize.height == CGFloat(total) * MagazineModelLayout.rowHeight)
    }

    @Test("item deletes and inserts: applied once, the right cells and content size")
    func items() throws {
        let (view, layout, data) = Self.magazine([(0..<18).map { "\($0)" }])
        try view.throwing.performBatchUpdates {
            data.sections[0].remove(at: 3)
            try view.throwing.deleteItems(at: [IndexPath(item: 3, section: 0)])
        }
        Self.expectConsistent(view, layout, data)
        try view.throwing.performBatchUpdates {
            data.sections[0].insert("a", at: 0)
            data.sections[0].insert("b", at: 5)
            try view.throwing.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 5, section: 0)])
        }
        Self.expectConsistent(view, layout, data)
    }

    @Test("section inserts and deletes: applied once")
    func sections() throws {
        let (view, layout, data) = Self.magazine([["a", "b"], ["c"], ["d", "e", "f"]])
        try view.throwing.performBatchUpdates {
            data.sections.insert(["x", "y", "z"], at: 1)
            try view.throwing.insertSections([1])
        }
        Self.expectConsistent(view, layout, data)
        try view.throwing.performBatchUpdates {
            data.sections.remove(at: 2)
            data.sections.remove(at: 0)
            try view.throwing.deleteSections([0, 2])
        }
        Self.expectConsistent(view, layout, data)
    }
}
