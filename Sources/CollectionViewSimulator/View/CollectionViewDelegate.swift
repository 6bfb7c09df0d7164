import Foundation

/// The collection view's delegate: the twin of `UICollectionViewDelegate`.
///
/// A layout finds its layout-specific delegate through it the way UIKit's flow layout does
/// (`collectionView.delegate as? UICollectionViewDelegateFlowLayout`). Every method has a default,
/// as UIKit's optional ones do.
public protocol CollectionViewDelegate: AnyObject {
    /// The layout an interactive transition from `fromLayout` to `toLayout` uses, as UIKit's
    /// `collectionView(_:transitionLayoutForOldLayout:newLayout:)`: return a
    /// ``CollectionViewTransitionLayout`` subclass to place the elements yourself. Asked once by
    /// ``CollectionView/startInteractiveTransition(to:completion:)``; the default returns the
    /// interpolating ``CollectionViewTransitionLayout``.
    func collectionView(_ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
                        newLayout toLayout: CollectionViewLayout) -> CollectionViewTransitionLayout
}

extension CollectionViewDelegate {
    /// The interpolating ``CollectionViewTransitionLayout`` between the two layouts, as UIKit
    /// creates when the delegate does not implement the method.
    public func collectionView(_ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
                               newLayout toLayout: CollectionViewLayout) -> CollectionViewTransitionLayout {
        CollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
}
