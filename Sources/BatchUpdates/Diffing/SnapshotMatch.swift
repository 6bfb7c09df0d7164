import Foundation

/// Which sections and items of two snapshots are the same, found by hashing identifiers
/// (Heckel's symbol table): everything after this step works on integer indexes only.
///
/// Items are numbered globally, section after section (`offsets[s]` is the global index of
/// section `s`'s first item), so one flat array per side holds the whole map. Building costs one
/// hash insert per old item and one look-up per new item: linear expected time and memory.
///
/// `@usableFromInline`, its matching `@inlinable` (`SnapshotMatch+Identifiers.swift`): hashing is
/// the only work generic over the identifier types, and unspecialised it took 93% of the diff's
/// time at 1M items (`batchsim-bench diff` under `perf`: value-witness copies and generic
/// dictionary look-ups). Inlinable, the caller's module specialises it for its identifiers.
@usableFromInline
struct SnapshotMatch {
    /// Prefix sums of the item counts: `oldOffsets[s]` is the global index of old section `s`'s
    /// first item; the last entry is the number of old items.
    @usableFromInline var oldOffsets: [Int]
    /// Prefix sums of the new item counts.
    @usableFromInline var newOffsets: [Int]
    /// For each old section, its new index, or -1 when deleted.
    @usableFromInline var sectionNewForOld: [Int]
    /// For each new section, its old index, or -1 when inserted.
    @usableFromInline var sectionOldForNew: [Int]
    /// For each old item (global), its new global index, or -1 when deleted.
    @usableFromInline var itemNewForOld: [Int]
    /// For each new item (global), its old global index, or -1 when inserted.
    @usableFromInline var itemOldForNew: [Int]
    /// Old global indexes of surviving items whose content changed, ascending.
    @usableFromInline var changedItems: [Int]
    /// New indexes of surviving sections whose content changed, ascending.
    @usableFromInline var changedSections: [Int]
    /// Pairs matched by `==` whose hashes differ, in new order; empty unless the match was asked
    /// to check hashes.
    @usableFromInline var hashMismatches: [HashMismatch]

    /// Whether an item can be in both snapshots: `false` when one of them has no items (every
    /// item new, or every item gone), and then the planner skips its loops over survivors.
    var bothSidesHaveItems: Bool { !itemNewForOld.isEmpty && !itemOldForNew.isEmpty }

    var oldSectionCount: Int { oldOffsets.count - 1 }
    var newSectionCount: Int { newOffsets.count - 1 }

    /// The old items of old section `s`, as a range of global indexes.
    func oldItems(inSection s: Int) -> Range<Int> { oldOffsets[s]..<oldOffsets[s + 1] }
    /// The new items of new section `t`, as a range of global indexes.
    func newItems(inSection t: Int) -> Range<Int> { newOffsets[t]..<newOffsets[t + 1] }

    /// The old section holding old global item `g` (binary search over the offsets).
    func oldSection(ofItem g: Int) -> Int { Self.section(ofItem: g, offsets: oldOffsets) }
    /// The new section holding new global item `j`.
    func newSection(ofItem j: Int) -> Int { Self.section(ofItem: j, offsets: newOffsets) }

    /// The index path of global item `g` in a snapshot with these offsets.
    @inlinable
    static func indexPath(ofItem g: Int, offsets: [Int]) -> IndexPath {
        let section = section(ofItem: g, offsets: offsets)
        return IndexPath(item: g - offsets[section], section: section)
    }

    /// The last section whose first global index is at most `g`: the non-empty section holding it.
    @inlinable
    static func section(ofItem g: Int, offsets: [Int]) -> Int {
        var low = 0
        var high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] <= g { low = middle + 1 } else { high = middle }
        }
        return low - 1
    }

    /// Prefix sums of the sections' item counts, with the total last.
    @inlinable
    static func offsets<S, I>(_ sections: [SnapshotSection<S, I>]) -> [Int] {
        var offsets = [0]
        offsets.reserveCapacity(sections.count + 1)
        for section in sections { offsets.append(offsets[offsets.count - 1] + section.items.count) }
        return offsets
    }
}
