import Foundation

/// What a ``DiffableDataSourceSnapshot`` does when items are appended or inserted that it already
/// holds.
///
/// iOS 13 and 14 raise an exception. iOS 15 and later log a warning instead and move the existing
/// items to where they were added: Apple's documentation says neither; the behaviour is the one
/// UIKit's own console message states ("The existing item identifiers will be moved into place
/// instead"). An identifier repeated within one call has no documented iOS 15 behaviour, so it
/// throws under both policies.
public enum DuplicateItemIdentifierPolicy: Sendable, Hashable, Codable {
    /// Throw ``DiffableSnapshotError/duplicateItemIdentifiers(_:)``, as iOS 13 and 14 raise (the default).
    case raise
    /// Move the items already in the snapshot to where they are added, as iOS 15 and later do.
    case moveExisting
}
