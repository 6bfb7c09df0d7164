import CollectionViewSimulator

/// UIKit's `UIView`: the simulator's ``CollectionViewSimulator/View`` (geometry, alpha, transform,
/// colours and a ``CollectionViewSimulator/Layer`` with `CALayer`'s geometry; nothing is drawn).
public typealias UIView = View

/// UIKit's `UIColor`: the simulator's ``CollectionViewSimulator/Color``, a value a custom
/// attributes class can carry and a cell's `apply(_:)` can set.
///
/// ```swift
/// attributes.color = UIColor(white: 0.9, alpha: 1)
/// ```
public typealias UIColor = Color

/// UIKit's `UICollectionReusableView`: the simulator's
/// ``CollectionViewSimulator/CollectionReusableView``, the base of cells, supplementary and
/// decoration views.
public typealias UICollectionReusableView = CollectionReusableView

/// UIKit's `UICollectionViewCell`: the simulator's ``CollectionViewSimulator/CollectionViewCell``.
public typealias UICollectionViewCell = CollectionViewCell

/// UIKit's `UIWindow`: the simulator's ``CollectionViewSimulator/Window``.
public typealias UIWindow = Window

/// UIKit's `UILayoutPriority`: ``CollectionViewSimulator/LayoutPriority``, with `.required`,
/// `.defaultHigh`, `.defaultLow` and `.fittingSizeLevel`.
public typealias UILayoutPriority = LayoutPriority
