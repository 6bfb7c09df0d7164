import Foundation

/// The snapshot's methods that UIKit raises in, with UIKit's non-throwing signatures (each takes
/// the caller's location after UIKit's parameters, defaulted, for the exception's call site).
extension DiffableDataSourceSnapshot {
    /// Adds sections at the end (duplicates raise).
    ///
    /// UIKit's signature: where UIKit raises, the snapshot stays as it was and a ``UIKitException``
    /// is raised at the call site; ``throwing`` has the twin that throws.
    ///
    /// - Parameters:
    ///   - identifiers: The sections to add.
    ///   - fileID: The caller's `#fileID` (defaulted), kept in a raised exception.
    ///   - filePath: The caller's `#filePath` (defaulted).
    ///   - line: The caller's `#line` (defaulted).
    ///   - column: The caller's `#column` (defaulted).
    public mutating func appendSections(_ identifiers: [SectionIdentifierType],
                                        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                        line: UInt = #line, column: UInt = #column) {
        UIKitException.raising((), fileID: fileID, filePath: filePath, line: line, column: column) {
            try appendSections(checked: identifiers)
        }
    }

    /// Inserts sections before another (duplicates or an unknown `beforeSection` raise).
    ///
    /// UIKit's signature: where UIKit raises, the snapshot stays as it was and a ``UIKitException``
    /// is raised at the call site; ``throwing`` has the twin that throws.
    ///
    /// - Parameters:
    ///   - identifiers: The sections to insert.
    ///   - toIdentifier: The section they go next to.
    ///   - fileID: The caller's `#fileID` (defaulted), kept in a raised exception.
    ///   - filePath: The caller's `#filePath` (defaulted).
    ///   - line: The caller's `#line` (defaulted).
    ///   - column: The caller's `#column` (defaulted).
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType,
                                        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                        line: UInt = #line, column: UInt = #column) {
        UIKitException.raising((), fileID: fileID, filePath: filePath, line: line, column: column) {
            try insertSections(checked: identifiers, beforeSection: toIdentifier)
        }
    }

    /// Inserts sections after another (duplicates or an unknown `afterSection` raise).
    ///
    /// UIKit's signature: where UIKit raises, the snapshot stays as it was and a ``UIKitException``
    /// is raised at the call site; ``throwing`` has the twin that throws.
    ///
    /// - Parameters:
    ///   - identifiers: The sections to insert.
    ///   - toIdentifier: The section they go next to.
    ///   - fileID: The caller's `#fileID` (defaulted), kept in a raised exception.
    ///   - filePath: The caller's `#filePath` (defaulted).
    ///   - line: The caller's `#line` (defaulted).
    ///   - column: The caller's `#column` (defaulted).
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType,
                                        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                        line: UInt = #line, column: UInt = #column) {
        UIKitException.raising((), fileID: fileID, filePath: filePath, line: line, column: column) {
            try insertSections(checked: identifiers, afterSection: toIdentifier)
        }
    }

    /// Moves a section before another (an unknown section or a move relative to itself raises).
    ///
    /// UIKit's signature: where UIKit raises, the snapshot stays as it was and a ``UIKitException``
    /// is raised at the call site; ``throwing`` has the twin that throws.
    ///
    /// - Parameters:
    ///   - identifier: The section to move.
    ///   - toIdentifier: The section it goes next to.
    ///   - fileID: The caller's `#fileID` (defaulted), kept in a raised exception.
    ///   - filePath: The caller's `#filePath` (defaulted).
    ///   - line: The caller's `#line` (defaulted).
    ///   - column: The caller's `#column` (defaulted).
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType,
                                     fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                     line: UInt = #line, column: UInt = #column) {
        UIKitException.raising((), fileID: fileID, filePath: filePath, line: line, column: column) {
            try moveSection(checked: identifier, beforeSection: toIdentifier)
        }
    }

    /// Moves a section after another (an unknown section or a move relative to itself raises).
    ///
    /// UIKit's signature: where UIKit raises, the snapshot stays as it was and a ``UIKitException``
    /// is raised at the call site; ``throwing`` has the twin that throws.
    ///
    /// - Parameters:
    ///   - identifier: The section to move.
    ///   - toIdentifier: The section it goes next to.
    ///   - fileID: The caller's `#fileID` (defaulted), kept in a raised exception.
    ///   - filePath: The caller's `#filePath` (defaulted).
    ///   - line: The caller's `#line` (defaulted).
    ///   - column: The caller's `#column` (defaulted).
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType,
                                     fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                     line: UInt = #line, column: UInt = #column) {
        UIKitException.raising((), fileID: fileID, filePath: filePath, line: line, column: column) {
            try moveSection(checked: identifier, afterSection: toIdentifier)
        }
    }

    /// Marks sections for reload: every item gets a new cell when the snapshot is applied (an unknown section raises).
    ///
    /// UIKit's signature: where UIKit raises, the snapshot stays as it was and a ``UIKitException``
    /// is raised at the call site; ``throwing`` has the twin that throws.
    ///
    /// - Parameters:
    ///   - identifiers: The sections to reload.
    ///   - fileID: The caller's `#fileID` (defaulted), kept in a raised exception.
    ///   - filePath: The caller's `#filePath` (defaulted).
    ///   - line: The caller's `#line` (defaulted).
    ///   - column: The caller's `#column` (defaulted).
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType],
                                        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                        line: UInt = #line, column: UInt = #column) {
        UIKitException.raising((), fileID: fileID, filePath: filePath, line: line, column: column) {
            try reloadSections(checked: identifiers)
        }
    }

    /// Adds items at the end of a section, the last one when `nil` (duplicates, no sections or an unknown section raise).
    ///
    /// UIKit's signature: where UIKit raises, the snapshot stays as it was and a ``UIKitException``
    /// is raised at the call site; ``throwing`` has the twin that throws.
    ///
    /// - Parameters:
    ///   - identifiers: The items to add.
    ///   - sectionIdentifier: The section; the last one when `nil`.
    ///   - fileID: The caller's `#fileID` (defaulted), kept in a raised exception.
    ///   - filePath: The caller's `#filePath` (defaulted).
    ///   - line: The caller's `#line` (defaulted).
    ///   - column: The caller's `#column` (defaulted).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil,
                                     fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                     line: UInt = #line, column: UInt = #column) {
        UIKitException.raising((), fileID: fileID, filePath: filePath, line: line, column: column) {
            try appendItems(checked: identifiers, toSection: sectionIdentifier)
        }
    }

    /// Inserts items before another (duplicates or an unknown `beforeItem` raise).
    ///
    /// UIKit's signature: where UIKit raises, the snapshot stays as it was and a ``UIKitException``
    /// is raised at the call site; ``throwing`` has the twin that throws.
    ///
    /// - Parameters:
    ///   - identifiers: The items to insert.
    ///   - beforeIdentifier: The item they go before.
    ///   - fileID: The caller's `#fileID` (defaulted), kept in a raised exception.
    ///   - filePath: The caller's `#filePath` (defaulted).
    ///   - line: The caller's `#line` (defaulted).
    ///   - column: The caller's `#column` (defaulted).
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType,
                                     fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                     line: UInt = #line, column: UInt = #column) {
        UIKitException.raising((), fileID: fileID, filePath: filePath, line: line, column: column) {
            try insertItems(checked: identifiers, beforeItem: beforeIdentifier)
        }
    }

    /// Inserts items after another (duplicates or an unknown `afterItem` raise).
    ///
    /// UIKit's signature: where UIKit raises, the snapshot stays as it was and a ``UIKitException``
    /// is raised at the call site; ``throwing`` has the twin that throws.
    ///
    /// - Parameters:
    ///   - identifiers: The items to insert.
    ///   - afterIdentifier: The item they go after.
    ///   - fileID: The caller's `#fileID` (defaulted), kept in a raised exception.
    ///   - filePath: The caller's `#filePath` (defaulted).
    ///   - line: The caller's `#line` (defaulted).
    ///   - column: The caller's `#column` (defaulted).
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType,
                                     fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                     line: UInt = #line, column: UInt = #column) {
        UIKitException.raising((), fileID: fileID, filePath: filePath, line: line, column: column) {
            try insertItems(checked: identifiers, afterItem: afterIdentifier)
        }
    }

    /// Moves an item before another, possibly in another section (an unknown item or a move relative to itself raises).
    ///
    /// UIKit's signature: where UIKit raises, the snapshot stays as it was and a ``UIKitException``
    /// is raised at the call site; ``throwing`` has the twin that throws.
    ///
    /// - Parameters:
    ///   - identifier: The item to move.
    ///   - toIdentifier: The item it goes next to.
    ///   - fileID: The caller's `#fileID` (defaulted), kept in a raised exception.
    ///   - filePath: The caller's `#filePath` (defaulted).
    ///   - line: The caller's `#line` (defaulted).
    ///   - column: The caller's `#column` (defaulted).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType,
                                  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                  line: UInt = #line, column: UInt = #column) {
        UIKitException.raising((), fileID: fileID, filePath: filePath, line: line, column: column) {
            try moveItem(checked: identifier, beforeItem: toIdentifier)
        }
    }

    /// Moves an item after another, possibly in another section (an unknown item or a move relative to itself raises).
    ///
    /// UIKit's signature: where UIKit raises, the snapshot stays as it was and a ``UIKitException``
    /// is raised at the call site; ``throwing`` has the twin that throws.
    ///
    /// - Parameters:
    ///   - identifier: The item to move.
    ///   - toIdentifier: The item it goes next to.
    ///   - fileID: The caller's `#fileID` (defaulted), kept in a raised exception.
    ///   - filePath: The caller's `#filePath` (defaulted).
    ///   - line: The caller's `#line` (defaulted).
    ///   - column: The caller's `#column` (defaulted).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType,
                                  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                  line: UInt = #line, column: UInt = #column) {
        UIKitException.raising((), fileID: fileID, filePath: filePath, line: line, column: column) {
            try moveItem(checked: identifier, afterItem: toIdentifier)
        }
    }

    /// Marks items for reload: each gets a new cell, cross-faded, when the snapshot is applied (an unknown item raises).
    ///
    /// UIKit's signature: where UIKit raises, the snapshot stays as it was and a ``UIKitException``
    /// is raised at the call site; ``throwing`` has the twin that throws.
    ///
    /// - Parameters:
    ///   - identifiers: The items to reload.
    ///   - fileID: The caller's `#fileID` (defaulted), kept in a raised exception.
    ///   - filePath: The caller's `#filePath` (defaulted).
    ///   - line: The caller's `#line` (defaulted).
    ///   - column: The caller's `#column` (defaulted).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType],
                                     fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                     line: UInt = #line, column: UInt = #column) {
        UIKitException.raising((), fileID: fileID, filePath: filePath, line: line, column: column) {
            try reloadItems(checked: identifiers)
        }
    }

    /// Marks items for reconfiguring (iOS 15): each keeps its cell, updated in place, when the snapshot is applied (an unknown item raises).
    ///
    /// UIKit's signature: where UIKit raises, the snapshot stays as it was and a ``UIKitException``
    /// is raised at the call site; ``throwing`` has the twin that throws.
    ///
    /// - Parameters:
    ///   - identifiers: The items to reconfigure.
    ///   - fileID: The caller's `#fileID` (defaulted), kept in a raised exception.
    ///   - filePath: The caller's `#filePath` (defaulted).
    ///   - line: The caller's `#line` (defaulted).
    ///   - column: The caller's `#column` (defaulted).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType],
                                          fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                          line: UInt = #line, column: UInt = #column) {
        UIKitException.raising((), fileID: fileID, filePath: filePath, line: line, column: column) {
            try reconfigureItems(checked: identifiers)
        }
    }

    /// The number of items in a section (an unknown section raises, as on iOS 14 and later).
    ///
    /// UIKit's signature: where UIKit raises, the snapshot stays as it was and a ``UIKitException``
    /// is raised at the call site; ``throwing`` has the twin that throws.
    ///
    /// - Parameters:
    ///   - identifier: The section.
    ///   - fileID: The caller's `#fileID` (defaulted), kept in a raised exception.
    ///   - filePath: The caller's `#filePath` (defaulted).
    ///   - line: The caller's `#line` (defaulted).
    ///   - column: The caller's `#column` (defaulted).
    /// - Returns: The number of items; 0 after a raise.
    public func numberOfItems(inSection identifier: SectionIdentifierType,
                              fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                              line: UInt = #line, column: UInt = #column) -> Int {
        UIKitException.raising(0, fileID: fileID, filePath: filePath, line: line, column: column) {
            try numberOfItems(checkedInSection: identifier)
        }
    }

    /// A section's items (an unknown section raises, as on iOS 14 and later).
    ///
    /// UIKit's signature: where UIKit raises, the snapshot stays as it was and a ``UIKitException``
    /// is raised at the call site; ``throwing`` has the twin that throws.
    ///
    /// - Parameters:
    ///   - identifier: The section.
    ///   - fileID: The caller's `#fileID` (defaulted), kept in a raised exception.
    ///   - filePath: The caller's `#filePath` (defaulted).
    ///   - line: The caller's `#line` (defaulted).
    ///   - column: The caller's `#column` (defaulted).
    /// - Returns: The items; none after a raise.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType,
                                fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                line: UInt = #line, column: UInt = #column) -> [ItemIdentifierType] {
        UIKitException.raising([], fileID: fileID, filePath: filePath, line: line, column: column) {
            try itemIdentifiers(checkedInSection: identifier)
        }
    }
}
