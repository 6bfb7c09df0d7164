import Foundation

/// Why a simulated swipe or long press on an item was refused. An item that does not exist is
/// refused as any touch is, with ``SelectionError/itemOutOfRange(_:itemCounts:)``.
public enum ItemGestureError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The item exists but has no cell on screen: a finger can swipe or press only what it sees.
    /// Scroll to it first.
    case itemNotOnScreen(IndexPath)
    /// The row shows no actions on that edge: the layout is not a list (only list sections have
    /// swipe actions), the list configuration has no provider for the edge, or the provider
    /// returned `nil` or a configuration without actions.
    case noSwipeActions(IndexPath, edge: SwipeEdge)
    /// The row's configuration on that edge has fewer actions than the index asks for.
    case actionOutOfRange(Int, actionCount: Int, IndexPath, edge: SwipeEdge)

    /// The message: what is wrong and where.
    public var description: String {
        switch self {
        case let .itemNotOnScreen(indexPath):
            "cannot swipe or long-press item \(indexPath.section)-\(indexPath.item): it has no cell on screen (scroll to it first)"
        case let .noSwipeActions(indexPath, edge):
            "item \(indexPath.section)-\(indexPath.item) shows no swipe actions on its \(edge) edge"
        case let .actionOutOfRange(index, count, indexPath, edge):
            "no swipe action \(index) on the \(edge) edge of item \(indexPath.section)-\(indexPath.item), which shows \(count)"
        }
    }
}
