import BatchUpdates
import Foundation

/// Reordering through a diffable data source (UIKit's `reorderingHandlers`, iOS 14): an
/// interactive movement the handlers allow ends with the data source's snapshot reordered.
extension CollectionViewDiffableDataSource {
    /// The closures UIKit's diffable data source calls around reordering (UIKit's
    /// `UICollectionViewDiffableDataSource.ReorderingHandlers`). Without ``canReorderItem`` no
    /// item can be reordered.
    ///
    /// ```swift
    /// dataSource.reorderingHandlers.canReorderItem = { _ in true }
    /// dataSource.reorderingHandlers.didReorder = { transaction in
    ///     model = transaction.finalSnapshot.itemIdentifiers
    /// }
    /// ```
    public struct ReorderingHandlers {
        /// Whether an item may be reordered.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Called before the data source adopts the reordered snapshot.
        public var willReorder: ((DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called after the data source adopted the reordered snapshot: update the app's model here.
        public var didReorder: ((DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        /// Handlers that allow no reordering.
        public init() {}
    }

    /// Whether the item may move: ``ReorderingHandlers/canReorderItem``'s answer; `false` without it.
    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let canReorderItem = reorderingHandlers.canReorderItem else {
            return false
        }
        return canReorderItem(item)
    }

    /// Adopts the snapshot with the item moved, as the view already shows it, between
    /// ``ReorderingHandlers/willReorder`` and ``ReorderingHandlers/didReorder``.
    public func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
                               to destinationIndexPath: IndexPath) {
        guard let final = snapshot(moving: sourceIndexPath, to: destinationIndexPath) else { return }
        let transaction = DiffableDataSourceTransaction(from: current, to: final)
        reorderingHandlers.willReorder?(transaction)
        current = final
        displayed = final.sections
        reorderingHandlers.didReorder?(transaction)
    }

    /// The current snapshot with the item at `source` moved to `destination` (an index path of
    /// the result); `nil` when either does not exist.
    private func snapshot(moving source: IndexPath, to destination: IndexPath) -> Snapshot? {
        guard let item = itemIdentifier(for: source), current.sections.indices.contains(destination.section) else { return nil }
        var next = current
        next.deleteItems([item])
        let section = next.sections[destination.section]
        guard (0...section.items.count).contains(destination.item) else { return nil }
        if destination.item < section.items.count {
            guard (try? next.throwing.insertItems([item], beforeItem: section.items[destination.item])) != nil else { return nil }
        } else {
            guard (try? next.throwing.appendItems([item], toSection: section.id)) != nil else { return nil }
        }
        return next
    }
}
