import Foundation

/// Why a snapshot change is rejected: what UIKit's `NSDiffableDataSourceSnapshot` raises an
/// exception for, as an error the caller can catch.
///
/// Each case says whether its text is UIKit's (quoted in public crash reports; Apple documents
/// none of them) or the simulator's own wording for an exception whose text we could not find.
public enum DiffableSnapshotError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Identifiers added that are already in the snapshot, or twice in one call. UIKit's text as
    /// iOS 13–14 raise it; iOS 15 and later log a warning and move the existing items instead
    /// (``DuplicateItemIdentifierPolicy/moveExisting``).
    case duplicateItemIdentifiers([String])
    /// Section identifiers added that are already in the snapshot, or twice in one call (UIKit's
    /// wording for items, applied to sections: the section text was not found).
    case duplicateSectionIdentifiers([String])
    /// Identifiers added to a section snapshot (an outline) that it already holds. UIKit's text.
    case duplicateOutlineItems([String])
    /// Items appended to a snapshot without sections. UIKit's text.
    case noSections
    /// A section identifier the snapshot does not hold (the simulator's wording).
    case unknownSectionIdentifier(String, operation: String)
    /// An item identifier the snapshot does not hold (the simulator's wording).
    case unknownItemIdentifier(String, operation: String)
    /// An item or section moved relative to itself (the simulator's wording).
    case movedRelativeToItself(String, operation: String)

    /// The message.
    public var description: String {
        switch self {
        case .duplicateItemIdentifiers(let identifiers):
            "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\(identifiers.joined(separator: ", ")))}"
        case .duplicateSectionIdentifiers(let identifiers):
            "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\(identifiers.joined(separator: ", ")))}"
        case .duplicateOutlineItems(let identifiers):
            "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\(identifiers.joined(separator: ", ")))}"
        case .noSections:
            "There are currently no sections in the data source. Please add a section first."
        case .unknownSectionIdentifier(let identifier, let operation):
            "\(operation): section identifier \(identifier) does not exist in the snapshot"
        case .unknownItemIdentifier(let identifier, let operation):
            "\(operation): item identifier \(identifier) does not exist in the snapshot"
        case .movedRelativeToItself(let identifier, let operation):
            "\(operation): identifier \(identifier) cannot be moved relative to itself"
        }
    }
}
