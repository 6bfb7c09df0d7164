@testable import CollectionViewSimulator
import BatchUpdates
import Foundation
import TestSupport

/// Starts an update as the engine does: gives the view new counts, lets the layout prepare for
/// them, and hands the layout what was on screen and how index paths map across the update. The
/// caller then calls `prepare(forCollectionViewUpdates:)` and the providers.
@MainActor
func beginUpdate(
    _ view: CollectionView, to counts: [Int],
    items: @escaping (IndexPath) -> IndexPath?, itemsBack: @escaping (IndexPath) -> IndexPath?,
    sections: @escaping (Int) -> Int? = { $0 }, sectionsBack: @escaping (Int) -> Int? = { $0 }
) {
    let layout = view.collectionViewLayout
    let before = layout.layoutAttributesForElements(in: view.bounds) ?? []
    let dataSource = SectionCountsDataSource(counts)
    FixtureOwner.keep(dataSource, for: view)
    view.dataSource = dataSource
    view.layoutIfNeeded()
    layout.updateContext = LayoutUpdateContext(
        oldVisibleAttributes: before, visibleRect: view.bounds, newIndexPathForOldItem: items,
        oldIndexPathForNewItem: itemsBack, newSectionForOldSection: sections, oldSectionForNewSection: sectionsBack)
}

/// `IndexPath(item:section:)` with the item first.
@MainActor
func path(_ item: Int, _ section: Int = 0) -> IndexPath {
    IndexPath(item: item, section: section)
}

/// An update item for an item (`path(item, section)` before and after).
@MainActor
func itemUpdate(_ action: CollectionViewUpdateItem.Action, _ before: IndexPath?, _ after: IndexPath?) -> CollectionViewUpdateItem {
    CollectionViewUpdateItem(indexPathBeforeUpdate: before, indexPathAfterUpdate: after, updateAction: action)
}

/// An update item for a whole section.
@MainActor
func sectionUpdate(_ action: CollectionViewUpdateItem.Action, _ before: Int?, _ after: Int?) -> CollectionViewUpdateItem {
    CollectionViewUpdateItem(
        indexPathBeforeUpdate: before.map { IndexPath(item: NSNotFound, section: $0) },
        indexPathAfterUpdate: after.map { IndexPath(item: NSNotFound, section: $0) }, updateAction: action)
}
