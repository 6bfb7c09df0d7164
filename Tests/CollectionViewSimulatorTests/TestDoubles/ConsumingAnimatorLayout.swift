import CollectionViewSimulator
import Foundation

/// A flow layout with a pluggable animator in the style of open-source grid libraries: the animator
/// keeps one set of the index paths the update inserts or deletes, and each provider removes the
/// index path it is asked about on first use, animating only if it was still there. An inserted
/// item flies in from ``flightOffset`` points to the right; a deleted one flies out there.
final class ConsumingAnimatorLayout: CollectionViewFlowLayout {
    static let flightOffset: CGFloat = 1000
    private var pending: Set<IndexPath> = []

    override init() {
        super.init()
        itemSize = CGSize(width: 100, height: 100)
        minimumLineSpacing = 10
        minimumInteritemSpacing = 10
    }

    required init?(coder: NSCoder) { nil }

    override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        pending = []
        for item in updateItems {
            switch item.updateAction {
            case .insert: if let indexPath = item.indexPathAfterUpdate { pending.insert(indexPath) }
            case .delete: if let indexPath = item.indexPathBeforeUpdate { pending.insert(indexPath) }
            default: break
            }
        }
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        pending = []
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard pending.remove(itemIndexPath) != nil else { return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath) }
        return flownOut(itemIndexPath)
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard pending.remove(itemIndexPath) != nil else { return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath) }
        return flownOut(itemIndexPath)
    }

    private func flownOut(_ indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard let attributes = layoutAttributesForItem(at: indexPath)?.copy() as? CollectionViewLayoutAttributes else { return nil }
        attributes.frame.origin.x += Self.flightOffset
        return attributes
    }
}
