import Foundation

/// One update as UIKit hands it to a layout's `prepare(forCollectionViewUpdates:)`: the value twin
/// of `UICollectionViewUpdateItem`.
///
/// Field values follow UIKit: an insert has no index path before the update, a delete none after;
/// a reload's index path after the update is where its decomposed insert lands; a section operation
/// uses `IndexPath(item: NSNotFound, section: s)`, so layouts can test
/// `indexPathBeforeUpdate?.item == NSNotFound` as they do in UIKit.
public struct CollectionViewUpdateItem: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The kind of update: `UICollectionViewUpdateItem.Action`, with UIKit's raw values.
    public enum Action: Int, Sendable, Hashable, Codable, CustomStringConvertible {
        case insert = 0
        case delete = 1
        case reload = 2
        case move = 3
        /// Never produced for batch updates; present because UIKit's enumeration has it.
        case none = 4

        public var description: String {
            switch self {
            case .insert: "insert"
            case .delete: "delete"
            case .reload: "reload"
            case .move: "move"
            case .none: "none"
            }
        }
    }

    /// The index path before the update; `nil` for an insert.
    public let indexPathBeforeUpdate: IndexPath?
    /// The index path after the update; `nil` for a delete.
    public let indexPathAfterUpdate: IndexPath?
    /// What the update does.
    public let updateAction: Action

    /// Creates an update item.
    public init(indexPathBeforeUpdate: IndexPath?, indexPathAfterUpdate: IndexPath?, updateAction: Action) {
        self.indexPathBeforeUpdate = indexPathBeforeUpdate
        self.indexPathAfterUpdate = indexPathAfterUpdate
        self.updateAction = updateAction
    }

    /// Whether the item updates a whole section (its item is `NSNotFound`).
    public var isSectionUpdate: Bool {
        (indexPathBeforeUpdate ?? indexPathAfterUpdate)?.last == NSNotFound
    }

    /// The compact syntax of the update: `insert 0-1`, `delete section 2`, `move 0-1 -> 0-4`,
    /// `reload 0-3 -> 0-2` (a reload names where its insert lands).
    public var description: String {
        let section = isSectionUpdate
        func name(_ indexPath: IndexPath?) -> String {
            guard let indexPath else { return "nil" }
            return section ? String(indexPath[0]) : indexPath.compactDescription
        }
        let subject = section ? "section " : ""
        let before = name(indexPathBeforeUpdate)
        let after = name(indexPathAfterUpdate)
        switch updateAction {
        case .insert: return "insert \(subject)\(after)"
        case .delete: return "delete \(subject)\(before)"
        case .move: return "move \(subject)\(before) -> \(after)"
        case .reload where before == after: return "reload \(subject)\(before)"
        case .reload: return "reload \(subject)\(before) -> \(after)"
        case .none: return "none \(subject)\(before) -> \(after)"
        }
    }
}
