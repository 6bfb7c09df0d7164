import UIKitCompatibility

/// The attributes of a card on the wheel: the point it turns about and its angle.
class WheelLayoutAttributes: UICollectionViewLayoutAttributes {
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var angle: CGFloat = 0 {
        didSet {
            zIndex = Int(angle * 1_000_000)
            transform = CGAffineTransform(rotationAngle: angle)
        }
    }

    override func copy(with zone: NSZone? = nil) -> Any {
        let copiedAttributes = super.copy(with: zone) as? WheelLayoutAttributes
        copiedAttributes?.anchorPoint = anchorPoint
        copiedAttributes?.angle = angle
        return copiedAttributes ?? super.copy(with: zone)
    }
}

/// Cards fanned out on a big wheel below the screen; scrolling sideways turns the wheel.
class WheelLayout: UICollectionViewLayout {
    let itemSize = CGSize(width: 133, height: 173)
    var radius: CGFloat = 500 {
        didSet { invalidateLayout() }
    }

    var anglePerItem: CGFloat {
        return atan(itemSize.width / radius)
    }

    var attributesList = [WheelLayoutAttributes]()

    var angleAtExtreme: CGFloat {
        guard let collectionView = collectionView, collectionView.numberOfSections > 0 else { return 0 }
        let count = collectionView.numberOfItems(inSection: 0)
        return count > 0 ? -CGFloat(count - 1) * anglePerItem : 0
    }

    var angle: CGFloat {
        guard let collectionView = collectionView else { return 0 }
        let scrollable = collectionViewContentSize.width - collectionView.bounds.width
        return scrollable > 0 ? angleAtExtreme * collectionView.contentOffset.x / scrollable : 0
    }

    override var collectionViewContentSize: CGSize {
        guard let collectionView = collectionView, collectionView.numberOfSections > 0 else { return .zero }
        return CGSize(width: CGFloat(collectionView.numberOfItems(inSection: 0)) * itemSize.width,
                      height: collectionView.bounds.height)
    }

    override class var layoutAttributesClass: AnyClass {
        return WheelLayoutAttributes.self
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView, collectionView.numberOfSections > 0 else {
            attributesList = []
            return
        }
        let centerX = collectionView.contentOffset.x + collectionView.bounds.width / 2.0
        let anchorPointY = ((itemSize.height / 2.0) + radius) / itemSize.height
        attributesList = (0..<collectionView.numberOfItems(inSection: 0)).map { i -> WheelLayoutAttributes in
            let attributes = WheelLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
            attributes.size = self.itemSize
            attributes.center = CGPoint(x: centerX, y: collectionView.bounds.midY)
            attributes.angle = self.angle + (self.anglePerItem * CGFloat(i))
            attributes.anchorPoint = CGPoint(x: 0.5, y: anchorPointY)
            return attributes
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        return attributesList.filter { abs($0.angle) < .pi / 2 }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.item < attributesList.count else { return nil }
        return attributesList[indexPath.item]
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return true
    }
}

/// The wheel's card: it turns about the attributes' anchor point.
class WheelCell: UICollectionViewCell {
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard let attributes = layoutAttributes as? WheelLayoutAttributes else { return }
        layer.anchorPoint = attributes.anchorPoint
        center.y += (attributes.anchorPoint.y - 0.5) * bounds.height
    }
}
