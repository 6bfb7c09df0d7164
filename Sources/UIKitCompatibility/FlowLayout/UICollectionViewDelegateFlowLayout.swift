import CollectionViewSimulator

/// UIKit's `UICollectionViewDelegateFlowLayout`: the per-item and per-section sizes, insets and
/// spacings a flow layout asks its view's delegate for
/// (``CollectionViewSimulator/CollectionViewDelegateFlowLayout``).
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
