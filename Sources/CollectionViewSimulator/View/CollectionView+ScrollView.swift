import Foundation

/// The scroll-view and view surface code reads besides the layout's questions: touch state,
/// hit testing, layout direction and `NSObject` identity.
extension CollectionView {
    /// Whether a finger is dragging the content (`UIScrollView.isDragging`): from
    /// `scrollViewWillBeginDragging(_:)` through `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
    /// of a simulated drag (``drag(by:endingWithVelocity:timing:frameRate:)``) or fling
    /// (``fling(withVelocity:proposedContentOffset:timing:frameRate:)``); `false` otherwise.
    public var isDragging: Bool { engine.touch == .dragging }

    /// Whether a finger is down on the content (`UIScrollView.isTracking`): as ``isDragging``,
    /// and also during `scrollViewDidEndDragging(_:willDecelerate:)`, while the finger lifts. An
    /// interactive movement or a simulated tap does not count.
    public var isTracking: Bool { engine.touch != .none }

    /// Whether the content is coasting after a fling (`UIScrollView.isDecelerating`): from
    /// `scrollViewWillBeginDecelerating(_:)` of a fling or drag that decelerates until the view's
    /// clock passes the end of its deceleration (its last frame's `scrollViewDidScroll(_:)`
    /// still reads `true`, `scrollViewDidEndDecelerating(_:)` reads `false`), unless another change
    /// started since.
    public var isDecelerating: Bool {
        guard let deceleration = engine.deceleration, lastAnimation?.startTime == deceleration.start else { return false }
        return currentTime <= deceleration.end
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
