import Foundation

/// The collection view's flip of a layout's horizontal coordinate system, for a layout whose
/// `flipsHorizontallyInOppositeLayoutDirection` is `true` in a view that reads in the other
/// direction than the layout's `developmentLayoutDirection` (Apple's
/// `UICollectionViewLayout.flipsHorizontallyInOppositeLayoutDirection`: the collection view
/// "automatically flips" the layout's coordinates, so a layout is written for one direction).
///
/// The one rule: x becomes `contentWidth - x`, for a point, a rectangle (`minX` becomes
/// `contentWidth - maxX`) and the centre of a layout's attributes; y, sizes and transforms stay.
/// The same reflection takes the layout's coordinates to the view's and back. ``LayoutCallRecorder``
/// applies it wherever the collection view and the layout exchange geometry, so every element
/// kind, every provider, the hit test and the reordering answers agree.
struct HorizontalMirror: Sendable, Equatable {
    /// The width of the content, within which x is reflected.
    let contentWidth: CGFloat

    /// A point reflected.
    func point(_ point: CGPoint) -> CGPoint {
        CGPoint(x: contentWidth - point.x, y: point.y)
    }

    /// A rectangle reflected: same size, `minX` at `contentWidth - maxX`.
    func rect(_ rect: CGRect) -> CGRect {
        guard !rect.isNull, !rect.isInfinite else { return rect }
        return CGRect(x: contentWidth - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// A content offset reflected, for a view `boundsWidth` wide: the offset is the visible
    /// rectangle's origin, so it becomes the origin of that rectangle reflected
    /// (`contentWidth - x - boundsWidth`). A paging layout's `targetContentOffset` answers in its own
    /// coordinates this way, and the view's start in right to left is the layout's offset 0.
    func contentOffset(_ offset: CGPoint, boundsWidth: CGFloat) -> CGPoint {
        CGPoint(x: contentWidth - offset.x - boundsWidth, y: offset.y)
    }

    /// A copy of `attributes` with its centre reflected (the layout's object is left alone: a
    /// layout may cache and return it again).
    @MainActor func attributes(_ attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        let copy = attributes.snapshot()
        copy.center = point(attributes.center)
        return copy
    }
}

extension CollectionViewLayout {
    /// The flip the collection view applies to this layout now, or `nil` when it applies none:
    /// the layout must flip (``flipsHorizontallyInOppositeLayoutDirection``) and be in a
    /// collection view whose ``View/effectiveUserInterfaceLayoutDirection`` is not the layout's
    /// ``developmentLayoutDirection``. The content width is the view's current ``CollectionView/contentSize``.
    var horizontalMirror: HorizontalMirror? {
        // The flag first: most layouts do not flip, and reading the weak `owningView` costs more.
        guard flipsHorizontallyInOppositeLayoutDirection, let view = owningView,
              view.effectiveUserInterfaceLayoutDirection != developmentLayoutDirection else { return nil }
        return HorizontalMirror(contentWidth: view.contentSize.width)
    }
}
