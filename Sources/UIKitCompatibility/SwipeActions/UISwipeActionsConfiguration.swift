import CollectionViewSimulator

/// UIKit's `UISwipeActionsConfiguration`: the simulator's
/// ``CollectionViewSimulator/SwipeActionsConfiguration`` (a test swipes with
/// ``CollectionViewSimulator/CollectionView/performSwipeAction(at:forItemAt:edge:)``).
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration

/// UIKit's `UIContextualAction`: the simulator's ``CollectionViewSimulator/ContextualAction``.
public typealias UIContextualAction = ContextualAction
