import UIKitCompatibility

/// An inbox's list, a `UICollectionViewCompositionalLayout` subclass as apps write one to give a
/// list their own update animations: new messages slide in from the trailing edge, deleted ones
/// slide out past the leading edge and fade. Each day is a section under a header.
final class InboxListLayout: UICollectionViewCompositionalLayout {
    private var insertedIndexPaths: Set<IndexPath> = []
    private var deletedIndexPaths: Set<IndexPath> = []

    convenience init() {
        self.init(sectionProvider: { _, environment in
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.headerMode = .supplementary
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        })
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        for update in updateItems {
            switch update.updateAction {
            case .insert:
                if let indexPath = update.indexPathAfterUpdate, indexPath.item != NSNotFound { insertedIndexPaths.insert(indexPath) }
            case .delete:
                if let indexPath = update.indexPathBeforeUpdate, indexPath.item != NSNotFound { deletedIndexPaths.insert(indexPath) }
            default:
                break
            }
        }
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        insertedIndexPaths.removeAll()
        deletedIndexPaths.removeAll()
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
        if insertedIndexPaths.contains(itemIndexPath), let attributes {
            attributes.center.x += collectionView?.bounds.width ?? 0
            attributes.alpha = 1
        }
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
        if deletedIndexPaths.contains(itemIndexPath), let attributes {
            attributes.center.x -= collectionView?.bounds.width ?? 0
            attributes.alpha = 0
        }
        return attributes
    }
}
