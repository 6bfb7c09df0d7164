import Foundation

extension LayoutCallRecorder {
    /// `targetIndexPath(forInteractivelyMovingItem:withPosition:)`.
    mutating func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        let position = mirrored(position)
        record(.targetIndexPathForInteractivelyMovingItem(previousIndexPath, position: position))
        return layout.targetIndexPath(forInteractivelyMovingItem: previousIndexPath, withPosition: position)
    }

    /// `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`.
    mutating func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint)
        -> CollectionViewLayoutAttributes
    {
        let position = mirrored(position)
        record(.layoutAttributesForInteractivelyMovingItem(at: indexPath, targetPosition: position))
        return mirrored(layout.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position))
    }

    /// `invalidationContext(forInteractivelyMovingItems:withTargetPosition:previousIndexPaths:previousPosition:)`.
    mutating func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
                                      previousIndexPaths: [IndexPath], previousPosition: CGPoint) -> CollectionViewLayoutInvalidationContext {
        let (targetPosition, previousPosition) = (mirrored(targetPosition), mirrored(previousPosition))
        record(.invalidationContextForInteractivelyMovingItems(targetIndexPaths, targetPosition: targetPosition,
                                                               previousIndexPaths: previousIndexPaths, previousPosition: previousPosition))
        return layout.invalidationContext(forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
                                          previousIndexPaths: previousIndexPaths, previousPosition: previousPosition)
    }

    /// `invalidationContext(forEndingInteractiveMovementOfItemsToFinalIndexPaths:previousIndexPaths:movementCancelled:)`.
    mutating func invalidationContext(forEndingInteractiveMovementOfItemsToFinalIndexPaths indexPaths: [IndexPath],
                                      previousIndexPaths: [IndexPath], movementCancelled: Bool) -> CollectionViewLayoutInvalidationContext {
        record(.invalidationContextForEndingInteractiveMovement(finalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths,
                                                                movementCancelled: movementCancelled))
        return layout.invalidationContext(forEndingInteractiveMovementOfItemsToFinalIndexPaths: indexPaths,
                                          previousIndexPaths: previousIndexPaths, movementCancelled: movementCancelled)
    }
}
