import Foundation

extension SnapshotMatch {
    /// Matches two snapshots by identifier, checking that identifiers are unique.
    ///
    /// Duplicates are looked for in this order: old sections, new sections, old items, new items;
    /// the first found is thrown, with both of its positions.
    ///
    /// - Throws: ``SnapshotDiffError`` naming the first duplicate identifier.
    @inlinable
    init<S, I>(old: [SnapshotSection<S, I>], new: [SnapshotSection<S, I>], changedItems: Set<I>,
               changedSections: Set<S>) throws(SnapshotDiffError) {
        oldOffsets = Self.offsets(old)
        newOffsets = Self.offsets(new)
        (sectionNewForOld, sectionOldForNew) = try Self.matchSections(old: old, new: new)
        let oldTotal = oldOffsets[old.count]
        itemNewForOld = Array(repeating: -1, count: oldTotal)
        itemOldForNew = Array(repeating: -1, count: newOffsets[new.count])
        var table = try Self.oldItemTable(old, offsets: oldOffsets, newItemCount: newOffsets[new.count])
        try Self.matchNewItems(new, cursor: OldItemCursor(old, offsets: oldOffsets), offsets: newOffsets,
                               table: &table, newForOld: &itemNewForOld, oldForNew: &itemOldForNew)
        let itemNewForOld = itemNewForOld
        self.changedItems = changedItems.compactMap { id in
            table[id].flatMap { $0 >= 0 && itemNewForOld[$0] >= 0 ? $0 : nil }
        }.sorted()
        let sectionOldForNew = sectionOldForNew
        self.changedSections = new.indices.filter {
            sectionOldForNew[$0] >= 0 && changedSections.contains(new[$0].id)
        }
    }

    /// Section indexes both ways, or the first duplicate section identifier.
    @inlinable
    static func matchSections<S, I>(old: [SnapshotSection<S, I>], new: [SnapshotSection<S, I>])
    throws(SnapshotDiffError) -> ([Int], [Int]) {
        let oldIndex = try sectionIndex(old, snapshot: .old)
        let newIndex = try sectionIndex(new, snapshot: .new)
        let newForOld = old.map { newIndex[$0.id] ?? -1 }
        let oldForNew = new.map { oldIndex[$0.id] ?? -1 }
        return (newForOld, oldForNew)
    }

    @inlinable
    static func sectionIndex<S, I>(_ sections: [SnapshotSection<S, I>], snapshot: SnapshotDiffError.Snapshot)
    throws(SnapshotDiffError) -> [S: Int] {
        var index: [S: Int] = [:]
        index.reserveCapacity(sections.count)
        for (s, section) in sections.enumerated() {
            if let first = index.updateValue(s, forKey: section.id) {
                throw .duplicateSection(identifier: String(reflecting: section.id), snapshot: snapshot,
                                        first: first, second: s)
            }
        }
        return index
    }

    /// Heckel's symbol table: every old item's global index by identifier. New items that are not
    /// in the old snapshot are added later as `-1 - newIndex`, so that one table also finds
    /// duplicates among inserted items. The table is sized for both snapshots at once: growing it
    /// while new items went in rehashed it, which doubled the cost of a diff where every item is new.
    @inlinable
    static func oldItemTable<S, I>(_ old: [SnapshotSection<S, I>], offsets: [Int], newItemCount: Int)
    throws(SnapshotDiffError) -> [I: Int] {
        var table: [I: Int] = [:]
        table.reserveCapacity(offsets[old.count] + newItemCount)
        var g = 0
        for section in old {
            for id in section.items {
                if let first = table.updateValue(g, forKey: id) {
                    throw .duplicateItem(identifier: String(reflecting: id), snapshot: .old,
                                         first: indexPath(ofItem: first, offsets: offsets),
                                         second: indexPath(ofItem: g, offsets: offsets))
                }
                g += 1
            }
        }
        return table
    }

    /// Matches every new item (by the cursor, else by the table) and links survivors both ways.
    /// An old item matched twice, or a new identifier already added to the table, is a duplicate.
    @inlinable
    static func matchNewItems<S, I>(_ new: [SnapshotSection<S, I>], cursor: OldItemCursor<S, I>, offsets: [Int],
                                    table: inout [I: Int], newForOld: inout [Int],
                                    oldForNew: inout [Int]) throws(SnapshotDiffError) {
        var cursor = cursor
        var j = 0
        for section in new {
            for id in section.items {
                if let entry = cursor.match(id) ?? table[id] {
                    let first = entry >= 0 ? newForOld[entry] : -1 - entry
                    if first >= 0 {
                        throw .duplicateItem(identifier: String(reflecting: id), snapshot: .new,
                                             first: indexPath(ofItem: first, offsets: offsets),
                                             second: indexPath(ofItem: j, offsets: offsets))
                    }
                    newForOld[entry] = j
                    oldForNew[j] = entry
                    cursor.move(after: entry)
                } else {
                    table[id] = -1 - j
                }
                j += 1
            }
        }
    }
}
