import UIKitCompatibility

/// A vertical flow layout whose section headers stick to the top of the screen until the next
/// section's header pushes them off, written before `sectionHeadersPinToVisibleBounds` existed.
class StickyHeaderFlowLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        itemSize = CGSize(width: 100, height: 100)
        headerReferenceSize = CGSize(width: 0, height: 44)
        sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let original = super.layoutAttributesForElements(in: rect) else { return nil }
        var answer = original.compactMap { $0.copy() as? UICollectionViewLayoutAttributes }
        let missingSections = NSMutableIndexSet()

        for attributes in answer where attributes.representedElementCategory == .cell {
            missingSections.add(attributes.indexPath.section)
        }
        for attributes in answer where attributes.representedElementKind == UICollectionView.elementKindSectionHeader {
            missingSections.remove(attributes.indexPath.section)
        }

        missingSections.enumerate { index, _ in
            let indexPath = IndexPath(item: 0, section: index)
            if let header = self.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                      at: indexPath) {
                answer.append(header)
            }
        }

        for attributes in answer where attributes.representedElementKind == UICollectionView.elementKindSectionHeader {
            stick(attributes)
        }
        return answer
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                       at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)?.copy()
            as? UICollectionViewLayoutAttributes
        if let attributes = attributes, elementKind == UICollectionView.elementKindSectionHeader {
            stick(attributes)
        }
        return attributes
    }

    private func stick(_ attributes: UICollectionViewLayoutAttributes) {
        guard let collectionView = collectionView else { return }
        let section = attributes.indexPath.section
        let numberOfItemsInSection = collectionView.numberOfItems(inSection: section)
        guard numberOfItemsInSection > 0,
              let first = super.layoutAttributesForItem(at: IndexPath(item: 0, section: section)),
              let last = super.layoutAttributesForItem(at: IndexPath(item: numberOfItemsInSection - 1, section: section))
        else { return }

        let contentOffsetY = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
        let headerHeight = attributes.frame.height
        var origin = attributes.frame.origin
        origin.y = min(max(contentOffsetY, first.frame.minY - headerHeight - sectionInset.top),
                       last.frame.maxY + sectionInset.bottom - headerHeight)
        attributes.zIndex = 1024
        attributes.frame = CGRect(origin: origin, size: attributes.frame.size)
    }
}
