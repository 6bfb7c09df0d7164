import UIKitCompatibility
import QuartzCore

/// A stack of cards seen from the front: the top card full size, the next few peeking out below it,
/// smaller and darker; a deleted card is swiped off to the right, turning; inserted cards drop in.
class CardStackLayout: UICollectionViewLayout {
    var visibleCards = 4
    var cardInset: CGFloat = 24
    var peek: CGFloat = 14
    var scaleStep: CGFloat = 0.05

    private var attributesList: [UICollectionViewLayoutAttributes] = []
    private var deletedIndexPaths: [IndexPath] = []
    private var insertedIndexPaths: [IndexPath] = []

    override var collectionViewContentSize: CGSize {
        return collectionView?.bounds.size ?? .zero
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let count = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
        let cardSize = CGSize(width: collectionView.bounds.width - cardInset * 2,
                              height: collectionView.bounds.height * 0.6)
        attributesList = (0..<count).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(row: item, section: 0))
            let depth = CGFloat(min(item, visibleCards - 1))
            attributes.size = cardSize
            attributes.center = CGPoint(x: collectionView.bounds.midX,
                                        y: collectionView.bounds.midY + depth * peek)
            var transform = CATransform3DIdentity
            transform = CATransform3DScale(transform, 1 - depth * scaleStep, 1 - depth * scaleStep, 1)
            attributes.transform3D = transform
            attributes.zIndex = count - item
            attributes.alpha = item < visibleCards ? 1 : 0
            attributes.isHidden = item >= visibleCards
            return attributes
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        return attributesList.filter { !$0.isHidden && rect.intersects($0.frame) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section == 0, indexPath.row < attributesList.count else { return nil }
        return attributesList[indexPath.row]
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return true
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        deletedIndexPaths = updateItems.filter { $0.updateAction == .delete }.compactMap { $0.indexPathBeforeUpdate }
        insertedIndexPaths = updateItems.filter { $0.updateAction == .insert }.compactMap { $0.indexPathAfterUpdate }
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        deletedIndexPaths = []
        insertedIndexPaths = []
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)?.copy()
                as? UICollectionViewLayoutAttributes else { return nil }
        if insertedIndexPaths.contains(itemIndexPath) {
            attributes.center.y -= collectionView?.bounds.height ?? 0
            attributes.alpha = 0
        }
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)?.copy()
                as? UICollectionViewLayoutAttributes else { return nil }
        if deletedIndexPaths.contains(itemIndexPath) {
            let width = collectionView?.bounds.width ?? 0
            attributes.transform = CGAffineTransform(translationX: width, y: 0).rotated(by: .pi / 8)
            attributes.alpha = 0
        }
        return attributes
    }
}
