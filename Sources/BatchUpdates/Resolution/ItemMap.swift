/// The old↔new item map of a batch: deleted items map to nothing,
/// moved items to their destination, and every other survivor of a section fills the free slots
/// of the section it maps to, in its old order.
///
/// This is UIKit's global-index fill restricted to one section pair, which gives the same answer
/// whenever the per-section counts add up; it also gives a defined answer for the hazards UIKit
/// accepts (item operations inside moved sections). A reload's insert that lands below item 0
/// names no slot. Only the named slots are stored, so building
/// costs O(k log k) and a lookup O(log k) for k operations, independent of the number of items.
struct ItemMap: Hashable, Sendable {
    private let sections: SectionMap
    private let countsBefore: [Int]
    private let countsAfter: [Int]
    /// Per old section: deleted items and move sources.
    private let removed: SlotTable
    /// Per new section: inserted items and move destinations.
    private let occupied: SlotTable

    init(sections: SectionMap, before: [Int], after: [Int], deletes: [Position], inserts: [Position],
         moves: [(from: Position, to: Position)]) {
        self.sections = sections
        countsBefore = before
        countsAfter = after
        removed = SlotTable(sectionCount: before.count, entries: Self.entries(deletes, moves.lazy.map { ($0.from, $0.to) }))
        occupied = SlotTable(sectionCount: after.count,
                             entries: Self.entries(inserts.filter { $0.item >= 0 }, moves.lazy.map { ($0.to, $0.from) }))
    }

    /// One side's named slots: the deletes (or inserts) without a partner, then the moves' ends
    /// on this side with their partners.
    private static func entries(_ unpaired: [Position], _ paired: some Collection<(Position, Position)>) -> [SlotTable.Entry] {
        var entries: [SlotTable.Entry] = []
        entries.reserveCapacity(unpaired.count + paired.count)
        for position in unpaired {
            entries.append(.init(section: position.section, item: position.item, partner: SlotTable.noPartner))
        }
        for (position, partner) in paired {
            entries.append(.init(section: position.section, item: position.item, partner: partner))
        }
        return entries
    }

    func newPosition(forOld old: Position) -> Position? {
        Self.map(old, from: removed, countsFrom: countsBefore, to: occupied, countsTo: countsAfter,
                 sectionMap: sections.newForOld)
    }

    func oldPosition(forNew new: Position) -> Position? {
        Self.map(new, from: occupied, countsFrom: countsAfter, to: removed, countsTo: countsBefore,
                 sectionMap: sections.oldForNew)
    }

    /// One direction of the map; the other is the same walk with the sides swapped. `sectionMap`
    /// gives each section's index on the other side, or -1.
    private static func map(_ position: Position, from: SlotTable, countsFrom: [Int], to: SlotTable,
                            countsTo: [Int], sectionMap: [Int]) -> Position? {
        guard countsFrom.indices.contains(position.section),
              (0..<countsFrom[position.section]).contains(position.item) else { return nil }
        let named = from.lookUp(position.item, inSection: position.section)
        if named.isNamed { return named.partner }
        let section = sectionMap[position.section]
        guard section >= 0 else { return nil }
        let item = to.unnamedSlot(rank: position.item - named.namedBefore, inSection: section)
        return item < countsTo[section] ? Position(section: section, item: item) : nil
    }
}
