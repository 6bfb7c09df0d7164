import Foundation

/// A batch update that UIKit accepts, resolved against the data source's counts: the update items
/// a layout receives, the old↔new map of sections and items, the per-section counts, and the
/// hazards UIKit accepts silently.
///
/// Create one with ``BatchUpdate/resolved(itemCountsBefore:itemCountsAfter:behavior:)``.
public struct ResolvedBatchUpdate: Sendable, Hashable {
    /// The batch as recorded.
    public let batch: BatchUpdate
    /// The data source's item count of every section before the update.
    public let itemCountsBefore: [Int]
    /// The data source's item count of every section after the update.
    public let itemCountsAfter: [Int]
    /// The update items in the order UIKit hands them to `prepare(forCollectionViewUpdates:)`:
    /// deletes, inserts, reloads, then moves, each group ascending by index path (the insert's
    /// index path after the update, the others' before), a section operation after the items of
    /// its section (OpenUXKit's `_prepareLayoutForUpdates`). Every recorded operation is listed, as
    /// UIKit lists it: item operations inside deleted, inserted or reloaded sections (which UIKit
    /// drops only from counting and mapping) and every copy of a duplicate move are included.
    public let updateItems: [CollectionViewUpdateItem]
    /// Item-count changes of every section that exists before and after the update, ascending by
    /// the section's index after the update.
    public let itemChanges: [SectionItemChanges]
    /// Sections deleted before the update, reloaded sections included.
    public let deletedSections: IndexSet
    /// Sections inserted after the update, reloaded sections included (at their new index).
    public let insertedSections: IndexSet
    /// Batches UIKit accepts but that corrupt it; empty for a safe batch.
    public let warnings: [BatchUpdateWarning]

    let sectionMap: SectionMap
    let itemMap: ItemMap

    init(batch: BatchUpdate, before: [Int], after: [Int], updateItems: [CollectionViewUpdateItem],
         itemChanges: [SectionItemChanges], validator: BatchValidator, sectionMap: SectionMap,
         warnings: [BatchUpdateWarning]) {
        self.batch = batch
        itemCountsBefore = before
        itemCountsAfter = after
        self.updateItems = updateItems
        self.itemChanges = itemChanges
        deletedSections = IndexSet(validator.deletedSections)
        insertedSections = IndexSet(validator.insertedSections)
        self.warnings = warnings
        self.sectionMap = sectionMap
        itemMap = ItemMap(sections: sectionMap, before: before, after: after, deletes: validator.itemDeletes,
                          inserts: validator.itemInserts, moves: validator.itemMoves)
    }

    /// The index path after the update of the item at `indexPath` before it, or `nil` when the
    /// item is deleted (reloaded items included: a reload is a delete and an insert) or the index
    /// path did not exist.
    public func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
        indexPath.position.flatMap(itemMap.newPosition(forOld:))?.indexPath
    }

    /// The index path before the update of the item at `indexPath` after it, or `nil` when the
    /// item is inserted (reloaded items included) or the index path does not exist.
    public func oldIndexPath(forNew indexPath: IndexPath) -> IndexPath? {
        indexPath.position.flatMap(itemMap.oldPosition(forNew:))?.indexPath
    }

    /// The index after the update of section `section` before it, or `nil` when it is deleted or
    /// reloaded, or did not exist.
    public func newSection(forOld section: Int) -> Int? {
        sectionMap.newSection(forOld: section)
    }

    /// The index before the update of section `section` after it, or `nil` when it is inserted or
    /// reloaded, or does not exist.
    public func oldSection(forNew section: Int) -> Int? {
        sectionMap.oldSection(forNew: section)
    }
}
