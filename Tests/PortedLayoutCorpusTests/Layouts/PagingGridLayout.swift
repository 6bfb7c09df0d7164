import UIKitCompatibility

/// A horizontally paged grid, like a home screen: pages of rows × columns, one section after the
/// other, each section starting on a new page; flings move one page at a time.
class PagingGridLayout: UICollectionViewLayout {
    var rows = 4
    var columns = 3
    var itemHeight: CGFloat = 90

    private var layoutAttributes = [IndexPath: UICollectionViewLayoutAttributes]()
    private var pageCount = 0

    private var pageSize: CGSize {
        return collectionView?.bounds.size ?? .zero
    }

    override var collectionViewContentSize: CGSize {
        return CGSize(width: CGFloat(pageCount) * pageSize.width, height: pageSize.height)
    }

    override func prepare() {
        super.prepare()
        layoutAttributes.removeAll()
        pageCount = 0
        guard let collectionView = collectionView else { return }
        collectionView.isPagingEnabled = true

        let scale = collectionView.traitCollection.displayScale
        let itemWidth = floor(pageSize.width / CGFloat(columns) * scale) / scale
        let perPage = rows * columns
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            for row in 0..<count {
                let indexPath = IndexPath(row: row, section: section)
                let page = pageCount + indexPath.row / perPage
                let slot = indexPath.row % perPage
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = CGRect(x: CGFloat(page) * pageSize.width + CGFloat(slot % columns) * itemWidth,
                                          y: CGFloat(slot / columns) * itemHeight,
                                          width: itemWidth, height: itemHeight)
                layoutAttributes[indexPath] = attributes
            }
            pageCount += max(1, Int(ceil(Double(count) / Double(perPage))))
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        return layoutAttributes.values.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        return layoutAttributes[indexPath]
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return newBounds.size != pageSize
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView = collectionView, pageSize.width > 0 else { return proposedContentOffset }
        let currentPage = round(collectionView.contentOffset.x / pageSize.width)
        let step: CGFloat = velocity.x > 0 ? 1 : velocity.x < 0 ? -1 : 0
        let page = min(max(currentPage + step, 0), CGFloat(max(pageCount - 1, 0)))
        return CGPoint(x: page * pageSize.width, y: 0)
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        guard pageSize.width > 0 else { return proposedContentOffset }
        let page = min(round(proposedContentOffset.x / pageSize.width), CGFloat(max(pageCount - 1, 0)))
        return CGPoint(x: max(page, 0) * pageSize.width, y: 0)
    }
}
