/// The old↔new item map of a batch (uikit-batch-updates.md §2.3): deleted items map to nothing,
/// moved items to their destination, and every other survivor of a section fills the free slots
/// of the section it maps to, in its old order.
///
/// This is UIKit's global-index fill restricted to one section pair, which gives the same answer
/// whenever the per-section counts add up; it also gives a defined answer for the hazards UIKit
/// accepts (item operations inside moved sections). Only the named slots are stored, so building
/// costs O(k log k) and a lookup O(log k) for k operations, independent of the number of items.
struct ItemMap: Hashable, Sendable {
    private let sections: SectionMap
    private let countsBefore: [Int]
    private let countsAfter: [Int]
    /// Per old section: deleted items and move sources.
    private var removed: [SlotList]
    /// Per new section: inserted items and move destinations.
    private var occupied: [SlotList]

    init(sections: SectionMap, before: [Int], after: [Int], deletes: [Position], inserts: [Position],
         moves: [(from: Position, to: Position)]) {
        self.sections = sections
        countsBefore = before
        countsAfter = after
        removed = Array(repeating: SlotList(), count: before.count)
        occupied = Array(repeating: SlotList(), count: after.count)
        for delete in deletes where removed.indices.contains(delete.section) {
            removed[delete.section].append(delete.item, partner: nil)
        }
        for insert in inserts where occupied.indices.contains(insert.section) {
            occupied[insert.section].append(insert.item, partner: nil)
        }
        for (from, to) in moves where removed.indices.contains(from.section) && occupied.indices.contains(to.section) {
            removed[from.section].append(from.item, partner: to)
            occupied[to.section].append(to.item, partner: from)
        }
        for index in removed.indices { removed[index].finish() }
        for index in occupied.indices { occupied[index].finish() }
    }

    func newPosition(forOld old: Position) -> Position? {
        Self.map(old, from: removed, countsFrom: countsBefore, to: occupied, countsTo: countsAfter,
                 section: sections.newSection(forOld:))
    }

    func oldPosition(forNew new: Position) -> Position? {
        Self.map(new, from: occupied, countsFrom: countsAfter, to: removed, countsTo: countsBefore,
                 section: sections.oldSection(forNew:))
    }

    /// One direction of the map; the other is the same walk with the sides swapped.
    private static func map(_ position: Position, from: [SlotList], countsFrom: [Int], to: [SlotList],
                            countsTo: [Int], section mapSection: (Int) -> Int?) -> Position? {
        guard countsFrom.indices.contains(position.section),
              (0..<countsFrom[position.section]).contains(position.item) else { return nil }
        let named = from[position.section].lookUp(position.item)
        if named.isNamed { return named.partner }
        guard let section = mapSection(position.section) else { return nil }
        let item = to[section].unnamedSlot(rank: position.item - named.namedBefore)
        return item < countsTo[section] ? Position(section: section, item: item) : nil
    }
}
