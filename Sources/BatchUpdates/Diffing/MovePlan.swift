/// Which surviving sections and items stay put, and so which move: the diff's minimality rule.
///
/// - Sections: of the sections in both snapshots, a longest run whose old indexes increase in
///   new order stays; every other surviving section moves. No set of fewer section moves turns
///   the old order into the new one, since the sections that are not moved keep their relative
///   order and so form an increasing subsequence.
/// - Items: within each surviving section, of the items that were in that same section before, a
///   longest run whose old indexes increase in new order stays; every other of those items moves.
///   An item that changes section always moves (UIKit cannot carry it over any other way).
///
/// So the number of item moves is, summed over surviving sections, (same-section survivors − their
/// longest increasing subsequence) + items that change section: the fewest moves that produce
/// the new order, because items that are not moved keep their relative order.
struct MovePlan {
    /// For each new section: whether it is a surviving section that stays.
    private(set) var sectionStays: [Bool]
    /// For each new item (global index): whether it is a surviving item that stays.
    private(set) var itemStays: [Bool]
    /// How many surviving sections move.
    private(set) var movedSectionCount = 0

    init(_ match: SnapshotMatch) {
        sectionStays = Array(repeating: false, count: match.newSectionCount)
        itemStays = Array(repeating: false, count: match.itemOldForNew.count)
        planSections(match)
        guard match.bothSidesHaveItems else { return }
        var values: [Int] = []
        for t in 0..<match.newSectionCount where match.sectionOldForNew[t] >= 0 {
            planItems(inSection: t, match, values: &values)
        }
    }

    private mutating func planSections(_ match: SnapshotMatch) {
        let survivors = (0..<match.newSectionCount).filter { match.sectionOldForNew[$0] >= 0 }
        let stays = survivors.map { match.sectionOldForNew[$0] }.longestIncreasingSubsequenceMembers()
        for (t, stay) in zip(survivors, stays) {
            sectionStays[t] = stay
            if !stay { movedSectionCount += 1 }
        }
    }

    /// Plans new section `t`; `values` is a scratch buffer reused across sections. The items that
    /// were in the same section are found twice (once for their old indexes, once to flag them)
    /// rather than listed, which costs less than a second list.
    private mutating func planItems(inSection t: Int, _ match: SnapshotMatch, values: inout [Int]) {
        let oldRange = match.oldItems(inSection: match.sectionOldForNew[t])
        let newRange = match.newItems(inSection: t)
        values.removeAll(keepingCapacity: true)
        values.reserveCapacity(Swift.min(oldRange.count, newRange.count))
        for j in newRange {
            let g = match.itemOldForNew[j]
            if oldRange.contains(g) { values.append(g) }
        }
        let stays = values.longestIncreasingSubsequenceMembers()
        var k = 0
        for j in newRange where oldRange.contains(match.itemOldForNew[j]) {
            itemStays[j] = stays[k]
            k += 1
        }
    }
}
