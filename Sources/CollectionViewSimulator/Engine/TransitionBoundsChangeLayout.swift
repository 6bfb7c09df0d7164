/// Which layout a layout transition asks about the bounds changes it makes: the move to its new
/// content offset (the anchored offset of `setCollectionViewLayout(_:animated:)`, the offset kept
/// inside the target's content at the end of an interactive transition), and before it a
/// right-to-left view's move to the new content's start when the new content size is set.
///
/// UIKit documents neither. Setting the offset is a bounds change like any other
/// (`shouldInvalidateLayout(forBoundsChange:)`, and on `true` `invalidationContext(forBoundsChange:)`
/// and `invalidateLayout(with:)`); the question is only which layout the view holds when it asks.
/// Set ``CollectionView/transitionBoundsChangeLayout`` to choose; both choices animate the views
/// to the same places (the new layout is laid out at the new offset either way), only the
/// questions and which layout is left invalidated differ.
public enum TransitionBoundsChangeLayout: String, Sendable, Hashable, Codable, CaseIterable {
    /// The layout being replaced, the default. OpenUXKit (Apple's macOS port of
    /// `UICollectionView`, aligned with a decompilation of UXKit), in
    /// `UXCollectionView+Layout.m`'s `_performLayoutTransitionToLayout:animated:fromBounds:completion:`,
    /// sets the clip view's bounds origin to the anchored offset inside the animation block (the
    /// same block runs without animation), while the view's layout is still the old one: the new
    /// layout is installed only in the block that finalizes the transition. The clip view's
    /// `clipViewBoundsDidChange:` (`UXCollectionView+Scrolling.m`) asks the view's current layout,
    /// and on `YES` invalidates it with its bounds-change context. The old layout is not prepared
    /// again: layout passes wait while the transition runs, and it is then detached. The new
    /// layout is asked nothing about the bounds.
    ///
    /// At the end of an interactive transition the layout being replaced is the transition
    /// layout, the view's layout until the end (OpenUXKit has no interactive transitions; this
    /// follows the same rule, as UIKit's private `_setCollectionViewLayout:animated:isInteractive:completion:`,
    /// which both kinds of transition share by its name, suggests).
    case oldLayout
    /// The layout being installed: asked about the new bounds once it is prepared, and, when it
    /// answers `true`, invalidated and prepared again at the next layout pass. The simulator's
    /// behaviour before it followed OpenUXKit; kept for layouts written against that reading.
    case newLayout
}
