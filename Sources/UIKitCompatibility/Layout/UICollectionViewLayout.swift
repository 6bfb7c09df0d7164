import CollectionViewSimulator

/// UIKit's `UICollectionViewLayout`: the open base class
/// ``CollectionViewSimulator/CollectionViewLayout``, with UIKit's method names and signatures.
///
/// Subclass it, override `prepare()`, `collectionViewContentSize`,
/// `layoutAttributesForElements(in:)` and the update hooks, and call `super` as in UIKit.
public typealias UICollectionViewLayout = CollectionViewLayout
