import BatchUpdates
import Foundation

/// A step that touches the selection: `{"tap": "0-2"}` (a simulated tap, with its delegate calls),
/// `{"select": "0-2"}` (`selectItem(at:animated:scrollPosition:)`) or `{"deselect": "0-2"}`
/// (`deselectItem(at:animated:)`); neither of the last two calls the delegate, as in UIKit.
package enum SelectionStepSpec: Sendable, Equatable {
    /// `tapItem(at:)`.
    case tap(IndexPath)
    /// `selectItem(at:animated:scrollPosition:)` with no scrolling.
    case select(IndexPath)
    /// `deselectItem(at:animated:)`.
    case deselect(IndexPath)

    /// The step's key in a scenario file.
    package var kindName: String {
        switch self {
        case .tap: "tap"
        case .select: "select"
        case .deselect: "deselect"
        }
    }

    /// The item the step touches.
    package var indexPath: IndexPath {
        switch self {
        case .tap(let indexPath), .select(let indexPath), .deselect(let indexPath): indexPath
        }
    }

    /// Decodes the step of kind `kind` (`tap`, `select` or `deselect`) from its `"S-I"` value.
    ///
    /// - Throws: ``ScenarioError`` naming the value when it is not an item's index path.
    init(kind: String, node: JSONNode) throws(ScenarioError) {
        let indexPath = try Self.indexPath(node)
        switch kind {
        case "tap": self = .tap(indexPath)
        case "select": self = .select(indexPath)
        default: self = .deselect(indexPath)
        }
    }

    /// An item's index path written `"S-I"` (section, item).
    static func indexPath(_ node: JSONNode) throws(ScenarioError) -> IndexPath {
        let text = try node.string()
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let section = parts[0], let item = parts[1], section >= 0, item >= 0 else {
            throw node.error("'\(text)' is not an item's index path", suggestion: "write it \"S-I\", for example \"0-2\"")
        }
        return IndexPath(item: item, section: section)
    }
}
