import CollectionViewSimulator

/// UIKit's `UIViewController`: the simulator's ``CollectionViewSimulator/ViewController`` (a root
/// view and its load and appearance callbacks).
public typealias UIViewController = ViewController

/// UIKit's `UICollectionViewController`: the simulator's
/// ``CollectionViewSimulator/CollectionViewController``.
public typealias UICollectionViewController = CollectionViewController
