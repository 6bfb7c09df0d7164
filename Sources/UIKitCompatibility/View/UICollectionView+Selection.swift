import CollectionViewSimulator

/// The delegate calls of a simulated touch; UIKit has no type for them (the simulator's trace).
public typealias UICollectionViewDelegateCall = CollectionViewDelegateCall
