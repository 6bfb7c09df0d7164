import CollectionViewSimulator

/// UIKit's `UICollectionViewDataSource`: the counts the simulated view reads.
///
/// A simulated view has no cells, so only `numberOfSections(in:)` (default 1) and
/// `collectionView(_:numberOfItemsInSection:)` exist; a ported data source drops
/// `collectionView(_:cellForItemAt:)`.
public typealias UICollectionViewDataSource = CollectionViewDataSource
