import CollectionViewSimulator

/// UIKit's `UICollectionViewLayoutAttributes`: the open class
/// ``CollectionViewSimulator/CollectionViewLayoutAttributes``.
///
/// `copy() as? UICollectionViewLayoutAttributes`, `copy(with:)` and `isEqual(_:)` overrides,
/// `transform` (a `CGAffineTransform`) and `transform3D` (a `CATransform3D`) work as in UIKit: on
/// Linux those are the simulator's transform types; on Apple platforms this module adds twins of the
/// two properties typed as CoreGraphics' and QuartzCore's own.
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
