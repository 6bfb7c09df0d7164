import UIKitCompatibility

/// The invalidation context of the self-sizing list: it remembers which rows changed height.
class SelfSizingInvalidationContext: UICollectionViewFlowLayoutInvalidationContext {
    var resizedIndexPaths: [IndexPath] = []
}

/// A list of full-width rows that size their own height (`estimatedItemSize`), keeping the content
/// offset steady when rows above the screen change height.
class SelfSizingListLayout: UICollectionViewFlowLayout {
    private(set) var lastResizedIndexPaths: [IndexPath] = []

    override init() {
        super.init()
        estimatedItemSize = CGSize(width: 375, height: 60)
        minimumLineSpacing = 0
        minimumInteritemSpacing = 0
        sectionInsetReference = .fromSafeArea
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override class var invalidationContextClass: AnyClass {
        return SelfSizingInvalidationContext.self
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let width = collectionView.bounds.width - collectionView.safeAreaInsets.left - collectionView.safeAreaInsets.right
        if estimatedItemSize.width != width {
            estimatedItemSize = CGSize(width: width, height: estimatedItemSize.height)
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let attributes = super.layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes,
              let collectionView = collectionView else { return nil }
        attributes.frame.origin.x = sectionInset.left + collectionView.safeAreaInsets.left
        attributes.frame.size.width = collectionView.bounds.width - collectionView.safeAreaInsets.left
            - collectionView.safeAreaInsets.right - sectionInset.left - sectionInset.right
        return attributes
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        return attributes.map { original in
            guard original.representedElementCategory == .cell else { return original }
            return layoutAttributesForItem(at: original.indexPath) ?? original
        }
    }

    override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                         withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        return preferredAttributes.size.height.rounded() != originalAttributes.size.height.rounded()
    }

    override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                      withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes,
                                                withOriginalAttributes: originalAttributes)
        guard let collectionView = collectionView, let selfSizing = context as? SelfSizingInvalidationContext else { return context }
        selfSizing.resizedIndexPaths.append(preferredAttributes.indexPath)
        let heightDifference = preferredAttributes.size.height - originalAttributes.size.height
        if originalAttributes.frame.maxY < collectionView.contentOffset.y + collectionView.adjustedContentInset.top {
            selfSizing.contentOffsetAdjustment = CGPoint(x: 0, y: heightDifference)
        }
        return selfSizing
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if let context = context as? SelfSizingInvalidationContext {
            lastResizedIndexPaths = context.resizedIndexPaths
        }
        super.invalidateLayout(with: context)
    }
}

/// A row whose height follows its text: one line per 40 characters.
class SelfSizingCell: UICollectionViewCell {
    var text = ""

    override func prepareForReuse() {
        super.prepareForReuse()
        text = ""
    }

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        let lines = max(1, (text.count + 39) / 40)
        attributes.frame.size.height = CGFloat(lines) * 20 + 24
        return attributes
    }
}
