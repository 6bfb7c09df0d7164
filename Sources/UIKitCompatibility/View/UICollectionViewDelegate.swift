import CollectionViewSimulator

/// UIKit's `UICollectionViewDelegate`: ``CollectionViewSimulator/CollectionViewDelegate``, which a
/// layout reaches through `collectionView?.delegate as? MyDelegate`.
public typealias UICollectionViewDelegate = CollectionViewDelegate
