import UIKitCompatibility

protocol WaterfallLayoutDelegate: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath, withWidth width: CGFloat) -> CGFloat
}

/// The photo wall's delegate: every photo is 4:3 or 3:4, alternating in runs.
class PhotoWallDelegate: NSObject, WaterfallLayoutDelegate {
    func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath, withWidth width: CGFloat) -> CGFloat {
        return indexPath.item % 3 == 0 ? width * 4 / 3 : width * 3 / 4
    }
}

/// A Pinterest-style waterfall: items of varying heights fill the shortest column; each section
/// starts below the longest column of the one before, under its header.
class WaterfallLayout: UICollectionViewLayout {
    var delegate: WaterfallLayoutDelegate? {
        return collectionView?.delegate as? WaterfallLayoutDelegate
    }
    var numberOfColumns = 2
    var cellPadding: CGFloat = 6
    var headerHeight: CGFloat = 40

    private var cache: [UICollectionViewLayoutAttributes] = []
    private var headerCache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    private var contentWidth: CGFloat {
        guard let collectionView = collectionView else { return 0 }
        let insets = collectionView.contentInset
        return collectionView.bounds.width - (insets.left + insets.right)
    }

    override var collectionViewContentSize: CGSize {
        return CGSize(width: contentWidth, height: contentHeight)
    }

    override func prepare() {
        super.prepare()
        cache.removeAll()
        headerCache.removeAll()
        contentHeight = 0
        guard let collectionView = collectionView else { return }

        let columnWidth = contentWidth / CGFloat(numberOfColumns)
        let xOffset = (0..<numberOfColumns).map { CGFloat($0) * columnWidth }

        for section in 0..<collectionView.numberOfSections {
            let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                          with: IndexPath(item: 0, section: section))
            header.frame = CGRect(x: 0, y: contentHeight, width: contentWidth, height: headerHeight)
            headerCache.append(header)

            var yOffset = [CGFloat](repeating: contentHeight + headerHeight, count: numberOfColumns)
            var column = 0
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let photoHeight = delegate?.collectionView(collectionView, heightForItemAt: indexPath, withWidth: columnWidth)
                    ?? CGFloat(120 + (item * 37) % 90)
                let height = cellPadding * 2 + photoHeight
                let frame = CGRect(x: xOffset[column], y: yOffset[column], width: columnWidth, height: height)
                let insetFrame = frame.insetBy(dx: cellPadding, dy: cellPadding)

                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = insetFrame
                cache.append(attributes)

                yOffset[column] = yOffset[column] + height
                column = yOffset.firstIndex(of: yOffset.min() ?? 0) ?? 0
            }
            contentHeight = max(contentHeight + headerHeight, yOffset.max() ?? 0)
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var visibleLayoutAttributes: [UICollectionViewLayoutAttributes] = []
        for attributes in headerCache + cache where attributes.frame.intersects(rect) {
            visibleLayoutAttributes.append(attributes)
        }
        return visibleLayoutAttributes
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        return cache.first { $0.indexPath == indexPath }
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                       at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard elementKind == UICollectionView.elementKindSectionHeader else { return nil }
        return headerCache.first { $0.indexPath.section == indexPath.section }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView = collectionView else { return false }
        return !newBounds.size.equalTo(collectionView.bounds.size)
    }
}
