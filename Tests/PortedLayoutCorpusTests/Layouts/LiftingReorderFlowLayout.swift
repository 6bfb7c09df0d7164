import UIKitCompatibility

/// A grid whose dragged cell lifts while the user reorders it: larger and translucent, as
/// reordering code for UIKit commonly writes it on top of the flow layout's defaults.
class LiftingReorderFlowLayout: UICollectionViewFlowLayout {
    var liftScale: CGFloat = 1.1
    var liftAlpha: CGFloat = 0.8
    /// The target index paths of the last movement context, for the view controller.
    private(set) var lastTargets: [IndexPath] = []

    override func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath,
                                                             withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        let attributes = super.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
        attributes.alpha = liftAlpha
        attributes.transform = CGAffineTransform(scaleX: liftScale, y: liftScale)
        return attributes
    }

    override func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
                                      previousIndexPaths: [IndexPath], previousPosition: CGPoint) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
                                                previousIndexPaths: previousIndexPaths, previousPosition: previousPosition)
        lastTargets = context.targetIndexPathsForInteractivelyMovingItems ?? []
        return context
    }
}

/// The data source of a reorderable list of names, as an app writes it for UIKit.
final class ReorderableNamesDataSource: NSObject, UICollectionViewDataSource {
    var names = ["Ada", "Grace", "Edsger", "Barbara", "Donald"]

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return names.count
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        return indexPath.item != 0   // the first name is pinned
    }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let name = names.remove(at: sourceIndexPath.item)
        names.insert(name, at: destinationIndexPath.item)
    }
}
