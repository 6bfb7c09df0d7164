import Foundation

/// The outline's methods that UIKit raises in, with UIKit's non-throwing signatures (each takes
/// the caller's location after UIKit's parameters, defaulted, for the exception's call site).
extension DiffableDataSourceSectionSnapshot {
    /// Adds items at the end of `parent`'s children, or of the roots (duplicates or an unknown parent raise).
    ///
    /// UIKit's signature: where UIKit raises, the outline stays as it was and a ``UIKitException``
    /// is raised at the call site; ``throwing`` has the twin that throws.
    ///
    /// - Parameters:
    ///   - items: The items to add.
    ///   - parent: The parent; the roots when `nil`.
    ///   - fileID: The caller's `#fileID` (defaulted), kept in a raised exception.
    ///   - filePath: The caller's `#filePath` (defaulted).
    ///   - line: The caller's `#line` (defaulted).
    ///   - column: The caller's `#column` (defaulted).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil,
                                fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                line: UInt = #line, column: UInt = #column) {
        UIKitException.raising((), fileID: fileID, filePath: filePath, line: line, column: column) {
            try append(checked: items, to: parent)
        }
    }

    /// Inserts items as siblings before `item` (duplicates or an unknown `item` raise).
    ///
    /// UIKit's signature: where UIKit raises, the outline stays as it was and a ``UIKitException``
    /// is raised at the call site; ``throwing`` has the twin that throws.
    ///
    /// - Parameters:
    ///   - items: The items to insert.
    ///   - item: The sibling they go next to.
    ///   - fileID: The caller's `#fileID` (defaulted), kept in a raised exception.
    ///   - filePath: The caller's `#filePath` (defaulted).
    ///   - line: The caller's `#line` (defaulted).
    ///   - column: The caller's `#column` (defaulted).
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType,
                                fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                line: UInt = #line, column: UInt = #column) {
        UIKitException.raising((), fileID: fileID, filePath: filePath, line: line, column: column) {
            try insert(checked: items, before: item)
        }
    }

    /// Inserts items as siblings after `item` (duplicates or an unknown `item` raise).
    ///
    /// UIKit's signature: where UIKit raises, the outline stays as it was and a ``UIKitException``
    /// is raised at the call site; ``throwing`` has the twin that throws.
    ///
    /// - Parameters:
    ///   - items: The items to insert.
    ///   - item: The sibling they go next to.
    ///   - fileID: The caller's `#fileID` (defaulted), kept in a raised exception.
    ///   - filePath: The caller's `#filePath` (defaulted).
    ///   - line: The caller's `#line` (defaulted).
    ///   - column: The caller's `#column` (defaulted).
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType,
                                fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                line: UInt = #line, column: UInt = #column) {
        UIKitException.raising((), fileID: fileID, filePath: filePath, line: line, column: column) {
            try insert(checked: items, after: item)
        }
    }

    /// The outline below `parent`, with `parent` as its one root when `includingParent` (an unknown parent raises).
    ///
    /// UIKit's signature: where UIKit raises, the outline stays as it was and a ``UIKitException``
    /// is raised at the call site; ``throwing`` has the twin that throws.
    ///
    /// - Parameters:
    ///   - parent: The item whose descendants to copy.
    ///   - includingParent: Whether `parent` is the copy's one root.
    ///   - fileID: The caller's `#fileID` (defaulted), kept in a raised exception.
    ///   - filePath: The caller's `#filePath` (defaulted).
    ///   - line: The caller's `#line` (defaulted).
    ///   - column: The caller's `#column` (defaulted).
    /// - Returns: The copy; an empty outline after a raise.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false,
                         fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                         line: UInt = #line, column: UInt = #column) -> Self {
        UIKitException.raising(Self(), fileID: fileID, filePath: filePath, line: line, column: column) {
            try snapshot(checkedOf: parent, includingParent: includingParent)
        }
    }
}
