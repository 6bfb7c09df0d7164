// UIKit-shaped declarations, written as UIKit code writes them, with only the import swapped: each
// compiles only if the simulator has UIKit's Swift name, signature and overridability for it.

import UIKitCompatibility

/// A pager that snaps to pages and keeps its own state across a rotation (Swift names of the
/// bounds-change hooks, `init(coder:)` calling `super`, layout direction answers, `NSObject`'s surface).
final class SnappingPagerLayout: UICollectionViewFlowLayout {
    private(set) var boundsBeforeRotation: CGRect?
    private(set) var setUpCount = 0

    override init() {
        super.init()
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        setUpCount += 1
        scrollDirection = .horizontal
        itemSize = CGSize(width: 300, height: 200)
        minimumLineSpacing = 0
    }

    override var flipsHorizontallyInOppositeLayoutDirection: Bool { return true }

    override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { return .leftToRight }

    override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        super.prepare(forAnimatedBoundsChange: oldBounds)
        boundsBeforeRotation = oldBounds
    }

    override func finalizeAnimatedBoundsChange() {
        super.finalizeAnimatedBoundsChange()
    }

    override var description: String { return "<SnappingPagerLayout: \(itemSize.width) pt pages>" }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? SnappingPagerLayout else { return false }
        return other.itemSize == itemSize
    }

    override var hash: Int { return Int(itemSize.width) }
}

/// An invalidation context that always invalidates everything, as some layouts force it.
final class EverythingContext: UICollectionViewLayoutInvalidationContext {
    override var invalidateEverything: Bool { return true }
    override var invalidateDataSourceCounts: Bool { return true }
}

/// Attributes that carry a shadow and keep UIKit's `NSObject` overrides.
final class ShadowAttributes: UICollectionViewLayoutAttributes {
    var shadowOpacity: CGFloat = 0
    private(set) var zIndexChanges = 0

    override var zIndex: Int {
        didSet { zIndexChanges += 1 }
    }

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! ShadowAttributes
        copy.shadowOpacity = shadowOpacity
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? ShadowAttributes, other.shadowOpacity == shadowOpacity else { return false }
        return super.isEqual(object)
    }

    override var hash: Int {
        var hasher = Hasher()
        hasher.combine(super.hash)
        hasher.combine(shadowOpacity)
        return hasher.finalize()
    }

    override var debugDescription: String { return "\(super.debugDescription) shadow \(shadowOpacity)" }
}

/// A cell that sizes itself with fitting priorities, as Auto Layout cells do.
final class FittingCell: UICollectionViewCell {
    var lines = 1

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                          verticalFittingPriority: UILayoutPriority) -> CGSize {
        return CGSize(width: targetSize.width, height: CGFloat(lines) * 20 + 16)
    }

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.size = systemLayoutSizeFitting(attributes.size, withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        return attributes
    }
}

/// A scroll delegate that counts ended scrolling animations.
final class ScrollEndCounter: NSObject, UICollectionViewDelegate {
    private(set) var endedAnimations = 0

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        endedAnimations += 1
    }
}

/// Reloads the items of a section inside a batch, calling the view's methods through a
/// non-escaping parameter, as UIKit's `NS_NOESCAPE` updates block allows.
@MainActor
func reloadSection(_ section: Int, of collectionView: UICollectionView, changeModel: () -> Void) {
    collectionView.performBatchUpdates({
        changeModel()
        collectionView.reloadSections(IndexSet(integer: section))
    }, completion: nil)
}
