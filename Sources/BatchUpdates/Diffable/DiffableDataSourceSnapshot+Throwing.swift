import Foundation

extension DiffableDataSourceSnapshot {
    /// The snapshot's raising methods as throwing twins, under UIKit's names:
    /// `try snapshot.throwing.appendItems(["fig"])` throws the ``DiffableSnapshotError`` that
    /// `snapshot.appendItems(["fig"])` raises as a ``UIKitException``. Each change is all or
    /// nothing: a throw leaves the snapshot as it was.
    ///
    /// The accessor hands the twin the snapshot's storage for the call (a `_modify` accessor, so
    /// a change does not copy the whole snapshot first, as a getter and setter pair would).
    public var throwing: Throwing {
        get { Throwing(base: self) }
        _modify {
            var twin = Throwing(base: self)
            self = Self()
            defer { self = twin.base }
            yield &twin
        }
    }

    /// The throwing twins of a snapshot's raising methods (see ``DiffableDataSourceSnapshot/throwing``).
    public struct Throwing: Sendable {
        /// The snapshot the twins read and change.
        public var base: DiffableDataSourceSnapshot

        /// Adds sections at the end (duplicates raise).
        /// - Throws: ``DiffableSnapshotError`` where UIKit raises; the snapshot is then unchanged.
        public mutating func appendSections(_ identifiers: [SectionIdentifierType]) throws(DiffableSnapshotError) {
            try base.appendSections(checked: identifiers)
        }

        /// Inserts sections before another (duplicates or an unknown `beforeSection` raise).
        /// - Throws: ``DiffableSnapshotError`` where UIKit raises; the snapshot is then unchanged.
        public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) throws(DiffableSnapshotError) {
            try base.insertSections(checked: identifiers, beforeSection: toIdentifier)
        }

        /// Inserts sections after another (duplicates or an unknown `afterSection` raise).
        /// - Throws: ``DiffableSnapshotError`` where UIKit raises; the snapshot is then unchanged.
        public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) throws(DiffableSnapshotError) {
            try base.insertSections(checked: identifiers, afterSection: toIdentifier)
        }

        /// Moves a section before another (an unknown section or a move relative to itself raises).
        /// - Throws: ``DiffableSnapshotError`` where UIKit raises; the snapshot is then unchanged.
        public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) throws(DiffableSnapshotError) {
            try base.moveSection(checked: identifier, beforeSection: toIdentifier)
        }

        /// Moves a section after another (an unknown section or a move relative to itself raises).
        /// - Throws: ``DiffableSnapshotError`` where UIKit raises; the snapshot is then unchanged.
        public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) throws(DiffableSnapshotError) {
            try base.moveSection(checked: identifier, afterSection: toIdentifier)
        }

        /// Marks sections for reload: every item gets a new cell when the snapshot is applied (an unknown section raises).
        /// - Throws: ``DiffableSnapshotError`` where UIKit raises; the snapshot is then unchanged.
        public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) throws(DiffableSnapshotError) {
            try base.reloadSections(checked: identifiers)
        }

        /// Adds items at the end of a section, the last one when `nil` (duplicates, no sections or an unknown section raise).
        /// - Throws: ``DiffableSnapshotError`` where UIKit raises; the snapshot is then unchanged.
        public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) throws(DiffableSnapshotError) {
            try base.appendItems(checked: identifiers, toSection: sectionIdentifier)
        }

        /// Inserts items before another (duplicates or an unknown `beforeItem` raise).
        /// - Throws: ``DiffableSnapshotError`` where UIKit raises; the snapshot is then unchanged.
        public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) throws(DiffableSnapshotError) {
            try base.insertItems(checked: identifiers, beforeItem: beforeIdentifier)
        }

        /// Inserts items after another (duplicates or an unknown `afterItem` raise).
        /// - Throws: ``DiffableSnapshotError`` where UIKit raises; the snapshot is then unchanged.
        public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) throws(DiffableSnapshotError) {
            try base.insertItems(checked: identifiers, afterItem: afterIdentifier)
        }

        /// Moves an item before another, possibly in another section (an unknown item or a move relative to itself raises).
        /// - Throws: ``DiffableSnapshotError`` where UIKit raises; the snapshot is then unchanged.
        public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) throws(DiffableSnapshotError) {
            try base.moveItem(checked: identifier, beforeItem: toIdentifier)
        }

        /// Moves an item after another, possibly in another section (an unknown item or a move relative to itself raises).
        /// - Throws: ``DiffableSnapshotError`` where UIKit raises; the snapshot is then unchanged.
        public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) throws(DiffableSnapshotError) {
            try base.moveItem(checked: identifier, afterItem: toIdentifier)
        }

        /// Marks items for reload: each gets a new cell, cross-faded, when the snapshot is applied (an unknown item raises).
        /// - Throws: ``DiffableSnapshotError`` where UIKit raises; the snapshot is then unchanged.
        public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) throws(DiffableSnapshotError) {
            try base.reloadItems(checked: identifiers)
        }

        /// Marks items for reconfiguring (iOS 15): each keeps its cell, updated in place, when the snapshot is applied (an unknown item raises).
        /// - Throws: ``DiffableSnapshotError`` where UIKit raises; the snapshot is then unchanged.
        public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) throws(DiffableSnapshotError) {
            try base.reconfigureItems(checked: identifiers)
        }

        /// The number of items in a section (an unknown section raises, as on iOS 14 and later).
        /// - Throws: ``DiffableSnapshotError`` where UIKit raises; the snapshot is then unchanged.
        public func numberOfItems(inSection identifier: SectionIdentifierType) throws(DiffableSnapshotError) -> Int {
            try base.numberOfItems(checkedInSection: identifier)
        }

        /// A section's items (an unknown section raises, as on iOS 14 and later).
        /// - Throws: ``DiffableSnapshotError`` where UIKit raises; the snapshot is then unchanged.
        public func itemIdentifiers(inSection identifier: SectionIdentifierType) throws(DiffableSnapshotError) -> [ItemIdentifierType] {
            try base.itemIdentifiers(checkedInSection: identifier)
        }
    }
}
