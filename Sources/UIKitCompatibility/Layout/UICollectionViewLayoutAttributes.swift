import CollectionViewSimulator

/// UIKit's `UICollectionViewLayoutAttributes`: the open class
/// ``CollectionViewSimulator/CollectionViewLayoutAttributes``.
///
/// `copy() as? UICollectionViewLayoutAttributes`, `copy(with:)` and `isEqual(_:)` overrides,
/// `transform` (a `CGAffineTransform`) and `transform3D` (a `CATransform3D`) work as in UIKit: this
/// module adds twins of the simulator's two properties typed as Core Graphics' and Core Animation's
/// (Apple's, or on Linux the shims').
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
