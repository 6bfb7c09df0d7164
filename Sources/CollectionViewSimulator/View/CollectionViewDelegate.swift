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
    /// An animated scroll ended (`UIScrollViewDelegate.scrollViewDidEndScrollingAnimation(_:)`): the
    /// view's clock passed the end of ``CollectionView/setContentOffset(_:animated:timing:frameRate:)``
    /// with `animated: true`, uninterrupted. A fling ends decelerating instead and does not call it.
    func scrollViewDidEndScrollingAnimation(_ scrollView: CollectionView)
}

extension CollectionViewDelegate {
    /// Does nothing, as UIKit when the delegate does not implement it.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: CollectionView) {}

    /// The interpolating ``CollectionViewTransitionLayout`` between the two layouts, as UIKit
    /// creates when the delegate does not implement the method.
    public func collectionView(_ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
                               newLayout toLayout: CollectionViewLayout) -> CollectionViewTransitionLayout {
        CollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
}
