import Foundation

/// One operation recorded inside a batch update: one of UIKit's eight update calls, for one index
/// path or one section.
///
/// `insertItems(at: [a, b])` records two `.insertItem` operations; the order of operations never
/// matters, as in UIKit. The description is the compact syntax that scenario files and `batchsim`
/// use (`insert 0-1`, `move 0-1 -> 0-4`, `delete section 2`, `move section 1 -> 3`), with index
/// paths written `section-item`.
public enum BatchOperation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// `insertItems(at:)`: an item inserted at its index path after the update.
    case insertItem(IndexPath)
    /// `deleteItems(at:)`: an item deleted at its index path before the update.
    case deleteItem(IndexPath)
    /// `reloadItems(at:)`: an item reloaded, named by its index path before the update.
    case reloadItem(IndexPath)
    /// `moveItem(at:to:)`: an item moved from its index path before the update to its index path
    /// after the update.
    case moveItem(from: IndexPath, to: IndexPath)
    /// `insertSections(_:)`: a section inserted at its index after the update.
    case insertSection(Int)
    /// `deleteSections(_:)`: a section deleted at its index before the update.
    case deleteSection(Int)
    /// `reloadSections(_:)`: a section reloaded, named by its index before the update.
    case reloadSection(Int)
    /// `moveSection(_:toSection:)`: a section moved from its index before the update to its index
    /// after the update.
    case moveSection(from: Int, to: Int)

    /// Whether the operation acts on a whole section.
    public var isSectionOperation: Bool {
        switch self {
        case .insertSection, .deleteSection, .reloadSection, .moveSection: true
        case .insertItem, .deleteItem, .reloadItem, .moveItem: false
        }
    }

    public var description: String {
        switch self {
        case .insertItem(let indexPath): "insert \(indexPath.compactDescription)"
        case .deleteItem(let indexPath): "delete \(indexPath.compactDescription)"
        case .reloadItem(let indexPath): "reload \(indexPath.compactDescription)"
        case .moveItem(let from, let to): "move \(from.compactDescription) -> \(to.compactDescription)"
        case .insertSection(let section): "insert section \(section)"
        case .deleteSection(let section): "delete section \(section)"
        case .reloadSection(let section): "reload section \(section)"
        case .moveSection(let from, let to): "move section \(from) -> \(to)"
        }
    }
}

extension IndexPath {
    /// The index path as `section-item` (`0-4`), the form of the compact operation syntax; an index
    /// path that is not two indices long prints its indices joined by `-`.
    public var compactDescription: String {
        map(String.init).joined(separator: "-")
    }
}
