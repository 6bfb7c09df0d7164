import Foundation

extension DiffableDataSourceSectionSnapshot {
    /// The outline's raising methods as throwing twins, under UIKit's names:
    /// `try outline.throwing.append(["apple"], to: "Fruit")` throws the ``DiffableSnapshotError``
    /// that `outline.append(["apple"], to: "Fruit")` raises as a ``UIKitException``. Each change
    /// is all or nothing. A `_modify` accessor, so that a change does not copy the outline first.
    public var throwing: Throwing {
        get { Throwing(base: self) }
        _modify {
            var twin = Throwing(base: self)
            self = Self()
            defer { self = twin.base }
            yield &twin
        }
    }

    /// The throwing twins of an outline's raising methods (see ``DiffableDataSourceSectionSnapshot/throwing``).
    public struct Throwing: Sendable {
        /// The outline the twins read and change.
        public var base: DiffableDataSourceSectionSnapshot

        /// Adds items at the end of `parent`'s children, or of the roots (duplicates or an unknown parent raise).
        /// - Throws: ``DiffableSnapshotError`` where UIKit raises; the outline is then unchanged.
        public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) throws(DiffableSnapshotError) {
            try base.append(checked: items, to: parent)
        }

        /// Inserts items as siblings before `item` (duplicates or an unknown `item` raise).
        /// - Throws: ``DiffableSnapshotError`` where UIKit raises; the outline is then unchanged.
        public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) throws(DiffableSnapshotError) {
            try base.insert(checked: items, before: item)
        }

        /// Inserts items as siblings after `item` (duplicates or an unknown `item` raise).
        /// - Throws: ``DiffableSnapshotError`` where UIKit raises; the outline is then unchanged.
        public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) throws(DiffableSnapshotError) {
            try base.insert(checked: items, after: item)
        }

        /// The outline below `parent`, with `parent` as its one root when `includingParent` (an unknown parent raises).
        /// - Throws: ``DiffableSnapshotError`` where UIKit raises; the outline is then unchanged.
        public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) throws(DiffableSnapshotError) -> DiffableDataSourceSectionSnapshot {
            try base.snapshot(checkedOf: parent, includingParent: includingParent)
        }
    }
}
