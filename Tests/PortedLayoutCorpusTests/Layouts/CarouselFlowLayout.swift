import UIKitCompatibility

/// A horizontal carousel: the centred card is full size, its neighbours shrink and fade, and a
/// fling stops with a card in the middle.
class CarouselFlowLayout: UICollectionViewFlowLayout {
    var sideItemScale: CGFloat = 0.8
    var sideItemAlpha: CGFloat = 0.6
    var spacing: CGFloat = 16

    override init() {
        super.init()
        scrollDirection = .horizontal
        itemSize = CGSize(width: 240, height: 320)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView, collectionView.numberOfItems(inSection: 0) > 0 else { return }
        collectionView.decelerationRate = UIScrollView.DecelerationRate.fast

        // Centre the first and the last card.
        let horizontalInset = (collectionView.bounds.width - itemSize.width) / 2
        let verticalInset = (collectionView.bounds.height - itemSize.height) / 2
        sectionInset = UIEdgeInsets(top: verticalInset, left: horizontalInset, bottom: verticalInset, right: horizontalInset)
        minimumLineSpacing = spacing - itemSize.width * (1 - sideItemScale) / 2
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let superAttributes = super.layoutAttributesForElements(in: rect) else { return nil }
        let attributes = superAttributes.compactMap { $0.copy() as? UICollectionViewLayoutAttributes }
        return attributes.map(transformLayoutAttributes)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let attributes = super.layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes else {
            return nil
        }
        return transformLayoutAttributes(attributes)
    }

    private func transformLayoutAttributes(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let collectionView = collectionView else { return attributes }
        let collectionCenter = collectionView.frame.size.width / 2
        let offset = collectionView.contentOffset.x
        let normalizedCenter = attributes.center.x - offset

        let maxDistance = itemSize.width + minimumLineSpacing
        let distance = min(abs(collectionCenter - normalizedCenter), maxDistance)
        let ratio = (maxDistance - distance) / maxDistance

        let alpha = ratio * (1 - sideItemAlpha) + sideItemAlpha
        let scale = ratio * (1 - sideItemScale) + sideItemScale
        attributes.alpha = alpha
        attributes.transform3D = CATransform3DScale(CATransform3DIdentity, scale, scale, 1)
        attributes.zIndex = Int(alpha * 10)
        return attributes
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView = collectionView, !collectionView.isPagingEnabled,
              let layoutAttributes = layoutAttributesForElements(in: collectionView.bounds)
        else { return super.targetContentOffset(forProposedContentOffset: proposedContentOffset) }

        let midSide = collectionView.bounds.size.width / 2
        let proposedContentOffsetCenterOrigin = proposedContentOffset.x + midSide

        let closest = layoutAttributes.sorted {
            abs($0.center.x - proposedContentOffsetCenterOrigin) < abs($1.center.x - proposedContentOffsetCenterOrigin)
        }.first ?? UICollectionViewLayoutAttributes()
        return CGPoint(x: floor(closest.center.x - midSide), y: proposedContentOffset.y)
    }
}
