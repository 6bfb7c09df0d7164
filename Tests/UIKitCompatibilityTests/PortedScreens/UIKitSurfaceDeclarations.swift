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

    // NSObject's members are nonisolated, and so are their overrides: they read the layout's
    // values on the main actor, where UIKit calls them.
    override var description: String {
        return MainActor.assumeIsolated { "<SnappingPagerLayout: \(itemSize.width) pt pages>" }
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? SnappingPagerLayout else { return false }
        return MainActor.assumeIsolated { other.itemSize == itemSize }
    }

    override var hash: Int { return MainActor.assumeIsolated { Int(itemSize.width) } }
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
        guard let other = object as? ShadowAttributes else { return false }
        return MainActor.assumeIsolated { other.shadowOpacity == shadowOpacity } && super.isEqual(object)
    }

    override var hash: Int {
        var hasher = Hasher()
        hasher.combine(super.hash)
        hasher.combine(MainActor.assumeIsolated { shadowOpacity })
        return hasher.finalize()
    }

    override var debugDescription: String {
        return "\(super.debugDescription) shadow \(MainActor.assumeIsolated { shadowOpacity })"
    }
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

/// Every member of issue #24's item 4 and item 9 lists, and the view's attribute queries, used as
/// an app file uses them: this compiles only while each has UIKit's Swift name and type.
@MainActor
func readUIKitSurface(of collectionView: UICollectionView) -> [String] {
    let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) ?? UICollectionViewCell()
    let layer = cell.layer
    let header = collectionView.layoutAttributesForSupplementaryElement(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    let context = UICollectionViewLayoutInvalidationContext()
    _ = cell.systemLayoutSizeFitting(CGSize(width: 100, height: 0), withHorizontalFittingPriority: UILayoutPriority.required,
                                     verticalFittingPriority: .fittingSizeLevel)
    collectionView.setNeedsLayout()
    let first = collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame ?? .null
    return [
        "\(collectionView.indexPathForItem(at: .zero) == IndexPath(item: 0, section: 0)) \(collectionView.indexPathsForVisibleItems.count)",
        "\(collectionView.visibleCells.count) \(collectionView.indexPath(for: cell) == IndexPath(item: 0, section: 0)) \(cell == UICollectionReusableView())",
        "\(collectionView.collectionViewLayout.flipsHorizontallyInOppositeLayoutDirection) \(collectionView.collectionViewLayout.developmentLayoutDirection == .leftToRight)",
        "\(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight) \(collectionView.effectiveUserInterfaceLayoutDirection == .leftToRight)",
        "\(context.invalidateEverything) \(context.invalidatedSupplementaryIndexPaths == nil)",
        "\(layer.bounds.width) \(layer.position.x) \(layer.position.y) \(layer.frame.minX)",
        "\(collectionView.isDragging) \(collectionView.isDecelerating) \(collectionView.isTracking) \(collectionView.window != nil) \(collectionView.isUserInteractionEnabled)",
        "\(first.minX) \(first.minY) \(first.width) \(first.height) \(header == nil || header?.size.height == 0)",
    ]
}
