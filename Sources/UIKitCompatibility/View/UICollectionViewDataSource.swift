import CollectionViewSimulator

/// UIKit's `UICollectionViewDataSource`: ``CollectionViewSimulator/CollectionViewDataSource``, with
/// the counts, `collectionView(_:cellForItemAt:)` and the supplementary view method. A ported data
/// source keeps its methods; the cell method may be left out (a plain cell stands in).
public typealias UICollectionViewDataSource = CollectionViewDataSource

/// UIKit's `UICollectionViewDataSourcePrefetching`:
/// ``CollectionViewSimulator/CollectionViewDataSourcePrefetching``, stored as the view's
/// `prefetchDataSource` and never called by the simulator.
public typealias UICollectionViewDataSourcePrefetching = CollectionViewDataSourcePrefetching
