/// Where the simulated finger is on the scroll view, for ``CollectionView/isTracking`` and
/// ``CollectionView/isDragging`` (see `UpdateEngine+Dragging.swift`).
enum ScrollTouch {
    /// No finger on the view.
    case none
    /// A finger down, dragging the content: from `scrollViewWillBeginDragging(_:)` to the end of
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
    case dragging
    /// The finger lifting: during `scrollViewDidEndDragging(_:willDecelerate:)`, still tracking
    /// but no longer dragging.
    case lifting
}
