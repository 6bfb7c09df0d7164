import BatchUpdates
import Foundation

/// Reordering through a diffable data source (UIKit's `reorderingHandlers`, iOS 14): an
/// interactive movement the handlers allow ends with the data source's snapshot reordered (the
/// data-source methods themselves are in the class, where a subclass can override them).
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

    /// The current snapshot with the item at `source` moved to `destination` (an index path of
    /// the result); `nil` when either does not exist.
    func snapshot(moving source: IndexPath, to destination: IndexPath) -> Snapshot? {
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
