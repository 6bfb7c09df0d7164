import Foundation

/// The base class's answers to the four reordering hooks, as UIKit documents them
/// (`UICollectionViewLayout`, "Providing layout attributes" and "Invalidating the layout"; iOS 9).
/// The flow layout overrides none of them, so it reorders with these.
extension CollectionViewLayout {
    /// The cell under `position`: among the layout's own attributes for the point (its items in
    /// their slots, so never the dragged view that follows the finger), the visible cell whose
    /// frame contains it, the greatest `zIndex` winning and the first the layout lists among
    /// equals (UIKit: "undetermined"). Over a gap, or outside every item, the item keeps
    /// `previousIndexPath`: dragging over the space between items moves nothing, as observed in
    /// UIKit, and an item can only land where another item is (never past a section's last item,
    /// nor in an empty section).
    func defaultTargetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        indexPathOfItem(at: position) ?? previousIndexPath
    }

    /// The item whose frame contains `position`, among the layout's own attributes for the point:
    /// the greatest `zIndex` wins, the first the layout lists among equals; `nil` over a gap, outside
    /// every item or for a non-finite point. The one hit test of the collection view's
    /// `indexPathForItem(at:)` and of the default reordering target.
    func indexPathOfItem(at position: CGPoint) -> IndexPath? {
        guard position.x.isFinite, position.y.isFinite else { return nil }
        let probe = CGRect(x: position.x, y: position.y, width: 1, height: 1)
        let hits = (layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(position)
        }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// A copy of the item's attributes (its layout attributes, or new ones of the layout's class
    /// when it has none) centred on `position`, with `zIndex` `Int.max` so that it floats above
    /// every other view.
    func defaultAttributes(forInteractivelyMovingItem indexPath: IndexPath, withTargetPosition position: CGPoint)
        -> CollectionViewLayoutAttributes
    {
        let attributes = layoutAttributesForItem(at: indexPath)?.snapshot() ?? makeLayoutAttributes(.cell, kind: nil, indexPath: indexPath)
        attributes.center = position
        attributes.zIndex = Int.max
        return attributes
    }

    /// A context of the layout's ``invalidationContextClass`` that invalidates nothing else and
    /// carries the movement: target (or final) and previous index paths, and the target point
    /// (left at `.zero` for the end of a movement, which has none).
    func makeInvalidationContext(movingItems targets: [IndexPath], previous: [IndexPath], target: CGPoint?)
        -> CollectionViewLayoutInvalidationContext
    {
        let context = makeInvalidationContext(everything: false)
        context.storedTargetIndexPaths = targets
        context.storedPreviousIndexPaths = previous
        if let target { context.storedMovementTarget = target }
        return context
    }
}
