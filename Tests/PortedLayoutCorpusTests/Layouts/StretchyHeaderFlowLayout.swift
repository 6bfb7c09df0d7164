import UIKitCompatibility

/// A list under a big header that stretches when the list is pulled down past the top and
/// scrolls away with a parallax when the list scrolls up.
class StretchyHeaderFlowLayout: UICollectionViewFlowLayout {
    var headerHeight: CGFloat = 240
    var parallaxFactor: CGFloat = 0.5

    override init() {
        super.init()
        minimumLineSpacing = 1
        sectionHeadersPinToVisibleBounds = false
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        itemSize = CGSize(width: collectionView.bounds.width, height: 64)
        headerReferenceSize = CGSize(width: collectionView.bounds.width, height: headerHeight)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView,
              let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        let offsetY = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
        return attributes.map { original in
            guard original.representedElementKind == UICollectionView.elementKindSectionHeader,
                  original.indexPath.section == 0,
                  let attributes = original.copy() as? UICollectionViewLayoutAttributes else { return original }
            var frame = attributes.frame
            if offsetY < 0 {
                frame.size.height = max(0, headerHeight - offsetY)
                frame.origin.y = offsetY
            } else {
                frame.origin.y = offsetY * parallaxFactor
                attributes.alpha = max(0, 1 - offsetY / headerHeight)
            }
            attributes.frame = frame
            return attributes
        }
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                       at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let fallback = super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
        guard let collectionView = collectionView else { return fallback }
        return layoutAttributesForElements(in: collectionView.bounds)?.first {
            $0.representedElementKind == elementKind && $0.indexPath == indexPath
        } ?? fallback
    }
}
