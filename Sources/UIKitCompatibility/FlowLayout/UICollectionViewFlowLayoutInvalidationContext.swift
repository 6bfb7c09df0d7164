import CollectionViewSimulator

/// UIKit's `UICollectionViewFlowLayoutInvalidationContext`, with `invalidateFlowLayoutDelegateMetrics`
/// and `invalidateFlowLayoutAttributes` (``CollectionViewSimulator/CollectionViewFlowLayoutInvalidationContext``).
public typealias UICollectionViewFlowLayoutInvalidationContext = CollectionViewFlowLayoutInvalidationContext
