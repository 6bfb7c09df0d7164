import BatchUpdates

/// UIKit's `UICollectionViewUpdateItem`: the value ``BatchUpdates/CollectionViewUpdateItem`` a
/// layout receives in `prepare(forCollectionViewUpdates:)`.
///
/// `UICollectionViewUpdateItem.Action` and its cases (`.insert`, `.delete`, `.reload`, `.move`,
/// `.none`) have UIKit's raw values:
///
/// ```swift
/// let inserted = updateItems.compactMap { $0.updateAction == .insert ? $0.indexPathAfterUpdate : nil }
/// ```
public typealias UICollectionViewUpdateItem = CollectionViewUpdateItem
