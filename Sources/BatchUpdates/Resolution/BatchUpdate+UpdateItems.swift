import Foundation

extension BatchUpdate {
    /// The update items in UIKit's order for `prepare(forCollectionViewUpdates:)` (§1.2): the
    /// caller's deletes, inserts, reloads (with where their inserts land), then moves, each group
    /// ascending. Item deletes inside deleted sections and item inserts inside inserted sections
    /// are left out, as UIKit drops them; so is an item reload both of whose halves are dropped
    /// (an item reloaded inside a reloaded section).
    static func updateItems(_ batch: NormalizedBatch, validator: BatchValidator) -> [CollectionViewUpdateItem] {
        let deleted = validator.deletedSections
        let inserted = validator.insertedSections
        var items: [CollectionViewUpdateItem] = []
        items.reserveCapacity(batch.deletes.count + batch.inserts.count + batch.reloads.count + batch.moves.count)
        for delete in batch.deletes.reversed() where delete.isWholeSection || !deleted.contains(delete.section) {
            items.append(.init(indexPathBeforeUpdate: delete.indexPath, indexPathAfterUpdate: nil, updateAction: .delete))
        }
        for insert in batch.inserts where insert.isWholeSection || !inserted.contains(insert.section) {
            items.append(.init(indexPathBeforeUpdate: nil, indexPathAfterUpdate: insert.indexPath, updateAction: .insert))
        }
        for (reload, destination) in zip(batch.reloads, batch.reloadDestinations)
        where reload.isWholeSection || !deleted.contains(reload.section) || !inserted.contains(destination.section) {
            items.append(.init(indexPathBeforeUpdate: reload.indexPath, indexPathAfterUpdate: destination.indexPath,
                               updateAction: .reload))
        }
        for (from, to) in batch.moves {
            items.append(.init(indexPathBeforeUpdate: from.indexPath, indexPathAfterUpdate: to.indexPath, updateAction: .move))
        }
        return items
    }

    /// Duplicate operations, then item operations inside moved sections, in the order recorded.
    static func warnings(_ batch: NormalizedBatch, validator: BatchValidator) -> [BatchUpdateWarning] {
        var warnings = batch.duplicates.map { BatchUpdateWarning.duplicateOperation($0.0, count: $0.1) }
        let movedFrom = Set(validator.sectionMoves.map(\.from))
        let movedTo = Set(validator.sectionMoves.map(\.to))
        guard !movedFrom.isEmpty else { return warnings }
        func warn(_ operation: BatchOperation, _ section: Int) {
            warnings.append(.itemOperationInMovedSection(operation, section: section))
        }
        for delete in batch.deletes where !delete.isWholeSection && movedFrom.contains(delete.section) {
            warn(.deleteItem(delete.indexPath), delete.section)
        }
        for reload in batch.reloads where !reload.isWholeSection && movedFrom.contains(reload.section) {
            warn(.reloadItem(reload.indexPath), reload.section)
        }
        for insert in batch.inserts where !insert.isWholeSection && movedTo.contains(insert.section) {
            warn(.insertItem(insert.indexPath), insert.section)
        }
        for (from, to) in validator.itemMoves {
            if movedFrom.contains(from.section) { warn(.moveItem(from: from.indexPath, to: to.indexPath), from.section) }
            else if movedTo.contains(to.section) { warn(.moveItem(from: from.indexPath, to: to.indexPath), to.section) }
        }
        return warnings
    }
}
