import Foundation

/// Why a step of an interactive movement was refused.
public enum InteractiveMovementError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The target index path the layout and the delegate chose for the dragged item (at
    /// `movingItem`) names no place in the view's counts: within its own section it must name an
    /// item, in another section an item or the slot after the last one. UIKit raises for it.
    case targetOutOfRange(IndexPath, movingItem: IndexPath, itemCounts: [Int])

    /// The message: what is wrong and where.
    public var description: String {
        switch self {
        case let .targetOutOfRange(target, moving, counts):
            let where_ = target.count == 2 && counts.indices.contains(target.section)
                ? "section \(target.section) contains \(counts[target.section]) items"
                : "the collection view has \(counts.count) sections"
            return "the target index path \(Self.name(target)) for the interactively moving item \(Self.name(moving)) "
                + "is out of range: \(where_)"
        }
    }

    private static func name(_ indexPath: IndexPath) -> String {
        indexPath.count == 2 ? "\(indexPath.section)-\(indexPath.item)" : "\(indexPath)"
    }
}
