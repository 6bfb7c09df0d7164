import CollectionViewSimulator

/// UIKit's `UINavigationController`: the simulator's
/// ``CollectionViewSimulator/NavigationController`` (a stack of screens; nothing animates).
public typealias UINavigationController = NavigationController

/// UIKit's `UINavigationBar`: the simulator's ``CollectionViewSimulator/NavigationBar``.
public typealias UINavigationBar = NavigationBar

/// UIKit's `UINavigationItem`: the simulator's ``CollectionViewSimulator/NavigationItem``.
public typealias UINavigationItem = NavigationItem

/// UIKit's `UIBarButtonItem`: the simulator's ``CollectionViewSimulator/BarButtonItem`` (a test
/// taps with ``CollectionViewSimulator/BarButtonItem/tap()``).
public typealias UIBarButtonItem = BarButtonItem
