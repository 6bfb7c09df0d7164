import CollectionViewSimulator

/// UIKit's `UICollectionViewTransitionLayout`: the interpolating layout
/// ``CollectionViewSimulator/CollectionViewTransitionLayout`` used by interactive transitions.
public typealias UICollectionViewTransitionLayout = CollectionViewTransitionLayout
