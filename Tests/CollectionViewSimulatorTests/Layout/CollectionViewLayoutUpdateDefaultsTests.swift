@testable import CollectionViewSimulator
import BatchUpdates
import Foundation
import Testing

/// The base class's default providers (`UpdateAttributesDefault.observed`) through a flow layout,
/// with the context the engine hands over.
@Suite("Base layout update defaults")
@MainActor
struct CollectionViewLayoutUpdateDefaultsTests {
    private let dataSource = SectionCountsDataSource([6])

    /// A 320-wide flow layout: 50 × 50 items, five per row at x 0, 67.5, 135, 202.5, 270.
    private func flow(header: CGFloat = 0) -> (CollectionViewFlowLayout, CollectionView) {
        let layout = CollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: header)
        let view = prepared(layout, width: 320, height: 480, counts: [])
        view.dataSource = dataSource
        view.layoutIfNeeded()
        return (layout, view)
    }

    /// Changes the counts, prepares the layout and hands it the old screen and the maps.
    private func update(
        _ view: CollectionView, to counts: [Int], items: @escaping (IndexPath) -> IndexPath?, itemsBack: @escaping (IndexPath) -> IndexPath?,
        sections: @escaping (Int) -> Int? = { $0 }, sectionsBack: @escaping (Int) -> Int? = { $0 }
    ) {
        let layout = view.collectionViewLayout
        let before = layout.layoutAttributesForElements(in: view.bounds) ?? []
        dataSource.counts = counts
        view.reloadData()
        view.layoutIfNeeded()
        layout.updateContext = LayoutUpdateContext(
            oldVisibleAttributes: before, visibleRect: view.bounds, newIndexPathForOldItem: items,
            oldIndexPathForNewItem: itemsBack, newSectionForOldSection: sections, oldSectionForNewSection: sectionsBack)
    }

    private func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    @Test("insert: the new item fades in where it lands; survivors start where they were and end where they go")
    func insertion() throws {
        let (layout, view) = flow()
        update(view, to: [7], items: { IndexPath(item: $0.item + 1, section: 0) }, itemsBack: { $0.item == 0 ? nil : IndexPath(item: $0.item - 1, section: 0) })
        layout.prepare(forCollectionViewUpdates: [CollectionViewUpdateItem(indexPathBeforeUpdate: nil, indexPathAfterUpdate: path(0), updateAction: .insert)])
        let inserted = try #require(layout.initialLayoutAttributesForAppearingItem(at: path(0)))
        #expect(inserted.frame == rect(0, 0, 50, 50) && inserted.alpha == 0)
        let shifted = try #require(layout.initialLayoutAttributesForAppearingItem(at: path(1)))
        #expect(shifted.frame == rect(0, 0, 50, 50) && shifted.alpha == 1 && shifted.indexPath == path(1))
        let leaving = try #require(layout.finalLayoutAttributesForDisappearingItem(at: path(0)))
        #expect(leaving.frame == rect(67.5, 0, 50, 50) && leaving.alpha == 1 && leaving.indexPath == path(0))
        #expect(layout.finalLayoutAttributesForDisappearingItem(at: path(5))?.frame == rect(67.5, 60, 50, 50))
        layout.finalizeCollectionViewUpdates()
        // Outside an update: cross-fade copies of the current layout, and no memory of the screen.
        #expect(layout.initialLayoutAttributesForAppearingItem(at: path(1))?.alpha == 0)
        #expect(layout.initialLayoutAttributesForAppearingItem(at: path(1))?.frame == rect(67.5, 0, 50, 50))
        #expect(layout.finalLayoutAttributesForDisappearingItem(at: path(1)) == nil)
    }

    @Test("delete and reload: the old view fades out where it is; the reloaded one fades in")
    func deletionAndReload() throws {
        let (layout, view) = flow()
        update(view, to: [5], items: { $0.item == 2 ? nil : IndexPath(item: $0.item > 2 ? $0.item - 1 : $0.item, section: 0) },
               itemsBack: { IndexPath(item: $0.item >= 2 ? $0.item + 1 : $0.item, section: 0) })
        layout.prepare(forCollectionViewUpdates: [
            CollectionViewUpdateItem(indexPathBeforeUpdate: path(2), indexPathAfterUpdate: nil, updateAction: .delete),
            CollectionViewUpdateItem(indexPathBeforeUpdate: path(4), indexPathAfterUpdate: path(3), updateAction: .reload),
        ])
        let deleted = try #require(layout.finalLayoutAttributesForDisappearingItem(at: path(2)))
        #expect(deleted.frame == rect(135, 0, 50, 50) && deleted.alpha == 0)
        let reloadedOut = try #require(layout.finalLayoutAttributesForDisappearingItem(at: path(4)))
        #expect(reloadedOut.frame == rect(270, 0, 50, 50) && reloadedOut.alpha == 0)
        let reloadedIn = try #require(layout.initialLayoutAttributesForAppearingItem(at: path(3)))
        #expect(reloadedIn.frame == rect(202.5, 0, 50, 50) && reloadedIn.alpha == 0)
        layout.finalizeCollectionViewUpdates()
    }

    @Test("section insert: the flow layout reports its header; the header fades in, the old one moves")
    func sectionInsertion() throws {
        let (layout, view) = flow(header: 30)
        update(view, to: [1, 6], items: { IndexPath(item: $0.item, section: $0.section + 1) },
               itemsBack: { $0.section == 0 ? nil : IndexPath(item: $0.item, section: $0.section - 1) },
               sections: { $0 + 1 }, sectionsBack: { $0 == 0 ? nil : $0 - 1 })
        layout.prepare(forCollectionViewUpdates: [
            CollectionViewUpdateItem(indexPathBeforeUpdate: nil, indexPathAfterUpdate: IndexPath(item: NSNotFound, section: 0), updateAction: .insert),
        ])
        #expect(layout.indexPathsToInsertForSupplementaryView(ofKind: header) == [path(0)])
        #expect(layout.indexPathsToDeleteForSupplementaryView(ofKind: header).isEmpty)
        #expect(layout.indexPathsToInsertForSupplementaryView(ofKind: footer).isEmpty)
        let newHeader = try #require(layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: header, at: path(0)))
        #expect(newHeader.frame == rect(0, 0, 320, 30) && newHeader.alpha == 0)
        #expect(layout.initialLayoutAttributesForAppearingItem(at: path(0))?.alpha == 0)
        let movedHeader = try #require(layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: header, at: path(0, 1)))
        #expect(movedHeader.frame == rect(0, 0, 320, 30) && movedHeader.alpha == 1)
        // Section 0 now: header 30 + one line 50 = 80, so the old header ends at y 80.
        #expect(layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: header, at: path(0))?.frame == rect(0, 80, 320, 30))
        layout.finalizeCollectionViewUpdates()
        #expect(layout.indexPathsToInsertForSupplementaryView(ofKind: header).isEmpty)
    }

    @Test("the documented default: every provider returns nil")
    func documented() {
        let (layout, view) = flow(header: 30)
        layout.updateAttributesDefault = .documented
        update(view, to: [7], items: { $0 }, itemsBack: { $0 })
        layout.prepare(forCollectionViewUpdates: [CollectionViewUpdateItem(indexPathBeforeUpdate: nil, indexPathAfterUpdate: path(6), updateAction: .insert)])
        #expect(layout.initialLayoutAttributesForAppearingItem(at: path(6)) == nil)
        #expect(layout.finalLayoutAttributesForDisappearingItem(at: path(0)) == nil)
        #expect(layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: header, at: path(0)) == nil)
        #expect(layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: "x", at: path(0)) == nil)
        layout.finalizeCollectionViewUpdates()
    }
}
