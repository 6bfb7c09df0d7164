import UIKitCompatibility

/// An "ultravisual" list: the item under the top edge grows from the standard height to the
/// featured height as it scrolls into focus; scrolling snaps to whole items.
class ExpandingFocusLayout: UICollectionViewLayout {
    struct Constants {
        static let standardHeight: CGFloat = 100
        static let featuredHeight: CGFloat = 280
    }

    /// How far the user has to scroll to move the next item into focus.
    let dragOffset: CGFloat = 180

    private var cache: [UICollectionViewLayoutAttributes] = []

    private var featuredItemIndex: Int {
        return max(0, Int(collectionView?.contentOffset.y ?? 0 / dragOffset) / Int(dragOffset))
    }

    private var nextItemPercentageOffset: CGFloat {
        guard let collectionView = collectionView else { return 0 }
        return (collectionView.contentOffset.y / dragOffset) - CGFloat(featuredItemIndex)
    }

    private var width: CGFloat {
        return collectionView?.bounds.width ?? 0
    }

    private var height: CGFloat {
        return collectionView?.bounds.height ?? 0
    }

    private var numberOfItems: Int {
        guard let collectionView = collectionView, collectionView.numberOfSections > 0 else { return 0 }
        return collectionView.numberOfItems(inSection: 0)
    }

    override var collectionViewContentSize: CGSize {
        let contentHeight = (CGFloat(numberOfItems) * dragOffset) + (height - dragOffset)
        return CGSize(width: width, height: contentHeight)
    }

    override func prepare() {
        cache.removeAll(keepingCapacity: false)

        let standardHeight = Constants.standardHeight
        let featuredHeight = Constants.featuredHeight

        var frame = CGRect.zero
        var y: CGFloat = 0

        for item in 0..<numberOfItems {
            let indexPath = IndexPath(item: item, section: 0)
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.zIndex = item
            var height = standardHeight

            if indexPath.item == featuredItemIndex {
                let yOffset = standardHeight * nextItemPercentageOffset
                y = (collectionView?.contentOffset.y ?? 0) - yOffset
                height = featuredHeight
            } else if indexPath.item == (featuredItemIndex + 1) && indexPath.item != numberOfItems {
                let maxY = y + standardHeight
                height = standardHeight + max((featuredHeight - standardHeight) * nextItemPercentageOffset, 0)
                y = maxY - height
            }

            frame = CGRect(x: 0, y: y, width: width, height: height)
            attributes.frame = frame
            cache.append(attributes)
            y = frame.maxY
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var layoutAttributes: [UICollectionViewLayoutAttributes] = []
        for attributes in cache {
            if attributes.frame.intersects(rect) {
                layoutAttributes.append(attributes)
            }
        }
        return layoutAttributes
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        return cache.first { $0.indexPath == indexPath }
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        let itemIndex = round(proposedContentOffset.y / dragOffset)
        let yOffset = itemIndex * dragOffset
        return CGPoint(x: 0, y: yOffset)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return true
    }
}
