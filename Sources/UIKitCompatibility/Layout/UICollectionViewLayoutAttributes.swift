import CollectionViewSimulator

/// UIKit's `UICollectionViewLayoutAttributes`: the open class
/// ``CollectionViewSimulator/CollectionViewLayoutAttributes``.
///
/// `copy() as? UICollectionViewLayoutAttributes`, `transform` (a ``CGAffineTransform``) and
/// `transform3D` (a ``CATransform3D``) work as in UIKit on Linux.
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
