import CollectionViewSimulator

/// UIKit's `UIGestureRecognizer`: ``CollectionViewSimulator/GestureRecognizer``, so a handler's
/// `switch gesture.state { case .began: … }` compiles; nothing recognises touches in the simulator.
public typealias UIGestureRecognizer = GestureRecognizer

/// UIKit's `UIPanGestureRecognizer`: ``CollectionViewSimulator/PanGestureRecognizer``, what
/// `collectionView.panGestureRecognizer` returns (`translation(in:)`, `velocity(in:)`, `state`).
public typealias UIPanGestureRecognizer = PanGestureRecognizer
