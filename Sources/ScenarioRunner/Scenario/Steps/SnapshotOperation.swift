import BatchUpdates
import TimelineOutput

/// One `NSDiffableDataSourceSnapshot` method call of a `snapshot` step, under UIKit's name:
/// `{"appendItems": ["x"], "toSection": "0"}`, `{"moveItem": "a", "afterItem": "c"}`.
///
/// The call is made when the step runs, on the snapshot the step is building, so a call UIKit
/// raises for (an identifier appended twice, an item or section the snapshot does not hold, an
/// item moved relative to itself) fails the step with UIKit's text.
package enum SnapshotOperation: Sendable, Equatable {
    /// Where an inserted or moved identifier goes relative to another.
    package enum Placement: String, Sendable, Equatable {
        case before, after
    }

    /// `appendSections(_:)`.
    case appendSections([String])
    /// `insertSections(_:beforeSection:)` or `insertSections(_:afterSection:)`.
    case insertSections([String], Placement, section: String)
    /// `deleteSections(_:)`: sections the snapshot does not hold are ignored, as UIKit does.
    case deleteSections([String])
    /// `moveSection(_:beforeSection:)` or `moveSection(_:afterSection:)`.
    case moveSection(String, Placement, section: String)
    /// `reloadSections(_:)`.
    case reloadSections([String])
    /// `appendItems(_:toSection:)`; no section is the last one.
    case appendItems([String], toSection: String?)
    /// `insertItems(_:beforeItem:)` or `insertItems(_:afterItem:)`.
    case insertItems([String], Placement, item: String)
    /// `deleteItems(_:)`: items the snapshot does not hold are ignored, as the package's snapshot does.
    case deleteItems([String])
    /// `moveItem(_:beforeItem:)` or `moveItem(_:afterItem:)`.
    case moveItem(String, Placement, item: String)
    /// `reloadItems(_:)`.
    case reloadItems([String])
    /// `reconfigureItems(_:)`.
    case reconfigureItems([String])

    /// The method's name as UIKit spells it, which is the operation's key in a file.
    package var name: String {
        switch self {
        case .appendSections: "appendSections"
        case .insertSections: "insertSections"
        case .deleteSections: "deleteSections"
        case .moveSection: "moveSection"
        case .reloadSections: "reloadSections"
        case .appendItems: "appendItems"
        case .insertItems: "insertItems"
        case .deleteItems: "deleteItems"
        case .moveItem: "moveItem"
        case .reloadItems: "reloadItems"
        case .reconfigureItems: "reconfigureItems"
        }
    }

    /// Every identifier the operation names, items and sections alike (for the number of
    /// identifiers a step may name, and for the names generated items avoid).
    package var identifiers: [String] {
        switch self {
        case .appendSections(let names), .deleteSections(let names), .reloadSections(let names),
             .deleteItems(let names), .reloadItems(let names), .reconfigureItems(let names): names
        case .insertSections(let names, _, let other), .insertItems(let names, _, let other): names + [other]
        case .moveSection(let name, _, let other), .moveItem(let name, _, let other): [name, other]
        case .appendItems(let names, let section): names + (section.map { [$0] } ?? [])
        }
    }

    /// Makes the call on `snapshot`.
    ///
    /// - Throws: ``DiffableSnapshotError`` where UIKit raises; the snapshot is then unchanged.
    package func apply(to snapshot: inout DiffableDataSourceSnapshot<String, String>) throws(DiffableSnapshotError) {
        switch self {
        case .appendSections(let names): try snapshot.throwing.appendSections(names)
        case .insertSections(let names, .before, let other): try snapshot.throwing.insertSections(names, beforeSection: other)
        case .insertSections(let names, .after, let other): try snapshot.throwing.insertSections(names, afterSection: other)
        case .deleteSections(let names): snapshot.deleteSections(names)
        case .moveSection(let name, .before, let other): try snapshot.throwing.moveSection(name, beforeSection: other)
        case .moveSection(let name, .after, let other): try snapshot.throwing.moveSection(name, afterSection: other)
        case .reloadSections(let names): try snapshot.throwing.reloadSections(names)
        case .appendItems(let names, let section): try snapshot.throwing.appendItems(names, toSection: section)
        case .insertItems(let names, .before, let other): try snapshot.throwing.insertItems(names, beforeItem: other)
        case .insertItems(let names, .after, let other): try snapshot.throwing.insertItems(names, afterItem: other)
        case .deleteItems(let names): snapshot.deleteItems(names)
        case .moveItem(let name, .before, let other): try snapshot.throwing.moveItem(name, beforeItem: other)
        case .moveItem(let name, .after, let other): try snapshot.throwing.moveItem(name, afterItem: other)
        case .reloadItems(let names): try snapshot.throwing.reloadItems(names)
        case .reconfigureItems(let names): try snapshot.throwing.reconfigureItems(names)
        }
    }

    /// The call in one line for timelines: `appendItems [x, y] toSection 0`, `moveItem a afterItem c`.
    package var summary: String {
        func list(_ names: [String]) -> String { "[" + names.joined(separator: ", ") + "]" }
        switch self {
        case .appendSections(let names), .deleteSections(let names), .reloadSections(let names),
             .deleteItems(let names), .reloadItems(let names), .reconfigureItems(let names):
            return "\(name) \(list(names))"
        case .insertSections(let names, let placement, let other): return "\(name) \(list(names)) \(placement.rawValue)Section \(other)"
        case .moveSection(let section, let placement, let other): return "\(name) \(section) \(placement.rawValue)Section \(other)"
        case .appendItems(let names, let section): return "\(name) \(list(names))" + (section.map { " toSection \($0)" } ?? "")
        case .insertItems(let names, let placement, let other): return "\(name) \(list(names)) \(placement.rawValue)Item \(other)"
        case .moveItem(let item, let placement, let other): return "\(name) \(item) \(placement.rawValue)Item \(other)"
        }
    }

    /// The operation as a file writes it: `{"insertItems": ["x"], "beforeItem": "a"}`.
    package var json: String {
        func list(_ names: [String]) -> String { "[" + names.map(JSONOutput.quoted).joined(separator: ", ") + "]" }
        let body: String
        switch self {
        case .appendSections(let names), .deleteSections(let names), .reloadSections(let names),
             .deleteItems(let names), .reloadItems(let names), .reconfigureItems(let names):
            body = list(names)
        case .insertSections(let names, let placement, let other):
            body = "\(list(names)), \"\(placement.rawValue)Section\": \(JSONOutput.quoted(other))"
        case .moveSection(let name, let placement, let other):
            body = "\(JSONOutput.quoted(name)), \"\(placement.rawValue)Section\": \(JSONOutput.quoted(other))"
        case .appendItems(let names, let section):
            body = list(names) + (section.map { ", \"toSection\": \(JSONOutput.quoted($0))" } ?? "")
        case .insertItems(let names, let placement, let other):
            body = "\(list(names)), \"\(placement.rawValue)Item\": \(JSONOutput.quoted(other))"
        case .moveItem(let name, let placement, let other):
            body = "\(JSONOutput.quoted(name)), \"\(placement.rawValue)Item\": \(JSONOutput.quoted(other))"
        }
        return "{ \"\(name)\": \(body) }"
    }
}
