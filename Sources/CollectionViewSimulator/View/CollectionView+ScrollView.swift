import Foundation

/// The scroll-view and view surface code reads besides the layout's questions: touch state,
/// hit testing, layout direction and `NSObject` identity.
extension CollectionView {
    /// Whether a finger is dragging the content (`UIScrollView.isDragging`): never, since the
    /// simulator scrolls only through ``setContentOffset(_:animated:timing:frameRate:)`` and
    /// ``fling(withVelocity:proposedContentOffset:timing:frameRate:)``.
    public var isDragging: Bool { false }

    /// Whether a finger is down on the content (`UIScrollView.isTracking`): never, as for
    /// ``isDragging``; an interactive movement or a simulated tap does not count.
    public var isTracking: Bool { false }

    /// Whether the content is coasting after a fling (`UIScrollView.isDecelerating`): from
    /// ``fling(withVelocity:proposedContentOffset:timing:frameRate:)`` until the view's clock
    /// reaches the end of its deceleration, unless another change started since.
    public var isDecelerating: Bool {
        guard let deceleration = engine.deceleration, lastAnimation?.startTime == deceleration.start else { return false }
        return currentTime < deceleration.end
    }

    /// The index path of the item at a point of the view (UIKit's `indexPathForItem(at:)`), or
    /// `nil` when no item is there: the layout is asked for the elements at the point, and among
    /// the cells whose frames contain it the greatest `zIndex` wins, as in the default reordering
    /// target (on screen or not, as UIKit asks the layout).
    ///
    /// For a layout the view flips (``CollectionViewLayout/flipsHorizontallyInOppositeLayoutDirection``)
    /// the point is mirrored into the layout's coordinates first, so the item found is the one shown there.
    ///
    /// - Parameter point: A point in the view's coordinates, which are the content's.
    /// - Returns: The item's index path, or `nil`.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        collectionViewLayout.indexPathOfItem(at: collectionViewLayout.horizontalMirror?.point(point) ?? point)
    }
}
