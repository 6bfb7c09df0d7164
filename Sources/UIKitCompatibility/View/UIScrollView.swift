import CollectionViewSimulator

/// UIKit's `UIScrollView`, as far as layouts name it: the simulated collection view, so that
/// `UIScrollView.DecelerationRate.fast` and `collectionView.decelerationRate` resolve.
///
/// ```swift
/// collectionView?.decelerationRate = UIScrollView.DecelerationRate.fast
/// ```
public typealias UIScrollView = CollectionView

/// UIKit's `UIScrollViewDelegate`, as far as the simulated view calls it: the collection view's
/// delegate protocol, which holds `scrollViewDidScroll(_:)` and `scrollViewDidEndScrollingAnimation(_:)`
/// (UIKit's collection-view delegate inherits the scroll-view delegate).
public typealias UIScrollViewDelegate = CollectionViewDelegate
