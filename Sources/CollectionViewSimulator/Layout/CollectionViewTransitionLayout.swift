import Foundation
import Keyframes

/// A layout between two layouts, as `UICollectionViewTransitionLayout`: every element is placed by
/// blending its attributes in ``currentLayout`` and ``nextLayout`` by ``transitionProgress``, as
/// UIKit's class blends them (a copy of the next layout's attributes, its alpha, centre and size
/// taken linearly and rounded to the screen's pixels, its transform entry by entry).
///
/// An element in only one of the two layouts fades: out as the progress goes to 1 if only the
/// current layout has it, in if only the next one does. ``collectionViewContentSize`` is the larger
/// of the two layouts' in each dimension. Set ``transitionProgress`` (which invalidates the layout)
/// and lay the view out again to see the attributes at that point; `updateValue(_:forAnimatedKey:)`
/// keeps values of your own that a subclass can read while it interpolates.
open class CollectionViewTransitionLayout: CollectionViewLayout {
    private let fromLayout: CollectionViewLayout
    private let toLayout: CollectionViewLayout
    /// The layout the transition starts from.
    open var currentLayout: CollectionViewLayout { fromLayout }
    /// The layout the transition goes to.
    open var nextLayout: CollectionViewLayout { toLayout }
    private var animatedValues: [String: CGFloat] = [:]

    /// How far the transition has gone, from 0 (``currentLayout``) to 1 (``nextLayout``).
    ///
    /// The property keeps whatever number is set, as UIKit's does (its documentation gives the
    /// progress no range and describes no clamping: developer.apple.com/documentation/uikit/
    /// uicollectionviewtransitionlayout/transitionprogress), so a subclass can read a gesture's
    /// overshoot. The interpolation itself never goes past either layout: below 0 it places every
    /// element as ``currentLayout`` does, above 1 as ``nextLayout`` does, and NaN counts as 0; so
    /// the elements' sizes and their alpha stay those of a real layout. A plain number read by
    /// every answer: stored `@exclusivity(unchecked)`, as the flow layout's settings are.
    @exclusivity(unchecked) open var transitionProgress: CGFloat = 0 {
        didSet { if transitionProgress != oldValue { invalidateLayout() } }
    }

    /// ``transitionProgress`` within 0…1 (NaN as 0): the fraction the interpolation uses.
    var boundedProgress: CGFloat {
        transitionProgress.isNaN ? 0 : min(max(transitionProgress, 0), 1)
    }

    /// Creates a transition layout between two layouts.
    public init(currentLayout: CollectionViewLayout, nextLayout: CollectionViewLayout) {
        fromLayout = currentLayout
        toLayout = nextLayout
        super.init()
    }

    /// Creates a transition layout from an archive, as UIKit's `init?(coder:)`: the simulator never
    /// archives a layout, so this is a transition between two empty base layouts.
    ///
    /// - Parameter coder: The archive; ignored.
    public required convenience init?(coder: NSCoder) {
        self.init(currentLayout: CollectionViewLayout(), nextLayout: CollectionViewLayout())
    }

    /// Keeps a value of your own under `key`, as UIKit's transition layout does, for a subclass to
    /// use while it interpolates.
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
        animatedValues[key] = value
        invalidateLayout()
    }

    /// The value kept under `key`, or 0.
    open func value(forAnimatedKey key: String) -> CGFloat {
        animatedValues[key] ?? 0
    }

    open override func prepare() {
        for layout in [currentLayout, nextLayout] where layout.needsPrepare {
            layout.needsPrepare = false
            layout.prepare()
        }
    }

    /// `true` when both layouts flip: the transition interpolates between their own (unmirrored)
    /// attributes, so a right-to-left view mirrors the blend as it mirrors either end. (Between a
    /// layout that flips and one that does not, the blend is shown unmirrored.)
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool {
        currentLayout.flipsHorizontallyInOppositeLayoutDirection && nextLayout.flipsHorizontallyInOppositeLayoutDirection
    }

    /// The current layout's: the direction the blend of the two layouts is computed in.
    open override var developmentLayoutDirection: UserInterfaceLayoutDirection { currentLayout.developmentLayoutDirection }

    /// The larger of the two layouts' content sizes in each dimension, whatever the progress: the
    /// content UIKit's transition layout reports (it keeps both sizes' maximum when it prepares),
    /// so that every offset either layout can show stays within it while the transition runs.
    /// Where a size is not a number, the next layout's counts, as in UIKit's comparison.
    open override var collectionViewContentSize: CGSize {
        let (current, next) = (currentLayout.collectionViewContentSize, nextLayout.collectionViewContentSize)
        return CGSize(width: current.width >= next.width ? current.width : next.width,
                      height: current.height >= next.height ? current.height : next.height)
    }

    /// Both layouts' answers for `rect`, interpolated element by element. As UIKit's transition
    /// layout, it blends the attributes the two layouts give for the rectangle and asks a layout
    /// for one element only when its answer lacks it; each element once, in the current layout's
    /// order, then the elements only the next layout has, in its order.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        let fromAnswer = currentLayout.layoutAttributesForElements(in: rect) ?? []
        let toAnswer = nextLayout.layoutAttributesForElements(in: rect) ?? []
        var toByElement = [ElementID: CollectionViewLayoutAttributes](minimumCapacity: toAnswer.count)
        for attributes in toAnswer {
            let key = ElementID(attributes)
            if toByElement[key] == nil { toByElement[key] = attributes }
        }
        // Loops rather than `compactMap`: a main-actor closure checks its executor on every call.
        var blended: [CollectionViewLayoutAttributes] = []
        blended.reserveCapacity(max(fromAnswer.count, toAnswer.count))
        var seen = Set<ElementID>(minimumCapacity: fromAnswer.count)
        for from in fromAnswer {
            let key = ElementID(from)
            guard seen.insert(key).inserted else { continue }
            if let blend = interpolated(from: from, to: toByElement[key] ?? nextLayout.layoutAttributes(for: key)) { blended.append(blend) }
        }
        for to in toAnswer {
            let key = ElementID(to)
            guard seen.insert(key).inserted else { continue }
            if let blend = interpolated(from: currentLayout.layoutAttributes(for: key), to: to) { blended.append(blend) }
        }
        return blended
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        interpolatedAttributes(for: ElementID.cell(indexPath))
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        interpolatedAttributes(for: ElementID.supplementary(elementKind, at: indexPath))
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        interpolatedAttributes(for: ElementID.decoration(elementKind, at: indexPath))
    }

    /// The element's attributes between the two layouts; a fade where only one has it.
    func interpolatedAttributes(for key: ElementID) -> CollectionViewLayoutAttributes? {
        interpolated(from: currentLayout.layoutAttributes(for: key), to: nextLayout.layoutAttributes(for: key))
    }

    /// The blend of an element's attributes in the current layout and in the next at the
    /// progress; a fade where only one layout has the element.
    private func interpolated(from: CollectionViewLayoutAttributes?, to: CollectionViewLayoutAttributes?) -> CollectionViewLayoutAttributes? {
        let progress = boundedProgress
        switch (from, to) {
        case let (from?, to?):
            return blend(from, to, progress: progress)
        case let (from?, nil):
            let fading = from.snapshot()
            fading.alpha = from.alpha * (1 - progress)
            return fading
        case let (nil, to?):
            let fading = to.snapshot()
            fading.alpha = to.alpha * progress
            return fading
        case (nil, nil):
            return nil
        }
    }

    /// UIKit's blend of an element in both layouts (its transition layout's
    /// `interpolatedLayoutAttributesFromLayoutAttributes:toLayoutAttributes:progress:`, as UIKitCore
    /// compiles it): a copy of the next layout's attributes — its class, index path, z-index,
    /// visibility and values of its own — with the alpha, centre and size taken linearly between
    /// the two, the centre rounded to half a pixel and the size to a pixel of the view's screen
    /// (``CollectionView/screenScale``; 0 turns the rounding off), and the transform taken entry by
    /// entry (the identity when both are the identity), not by decomposition as an animation takes
    /// it. Each number is taken by `Keyframes`' linear rule (exact at both ends, finite between
    /// finite ends).
    private func blend(_ from: CollectionViewLayoutAttributes, _ to: CollectionViewLayoutAttributes,
                       progress: CGFloat) -> CollectionViewLayoutAttributes {
        let result = to.snapshot()
        let (scale, p) = (collectionView?.screenScale ?? 0, Double(progress))
        result.alpha = from.alpha.interpolated(to: to.alpha, progress: p)
        result.transform3D = from.transform3D.isIdentity && to.transform3D.isIdentity
            ? .identity : from.transform3D.blendedEntryByEntry(to: to.transform3D, progress: p)
        let (center, size) = (from.center.interpolated(to: to.center, progress: p), from.size.interpolated(to: to.size, progress: p))
        result.center = CGPoint(x: Self.snapped(center.x, scale: 2 * scale), y: Self.snapped(center.y, scale: 2 * scale))
        result.size = CGSize(width: Self.snapped(size.width, scale: scale), height: Self.snapped(size.height, scale: scale))
        return result
    }

    /// `value` snapped to `scale` steps per point (`snappedToPixels(scale:)`, the rule the flow
    /// layout snaps by: no snapping at a scale of 0); a finite value too large to scale is kept
    /// (it has no fraction of a pixel left to round).
    private static func snapped(_ value: CGFloat, scale: CGFloat) -> CGFloat {
        let snapped = value.snappedToPixels(scale: scale)
        return snapped.isFinite || !value.isFinite ? snapped : value
    }
}

extension Transform3D {
    /// Each of the sixteen entries a fraction of the way to `end`'s (`Keyframes`' linear rule).
    fileprivate func blendedEntryByEntry(to end: Transform3D, progress p: Double) -> Transform3D {
        Transform3D(
            m11: m11.interpolated(to: end.m11, progress: p), m12: m12.interpolated(to: end.m12, progress: p),
            m13: m13.interpolated(to: end.m13, progress: p), m14: m14.interpolated(to: end.m14, progress: p),
            m21: m21.interpolated(to: end.m21, progress: p), m22: m22.interpolated(to: end.m22, progress: p),
            m23: m23.interpolated(to: end.m23, progress: p), m24: m24.interpolated(to: end.m24, progress: p),
            m31: m31.interpolated(to: end.m31, progress: p), m32: m32.interpolated(to: end.m32, progress: p),
            m33: m33.interpolated(to: end.m33, progress: p), m34: m34.interpolated(to: end.m34, progress: p),
            m41: m41.interpolated(to: end.m41, progress: p), m42: m42.interpolated(to: end.m42, progress: p),
            m43: m43.interpolated(to: end.m43, progress: p), m44: m44.interpolated(to: end.m44, progress: p))
    }
}
