/// An old item and a new item that are equal (`==`) but whose hashes differ, by their global
/// indexes (items numbered section after section): what a diffable data source's apply raises
/// for (see ``SnapshotMatch/init(old:new:changedItems:changedSections:checkingHashes:)``).
@usableFromInline
package struct HashMismatch: Sendable, Equatable {
    /// The old item's global index.
    @usableFromInline package let old: Int
    /// The new item's global index.
    @usableFromInline package let new: Int

    @inlinable
    package init(old: Int, new: Int) {
        self.old = old
        self.new = new
    }
}
