import Foundation

extension SnapshotMatch {
    /// Matches two snapshots by identifier, checking that identifiers are unique.
    ///
    /// Duplicates are looked for in this order: old sections, new sections, old items, new items;
    /// the first found is thrown, with both of its positions.
    ///
    /// Each identifier is hashed at most once. A new item still in its old order, or still at
    /// its old position, is matched by one `==` with the old item after the previous match or
    /// at its position, without hashing, unless
    /// `checkingHashes` asks for the hash of every item: then each such pair whose hashes differ
    /// is listed in ``hashMismatches``.
    ///
    /// - Throws: ``SnapshotDiffError`` naming the first duplicate identifier.
    @inlinable
    init<S, I>(old: [SnapshotSection<S, I>], new: [SnapshotSection<S, I>], changedItems: Set<I>,
               changedSections: Set<S>, checkingHashes: Bool = false) throws(SnapshotDiffError) {
        oldOffsets = Self.offsets(old)
        newOffsets = Self.offsets(new)
        (sectionNewForOld, sectionOldForNew) = try Self.matchSections(old: old, new: new)
        let sectionOldForNew = sectionOldForNew
        self.changedSections = new.indices.filter {
            sectionOldForNew[$0] >= 0 && changedSections.contains(new[$0].id)
        }
        let oldTotal = oldOffsets[old.count]
        let newTotal = newOffsets[new.count]
        if oldTotal == 0 || newTotal == 0 {
            // Every item is new, or every item goes: nothing to match, only the non-empty side
            // to check for duplicates.
            if oldTotal > 0 { try Self.checkUnique(old, offsets: oldOffsets, snapshot: .old) }
            if newTotal > 0 { try Self.checkUnique(new, offsets: newOffsets, snapshot: .new) }
            itemNewForOld = Array(repeating: -1, count: oldTotal)
            itemOldForNew = Array(repeating: -1, count: newTotal)
            self.changedItems = []
            hashMismatches = []
            return
        }
        // One section (the common case) is read in place; several are joined once.
        let oldItems = old.count == 1 ? old[0].items : Self.joinedItems(old, count: oldTotal)
        var newForOld = Array(repeating: -1, count: oldItems.count)
        var oldForNew = Array(repeating: -1, count: newTotal)
        var table = IdentifierTable(capacity: oldItems.count + newTotal)
        let oldHashes = try Self.fillTable(&table, with: oldItems, offsets: oldOffsets, keepingHashes: checkingHashes)
        hashMismatches = try Self.matchNewItems(new, oldItems: oldItems, oldHashes: oldHashes, offsets: newOffsets,
                                                table: &table, newForOld: &newForOld, oldForNew: &oldForNew)
        itemNewForOld = newForOld
        itemOldForNew = oldForNew
        self.changedItems = changedItems.compactMap { id in
            table.find(hash: IdentifierTable.hash(id), where: { $0 >= 0 && oldItems[$0] == id }).flatMap { newForOld[$0] >= 0 ? $0 : nil }
        }.sorted()
    }

    /// The items of every section, one section after another, in an array allocated once at
    /// its final size (`count` items): `flatMap` grows its result by doubling, which copied and
    /// freed the identifiers a dozen times over at 10k items.
    @inlinable
    static func joinedItems<S, I>(_ sections: [SnapshotSection<S, I>], count: Int) -> [I] {
        var items: [I] = []
        items.reserveCapacity(count)
        for section in sections { items.append(contentsOf: section.items) }
        return items
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
        var index = [S: Int](minimumCapacity: sections.count)
        for (s, section) in sections.enumerated() {
            if let first = index.updateValue(s, forKey: section.id) {
                throw .duplicateSection(identifier: String(reflecting: section.id), snapshot: snapshot,
                                        first: first, second: s)
            }
        }
        return index
    }

    /// Throws the first identifier that appears twice among the items of `sections`, with both of
    /// its positions: the duplicate check alone, for a side matched against no items.
    ///
    /// Each identifier is hashed once, all of them first, then the hashes go into a table of
    /// their own (``IdentifierTable/firstRepeat(among:isEqual:)``): its loop then touches no
    /// identifier, so the processor overlaps its cache misses on the table instead of waiting
    /// for each behind the next hash. Identifiers are compared only when their hashes are equal.
    /// (Measured against the diff's table filled from the same hashes: 4–13% faster on diffs
    /// where every item is new or every item goes, 1k–100k items.)
    @inlinable
    static func checkUnique<S, I>(_ sections: [SnapshotSection<S, I>], offsets: [Int],
                                  snapshot: SnapshotDiffError.Snapshot) throws(SnapshotDiffError) {
        let hashes = [Int](unsafeUninitializedCapacity: offsets[sections.count]) { buffer, count in
            for section in sections {
                for id in section.items {
                    buffer[count] = IdentifierTable.hash(id)
                    count += 1
                }
            }
        }
        let repeated = IdentifierTable.firstRepeat(among: hashes) {
            item($0, of: sections, offsets: offsets) == item($1, of: sections, offsets: offsets)
        }
        if let (first, second) = repeated {
            throw .duplicateItem(identifier: String(reflecting: item(second, of: sections, offsets: offsets)),
                                 snapshot: snapshot, first: indexPath(ofItem: first, offsets: offsets),
                                 second: indexPath(ofItem: second, offsets: offsets))
        }
    }

    /// Heckel's symbol table: every old item's global index by identifier. New items that are not
    /// in the old snapshot are added later as `-1 - newIndex`, so that one table also finds
    /// duplicates among inserted items; the table is sized for both snapshots at once. Returns the
    /// old items' hashes when `keepingHashes`, else none.
    @inlinable
    static func fillTable<I: Hashable>(_ table: inout IdentifierTable, with oldItems: [I], offsets: [Int],
                                       keepingHashes: Bool) throws(SnapshotDiffError) -> [Int] {
        let hashes = oldItems.map { IdentifierTable.hash($0) }
        for (g, hash) in hashes.enumerated() {
            if let first = table.insert(g, hash: hash, where: { oldItems[$0] == oldItems[g] }) {
                throw .duplicateItem(identifier: String(reflecting: oldItems[g]), snapshot: .old,
                                     first: indexPath(ofItem: first, offsets: offsets),
                                     second: indexPath(ofItem: g, offsets: offsets))
            }
        }
        return keepingHashes ? hashes : []
    }

    /// Matches every new item (the old item after the previous match when it is equal, else the
    /// old item at the same global position when it is equal, else by the table) and links
    /// survivors both ways. An old item matched twice, or a new identifier already added to the
    /// table, is a duplicate. With `oldHashes` (one per old item), every new item is hashed and
    /// the pairs matched by `==` whose hashes differ are returned.
    ///
    /// The two guesses cost one `==` each and save the hash and the table's cache miss: the
    /// first catches items that keep their order after an insert or a delete, the second items
    /// that keep their place while others around them change (replaced or moved). Old items are
    /// unique (the table checked them all), so an equal old item is the only match there is.
    @inlinable
    static func matchNewItems<S, I>(_ new: [SnapshotSection<S, I>], oldItems: [I], oldHashes: [Int], offsets: [Int],
                                    table: inout IdentifierTable, newForOld: inout [Int],
                                    oldForNew: inout [Int]) throws(SnapshotDiffError) -> [HashMismatch] {
        let checkingHashes = !oldHashes.isEmpty
        var mismatches: [HashMismatch] = []
        var next = 0
        var j = 0
        for section in new {
            for id in section.items {
                let entry: Int?
                let guess = next < oldItems.count && oldItems[next] == id ? next
                    : j < oldItems.count && j != next && oldItems[j] == id ? j : -1
                if guess >= 0 {
                    entry = guess
                    if checkingHashes, IdentifierTable.hash(id) != oldHashes[guess] { mismatches.append(HashMismatch(old: guess, new: j)) }
                } else {
                    entry = table.insert(-1 - j, hash: IdentifierTable.hash(id)) { stored in
                        stored >= 0 ? oldItems[stored] == id : item(-1 - stored, of: new, offsets: offsets) == id
                    }
                }
                if let entry {
                    let first = entry >= 0 ? newForOld[entry] : -1 - entry
                    if first >= 0 {
                        throw .duplicateItem(identifier: String(reflecting: id), snapshot: .new,
                                             first: indexPath(ofItem: first, offsets: offsets),
                                             second: indexPath(ofItem: j, offsets: offsets))
                    }
                    newForOld[entry] = j
                    oldForNew[j] = entry
                    next = entry + 1
                }
                j += 1
            }
        }
        return mismatches
    }

    /// The identifier of global item `g` of a snapshot with these offsets.
    @inlinable
    static func item<S, I>(_ g: Int, of sections: [SnapshotSection<S, I>], offsets: [Int]) -> I {
        let section = section(ofItem: g, offsets: offsets)
        return sections[section].items[g - offsets[section]]
    }
}
