import UIKitCompatibility

/// The attributes of a slanted cell: how far its edges lean, which its cell turns into a mask.
class SlantedLayoutAttributes: UICollectionViewLayoutAttributes {
    var slantingDelta: CGFloat = 0
    var slantingDirection: CGFloat = 1

    override func copy(with zone: NSZone? = nil) -> Any {
        guard let copy = super.copy(with: zone) as? SlantedLayoutAttributes else { return super.copy(with: zone) }
        copy.slantingDelta = slantingDelta
        copy.slantingDirection = slantingDirection
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? SlantedLayoutAttributes else { return false }
        let sameSlant = MainActor.assumeIsolated {
            other.slantingDelta == slantingDelta && other.slantingDirection == slantingDirection
        }
        return sameSlant && super.isEqual(object)
    }
}

/// A vertical list of full-width cells that overlap by their slant, each leaning the other way
/// from the one before; the first and last cells stay flat at the content's edges.
class SlantedLayout: UICollectionViewLayout {
    var slantingSize: CGFloat = 50
    var itemSize: CGFloat = 225
    var lineSpacing: CGFloat = 10
    var isFirstCellExcluded = true
    var isLastCellExcluded = true

    private var cachedAttributes = [SlantedLayoutAttributes]()
    private var cachedContentSize: CGFloat = 0

    override class var layoutAttributesClass: AnyClass {
        return SlantedLayoutAttributes.self
    }

    private var numberOfItems: Int {
        guard let collectionView = collectionView else { return 0 }
        return (0..<collectionView.numberOfSections).reduce(0) { $0 + collectionView.numberOfItems(inSection: $1) }
    }

    override var collectionViewContentSize: CGSize {
        return CGSize(width: collectionView?.bounds.width ?? 0, height: cachedContentSize)
    }

    override func prepare() {
        super.prepare()
        cachedAttributes = []
        cachedContentSize = 0
        guard let collectionView = collectionView else { return }

        var position: CGFloat = 0
        var flatIndex = 0
        for section in 0..<collectionView.numberOfSections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let attributes = SlantedLayoutAttributes(forCellWith: indexPath)
                attributes.frame = CGRect(x: 0, y: position, width: collectionView.bounds.width, height: itemSize)
                attributes.zIndex = flatIndex
                attributes.slantingDirection = flatIndex % 2 == 0 ? 1 : -1
                let excluded = (isFirstCellExcluded && flatIndex == 0) || (isLastCellExcluded && flatIndex == numberOfItems - 1)
                attributes.slantingDelta = excluded ? 0 : slantingSize
                cachedAttributes.append(attributes)
                position += itemSize + lineSpacing - slantingSize
                flatIndex += 1
            }
        }
        cachedContentSize = max(0, position + slantingSize - lineSpacing)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        return cachedAttributes.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        return cachedAttributes.first { $0.indexPath == indexPath }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return newBounds.width != collectionView?.bounds.width
    }
}

/// The cell that applies the slant.
class SlantedCell: UICollectionViewCell {
    private(set) var slantingDelta: CGFloat = 0

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard let attributes = layoutAttributes as? SlantedLayoutAttributes else { return }
        slantingDelta = attributes.slantingDelta * attributes.slantingDirection
        layer.masksToBounds = slantingDelta != 0
    }
}
