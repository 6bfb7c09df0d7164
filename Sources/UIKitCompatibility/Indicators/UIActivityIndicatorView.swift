import CollectionViewSimulator

/// UIKit's `UIActivityIndicatorView`: the simulator's ``CollectionViewSimulator/ActivityIndicatorView``
/// (started and stopped as values; nothing spins).
public typealias UIActivityIndicatorView = ActivityIndicatorView
