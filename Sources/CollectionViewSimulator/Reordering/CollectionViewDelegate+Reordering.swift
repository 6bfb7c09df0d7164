import Foundation

extension CollectionViewDelegate {
    /// The iOS 9–14 question's answer, as UIKit asks a delegate that implements only that one.
    ///
    /// The collection view asks this (iOS 15's
    /// `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`)
    /// at every update of an interactive movement, after the layout's
    /// `targetIndexPath(forInteractivelyMovingItem:withPosition:)` proposed an index path.
    public func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                               atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        self.collectionView(collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath, toProposedIndexPath: proposedIndexPath)
    }

    /// `proposedIndexPath`, as UIKit uses when the delegate does not implement the method.
    public func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                               toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        proposedIndexPath
    }
}
