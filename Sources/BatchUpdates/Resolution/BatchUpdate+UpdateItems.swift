import Foundation

extension BatchUpdate {
    /// The update items in UIKit's order for `prepare(forCollectionViewUpdates:)` (§1.2): the
    /// caller's deletes, inserts, reloads (with where their inserts land), then moves, each group
    /// ascending by index path (an insert's after the update, the others' before).
    ///
    /// Every operation is listed as recorded. UIKit builds this array
    /// in `_prepareLayoutForUpdates` from copies of the delete and insert lists taken before it
    /// drops item operations inside deleted or inserted sections, from the raw reload list, and
    /// from the raw move list (its loop removes exact duplicate moves from another copy). So item
    /// deletes inside deleted sections, item inserts inside inserted sections, item reloads inside
    /// reloaded sections and every copy of a duplicate move are here, though they are neither
    /// counted nor mapped. A reload's halves are not listed: the reload is.
    static func updateItems(_ batch: NormalizedBatch) -> [CollectionViewUpdateItem] {
        var items: [CollectionViewUpdateItem] = []
        items.reserveCapacity(batch.deletes.count + batch.inserts.count + batch.reloads.count + batch.recordedMoves.count)
        for delete in batch.deletes.reversed() {
            items.append(.init(indexPathBeforeUpdate: delete.indexPath, indexPathAfterUpdate: nil, updateAction: .delete))
        }
        for insert in batch.inserts {
            items.append(.init(indexPathBeforeUpdate: nil, indexPathAfterUpdate: insert.indexPath, updateAction: .insert))
        }
        for (reload, destination) in zip(batch.reloads, batch.reloadDestinations) {
            items.append(.init(indexPathBeforeUpdate: reload.indexPath, indexPathAfterUpdate: destination.indexPath,
                               updateAction: .reload))
        }
        for (from, to) in batch.recordedMoves {
            items.append(.init(indexPathBeforeUpdate: from.indexPath, indexPathAfterUpdate: to.indexPath, updateAction: .move))
        }
        return items
    }

    /// Duplicate operations, reloads that land below item 0, item inserts and reloads that land in
    /// an inserted or reloaded section, then item operations inside moved sections, in the order
    /// recorded.
    static func warnings(_ batch: NormalizedBatch, validator: BatchValidator) -> [BatchUpdateWarning] {
        var warnings = batch.duplicates.map { BatchUpdateWarning.duplicateOperation($0.0, count: $0.1) }
        for (reload, destination) in zip(batch.reloads, batch.reloadDestinations)
        where !reload.isWholeSection && destination.item < 0 {
            warnings.append(.reloadBelowFirstItem(.reloadItem(reload.indexPath), destination: destination.indexPath))
        }
        let wholeSectionsIn = Set(batch.inserts.filter(\.isWholeSection).map(\.section)
            + zip(batch.reloads, batch.reloadDestinations).filter { $0.0.isWholeSection }.map(\.1.section))
        for insert in batch.inserts where !insert.isWholeSection && wholeSectionsIn.contains(insert.section) {
            warnings.append(.itemOperationInInsertedSection(.insertItem(insert.indexPath), section: insert.section))
        }
        for (reload, destination) in zip(batch.reloads, batch.reloadDestinations)
        where !reload.isWholeSection && wholeSectionsIn.contains(destination.section) {
            warnings.append(.itemOperationInInsertedSection(.reloadItem(reload.indexPath), section: destination.section))
        }
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
