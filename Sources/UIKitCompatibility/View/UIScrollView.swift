import CollectionViewSimulator

/// UIKit's `UIScrollView`, as far as layouts name it: the simulated collection view, so that
/// `UIScrollView.DecelerationRate.fast` and `collectionView.decelerationRate` resolve.
///
/// ```swift
/// collectionView?.decelerationRate = UIScrollView.DecelerationRate.fast
/// ```
public typealias UIScrollView = CollectionView
