import Foundation

/// Why two snapshots cannot be diffed: an identifier that is not unique.
///
/// Identity is the only thing a diff can go by: an identifier that appears twice makes "where did
/// it go" ambiguous, which UIKit's diffable data source reports as "supplied item identifiers are
/// not unique" and IGListKit asserts on (IGListKit #1147). The error names the identifier, the
/// snapshot, and both places it appears, so the caller can find the data that produced it.
public enum SnapshotDiffError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Which of the two snapshots holds the duplicate.
    public enum Snapshot: String, Sendable, Hashable {
        /// The snapshot before the update.
        case old
        /// The snapshot after the update.
        case new
    }

    /// A section identifier appears twice. `identifier` is the identifier as Swift's
    /// `String(reflecting:)` prints it (strings in quotes); `first` and `second` are the two
    /// section indexes, ascending.
    case duplicateSection(identifier: String, snapshot: Snapshot, first: Int, second: Int)

    /// An item identifier appears twice, in one section or in two. `first` and `second` are the
    /// two index paths, in snapshot order.
    case duplicateItem(identifier: String, snapshot: Snapshot, first: IndexPath, second: IndexPath)

    /// The message: the identifier, the snapshot, and both positions (`section-item` for items).
    public var description: String {
        switch self {
        case .duplicateSection(let identifier, let snapshot, let first, let second):
            "section identifier \(identifier) appears twice in the \(snapshot.rawValue) snapshot: at section \(first) and at section \(second)"
        case .duplicateItem(let identifier, let snapshot, let first, let second):
            "item identifier \(identifier) appears twice in the \(snapshot.rawValue) snapshot: at index path \(first.compactDescription) and at index path \(second.compactDescription)"
        }
    }
}
