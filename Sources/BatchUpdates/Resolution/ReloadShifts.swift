/// UIKit's reload arithmetic (``NormalizedBatch/loopDestination(ofReload:deletes:inserts:)``)
/// answered by binary search: O(log k) a reload instead of a walk over every delete and insert,
/// so decomposing r reloads costs O((k + r) log k) instead of O(r × k).
///
/// The loop's order dependence has a closed form when the deletes are distinct and the inserts
/// are distinct (duplicates, and indexes near `Int.min`/`Int.max` where the loop's arithmetic
/// wraps, take the loop):
/// - Deletes, descending. A reload's section goes down once for every section delete below it
///   (one at its own section is skipped). Its item goes down once for every item delete at or
///   before it in its own section, then in each section of the run of deleted sections directly
///   below it, in turn: the loop's section has just moved onto that section when its item deletes
///   come by.
/// - Inserts, ascending. The section goes up once for each section insert at or before it, the
///   count being the first j with `sectionInserts[j] − j` above it. The item goes up in each
///   section of the run of inserted sections directly below the final section, then in the final
///   section, ascending: the loop's section equals the scanned section exactly there.
struct ReloadShifts {
    private let sectionDeletes: [Int]
    private let sectionInserts: [Int]
    /// Item operations, ascending as `Position`s sort.
    private let itemDeletes: [Position]
    private let itemInserts: [Position]
    /// For every index of `sectionDeletes`/`sectionInserts`, the first index of its run of
    /// consecutive sections.
    private let deleteRunStarts: [Int]
    private let insertRunStarts: [Int]

    /// The reload arithmetic of a batch, or `nil` when its closed form does not hold (duplicate
    /// deletes or inserts, or an index within 2⁶¹ of the integer limits).
    init?(deletes: [Position], inserts: [Position], reloads: [Position]) {
        let limit: UInt = 1 << 61
        func inRange(_ position: Position) -> Bool {
            position.section.magnitude < limit && (position.isWholeSection || position.item.magnitude < limit)
        }
        guard deletes.allSatisfy(inRange), inserts.allSatisfy(inRange), reloads.allSatisfy(inRange) else { return nil }
        let ascendingDeletes = deletes.reversed() as ReversedCollection<[Position]>
        guard !zip(ascendingDeletes, ascendingDeletes.dropFirst()).contains(where: ==),
              !zip(inserts, inserts.dropFirst()).contains(where: ==) else { return nil }
        sectionDeletes = ascendingDeletes.filter(\.isWholeSection).map(\.section)
        sectionInserts = inserts.filter(\.isWholeSection).map(\.section)
        itemDeletes = ascendingDeletes.filter { !$0.isWholeSection }
        itemInserts = inserts.filter { !$0.isWholeSection }
        deleteRunStarts = Self.runStarts(sectionDeletes)
        insertRunStarts = Self.runStarts(sectionInserts)
    }

    /// Where UIKit inserts a reload's new view; throws as the loop does when a delete is the
    /// reload's own index path (V1).
    func destination(ofReload reload: Position) throws(BatchUpdateError) -> Position {
        if reload.isWholeSection ? sectionDeletes.sortedContains(reload.section) : itemDeletes.sortedContains(reload) {
            throw .deleteAndReloadSameIndexPath(reload.indexPath)
        }
        let section = reload.section - sectionDeletes.prefixCount { _, deleted in deleted < reload.section }
        let final = section + sectionInserts.prefixCount { offset, inserted in inserted - offset <= section }
        guard !reload.isWholeSection else { return Position(section: final, item: reload.item) }
        var item = reload.item
        let deleteRun = Self.runBottom(below: reload.section, in: sectionDeletes, runStarts: deleteRunStarts)...reload.section
        for group in Self.groups(of: itemDeletes, sections: deleteRun).reversed() {
            item -= itemDeletes[group].prefixCount { _, deleted in deleted.item <= item }
        }
        let insertRun = Self.runBottom(below: final, in: sectionInserts, runStarts: insertRunStarts)...final
        for group in Self.groups(of: itemInserts, sections: insertRun) {
            item += itemInserts[group].prefixCount { offset, inserted in inserted.item - offset <= item }
        }
        return Position(section: final, item: item)
    }

    /// For each index, the index where its run of consecutive values begins.
    private static func runStarts(_ values: [Int]) -> [Int] {
        var starts: [Int] = []
        starts.reserveCapacity(values.count)
        for index in values.indices {
            starts.append(index > 0 && values[index - 1] == values[index] - 1 ? starts[index - 1] : index)
        }
        return starts
    }

    /// The lowest section of the run of consecutive `values` that ends at `top − 1`, or `top`
    /// when `top − 1` is not one of them.
    private static func runBottom(below top: Int, in values: [Int], runStarts: [Int]) -> Int {
        let index = values.prefixCount { _, value in value < top - 1 }
        guard index < values.count, values[index] == top - 1 else { return top }
        return values[runStarts[index]]
    }

    /// The index ranges of `positions` (ascending) that hold one section each, for the sections in
    /// `sections`, ascending.
    private static func groups(of positions: [Position], sections: ClosedRange<Int>) -> [Range<Int>] {
        var groups: [Range<Int>] = []
        var start = positions.prefixCount { _, position in position.section < sections.lowerBound }
        while start < positions.count, positions[start].section <= sections.upperBound {
            let section = positions[start].section
            let end = start + positions[start...].prefixCount { _, position in position.section == section }
            groups.append(start..<end)
            start = end
        }
        return groups
    }
}

extension RandomAccessCollection where Index == Int {
    /// How many leading elements satisfy `predicate`, which is given each element's offset from
    /// the start and must hold for a prefix and fail for the rest. O(log n).
    fileprivate func prefixCount(while predicate: (_ offset: Int, _ element: Element) -> Bool) -> Int {
        var (low, high) = (0, count)
        while low < high {
            let middle = low + (high - low) / 2
            if predicate(middle, self[startIndex + middle]) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

extension Array where Element: Comparable {
    /// Whether the ascending array holds `value`. O(log n).
    fileprivate func sortedContains(_ value: Element) -> Bool {
        let index = prefixCount { _, element in element < value }
        return index < count && self[index] == value
    }
}
