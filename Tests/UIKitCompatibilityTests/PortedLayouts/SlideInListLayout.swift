// UIKit source, unchanged except for the import (`import UIKit` became `import UIKitCompatibility`).

import UIKitCompatibility

/// A list that slides inserted rows in from the left, as one writes it for UIKit.
final class SlideInListLayout: UICollectionViewLayout {
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0
    private var insertedIndexPaths: [IndexPath] = []
    let rowHeight: CGFloat = 44

    override func prepare() {
        super.prepare()
        cache.removeAll()
        guard let collectionView = collectionView else { return }
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = CGRect(x: 0, y: y, width: collectionView.bounds.width, height: rowHeight)
                cache.append(attributes)
                y += rowHeight
            }
        }
        contentHeight = y
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.indexPath == indexPath }
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        insertedIndexPaths = updateItems.compactMap { update in
            update.updateAction == .insert ? update.indexPathAfterUpdate : nil
        }
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        insertedIndexPaths.removeAll()
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        if insertedIndexPaths.contains(itemIndexPath), let attributes = attributes {
            let width = collectionView?.bounds.width ?? 0
            attributes.transform = CGAffineTransform(translationX: -width, y: 0)
            attributes.alpha = 1
        }
        return attributes
    }
}
