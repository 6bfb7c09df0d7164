import CollectionViewSimulator

/// UIKit's `NSLayoutConstraint`: the simulator's ``CollectionViewSimulator/LayoutConstraint``,
/// stored and checked as UIKit checks it, never solved.
public typealias NSLayoutConstraint = LayoutConstraint

/// UIKit's `NSLayoutAnchor`: the simulator's ``CollectionViewSimulator/LayoutAnchor``.
public typealias NSLayoutAnchor = LayoutAnchor

/// UIKit's `NSLayoutXAxisAnchor`: the simulator's ``CollectionViewSimulator/LayoutXAxisAnchor``.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor

/// UIKit's `NSLayoutYAxisAnchor`: the simulator's ``CollectionViewSimulator/LayoutYAxisAnchor``.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor

/// UIKit's `NSLayoutDimension`: the simulator's ``CollectionViewSimulator/LayoutDimension``.
public typealias NSLayoutDimension = LayoutDimension

/// UIKit's `UILayoutGuide`: the simulator's ``CollectionViewSimulator/LayoutGuide``.
public typealias UILayoutGuide = LayoutGuide
