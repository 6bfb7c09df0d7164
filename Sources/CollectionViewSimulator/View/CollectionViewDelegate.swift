import Foundation

/// The collection view's delegate: the twin of `UICollectionViewDelegate`.
///
/// A layout finds its layout-specific delegate through it the way UIKit's flow layout does
/// (`collectionView.delegate as? UICollectionViewDelegateFlowLayout`). Every method has UIKit's
/// default (the selection and highlighting ones in `CollectionViewDelegate+Selection.swift`, the
/// display ones in `CollectionViewDelegate+Display.swift`), as UIKit's optional methods do, so a
/// delegate implements only what it needs.
@preconcurrency @MainActor
public protocol CollectionViewDelegate: AnyObject {
    /// Whether the item should highlight as a touch comes down on it (default `true`).
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// The item was highlighted.
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
    /// The item's highlight ended.
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether the user may select the item (default `true`).
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// The user selected the item.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// Whether the user may deselect the item (default `true`).
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// The user deselected the item.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    /// The layout an interactive transition from `fromLayout` to `toLayout` uses, as UIKit's
    /// `collectionView(_:transitionLayoutForOldLayout:newLayout:)`: return a
    /// ``CollectionViewTransitionLayout`` subclass to place the elements yourself. Asked once by
    /// ``CollectionView/startInteractiveTransition(to:completion:)``; the default returns the
    /// interpolating ``CollectionViewTransitionLayout``.
    func collectionView(_ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
                        newLayout toLayout: CollectionViewLayout) -> CollectionViewTransitionLayout
    /// Where a dragged item goes instead of `proposedIndexPath` (iOS 15); see `Reordering/`.
    func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath
    /// The iOS 9–14 form of the question, asked by the iOS 15 one's default.
    func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath
    /// The cell is about to be shown for the item (UIKit's `collectionView(_:willDisplay:forItemAt:)`):
    /// after the data source configured it and its layout attributes were applied.
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// The supplementary view is about to be shown (UIKit's
    /// `collectionView(_:willDisplaySupplementaryView:forElementKind:at:)`).
    func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath)
    /// The cell was removed from the view (UIKit's `collectionView(_:didEndDisplaying:forItemAt:)`):
    /// it left the screen, or its item was deleted or reloaded and its animation ended. The index
    /// path is the one the cell last showed.
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// The supplementary view was removed from the view (UIKit's
    /// `collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)`).
    func collectionView(_ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
                        forElementOfKind elementKind: String, at indexPath: IndexPath)
    /// The content offset changed (`UIScrollViewDelegate.scrollViewDidScroll(_:)`): read the new one
    /// from `scrollView.contentOffset`.
    ///
    /// Called whenever the offset becomes different from the one last reported, however it changed
    /// (a property set, `setContentOffset(_:animated:)`, a layout pass that pulls it back, an update's
    /// or a transition's target offset), and once per frame of an animated scroll or a fling as the
    /// view's clock passes the frame (``CollectionView/advanceTime(by:)``), reading that frame's
    /// offset. Never for an offset set to the value it has. The view is consistent when it is
    /// called, so the method may invalidate the layout, run a batch update (load more items) or set
    /// another offset. The details, and where they follow UIKit, are in the engine's
    /// `UpdateEngine+ScrollReports.swift`.
    func scrollViewDidScroll(_ scrollView: CollectionView)
    /// An animated scroll ended (`UIScrollViewDelegate.scrollViewDidEndScrollingAnimation(_:)`): the
    /// view's clock passed the end of ``CollectionView/setContentOffset(_:animated:timing:frameRate:)``
    /// with `animated: true`, uninterrupted. A fling ends decelerating instead and does not call it.
    func scrollViewDidEndScrollingAnimation(_ scrollView: CollectionView)
    /// A fling starts to coast (`UIScrollViewDelegate.scrollViewWillBeginDecelerating(_:)`): called by
    /// ``CollectionView/fling(withVelocity:proposedContentOffset:timing:frameRate:)`` once the
    /// deceleration is built, before its first frame's ``scrollViewDidScroll(_:)``; not for a fling
    /// of no duration.
    func scrollViewWillBeginDecelerating(_ scrollView: CollectionView)
    /// A fling came to rest (`UIScrollViewDelegate.scrollViewDidEndDecelerating(_:)`): the view's
    /// clock passed the end of the deceleration, uninterrupted, after its last frame's
    /// ``scrollViewDidScroll(_:)``. Where paging code reads the page it stopped on.
    func scrollViewDidEndDecelerating(_ scrollView: CollectionView)
    /// A finger starts to drag the content (`UIScrollViewDelegate.scrollViewWillBeginDragging(_:)`),
    /// with ``CollectionView/isDragging`` and ``CollectionView/isTracking`` true: the first call of
    /// ``CollectionView/drag(by:endingWithVelocity:timing:frameRate:)`` and
    /// ``CollectionView/fling(withVelocity:proposedContentOffset:timing:frameRate:)``.
    func scrollViewWillBeginDragging(_ scrollView: CollectionView)
    /// The finger lifts (`UIScrollViewDelegate.scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`):
    /// `velocity` in points per millisecond, `targetContentOffset.pointee` the layout's
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` answer. Write another
    /// offset there to make the scroll end at it (a carousel snapping to a page); it is kept
    /// inside the content.
    func scrollViewWillEndDragging(_ scrollView: CollectionView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended (`UIScrollViewDelegate.scrollViewDidEndDragging(_:willDecelerate:)`):
    /// `decelerate` is `true` when the content goes on to coast to a target elsewhere
    /// (``scrollViewWillBeginDecelerating(_:)`` follows), `false` when it stays where it is.
    func scrollViewDidEndDragging(_ scrollView: CollectionView, willDecelerate decelerate: Bool)

    /// The context menu for a long press on one item (iOS 13, deprecated in iOS 16), or `nil` for
    /// none. Asked by the iOS 16 method's default; see `ContextMenus/`.
    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> ContextMenuConfiguration?
    /// The context menu for a long press on items (iOS 16): the item pressed, every selected item
    /// when it is one of several selected, or none for empty space. The view asks only this one;
    /// its default asks the iOS 13 method for a single item and answers `nil` otherwise.
    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> ContextMenuConfiguration?
    /// A context menu is about to show.
    func collectionView(_ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
                        animator: (any ContextMenuInteractionAnimating)?)
    /// A context menu is going away.
    func collectionView(_ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
                        animator: (any ContextMenuInteractionAnimating)?)
}

extension CollectionViewDelegate {
    /// Does nothing, as UIKit when the delegate does not implement it.
    public func scrollViewDidScroll(_ scrollView: CollectionView) {}

    /// Does nothing, as UIKit when the delegate does not implement it.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: CollectionView) {}

    /// Does nothing, as UIKit when the delegate does not implement it.
    public func scrollViewWillBeginDecelerating(_ scrollView: CollectionView) {}

    /// Does nothing, as UIKit when the delegate does not implement it.
    public func scrollViewDidEndDecelerating(_ scrollView: CollectionView) {}

    /// The interpolating ``CollectionViewTransitionLayout`` between the two layouts, as UIKit
    /// creates when the delegate does not implement the method.
    public func collectionView(_ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
                               newLayout toLayout: CollectionViewLayout) -> CollectionViewTransitionLayout {
        CollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
}
