import Foundation

/// An interactive movement (UIKit's reordering) in progress: the one piece of state that
/// `beginInteractiveMovementForItem(at:)` creates and `endInteractiveMovement()` or
/// `cancelInteractiveMovement()` clears.
struct InteractiveMovementState {
    /// Where the dragged item was when the movement began: the data source's index path for it.
    let originalIndexPath: IndexPath
    /// Where the dragged item is now in the view's counts: the target index path of the last
    /// update that moved it (the original one until then).
    var currentIndexPath: IndexPath
    /// The last position the finger was reported at, in content coordinates.
    var position: CGPoint
    /// The layout calls made since the last animated change (the begin, updates that moved no
    /// item), recorded at the start of the next one as an interactive transition's start is.
    var pendingHooks: [LayoutHook] = []

    /// The dragged item as an element.
    var element: ElementID { .cell(currentIndexPath) }
}
