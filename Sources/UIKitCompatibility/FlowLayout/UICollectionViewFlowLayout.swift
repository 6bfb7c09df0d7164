import CollectionViewSimulator

/// UIKit's `UICollectionViewFlowLayout`: ``CollectionViewSimulator/CollectionViewFlowLayout``.
///
/// Its properties keep UIKit's names and types: `scrollDirection` is a
/// `UICollectionView.ScrollDirection`, `sectionInset` a ``UIEdgeInsets``, and
/// `UICollectionViewFlowLayout.automaticSize` is available.
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
