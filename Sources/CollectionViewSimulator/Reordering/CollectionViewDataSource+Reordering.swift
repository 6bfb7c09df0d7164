import Foundation

extension CollectionViewDataSource {
    /// `false`: a data source that does not implement this method cannot reorder.
    ///
    /// UIKit's default is `true` when the data source implements `collectionView(_:moveItemAt:to:)`
    /// and reordering is refused when it does not ("If you don't implement this method, the
    /// collection view ignores any attempts to reorder items"). Swift cannot see which optional
    /// methods a type implements, so the simulator makes the refusal the default: a data source
    /// that reorders implements both methods, returning `true` here (``IdentifierDataSource``
    /// does). A ported data source that relied on the implicit `true` adds this method.
    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        false
    }

    /// Nothing, as for a data source that does not implement the method.
    public func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
                               to destinationIndexPath: IndexPath) {}
}

extension IdentifierDataSource {
    /// `true` for every item: the data source implements `collectionView(_:moveItemAt:to:)`, so
    /// UIKit's default applies.
    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        itemIdentifier(for: indexPath) != nil
    }

    /// Moves the identifier from `sourceIndexPath` to `destinationIndexPath`, as an app's model
    /// does when an interactive movement ends; nothing when either index path does not exist.
    public func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
                               to destinationIndexPath: IndexPath) {
        guard let identifier = itemIdentifier(for: sourceIndexPath) else { return }
        sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        guard sections.indices.contains(destinationIndexPath.section),
              (0...sections[destinationIndexPath.section].count).contains(destinationIndexPath.item) else {
            sections[sourceIndexPath.section].insert(identifier, at: sourceIndexPath.item)
            return
        }
        sections[destinationIndexPath.section].insert(identifier, at: destinationIndexPath.item)
    }
}
