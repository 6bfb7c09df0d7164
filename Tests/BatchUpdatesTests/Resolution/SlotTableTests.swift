@testable import BatchUpdates
import Foundation
import Testing
import TestSupport

@Suite("Slot tables")
struct SlotTableTests {
    /// The lookup written out directly from the entries: the first entry of a slot names it (its
    /// partner, if any), and a slot's rank among the section's named slots counts the distinct
    /// named items below it.
    private func expectedLookUp(_ item: Int, inSection section: Int, entries: [SlotTable.Entry])
        -> (isNamed: Bool, partner: Position?, namedBefore: Int) {
        let inSection = entries.filter { $0.section == section }
        let namedBefore = Set(inSection.map(\.item).filter { $0 < item }).count
        guard let first = inSection.first(where: { $0.item == item }) else { return (false, nil, namedBefore) }
        return (true, first.partner == SlotTable.noPartner ? nil : first.partner, namedBefore)
    }

    @Test("entries in order, shuffled or with duplicates answer as the direct computation does")
    func randomEntries() {
        let runs = RandomRuns.oracleSeeds.count(default: 200)
        for seed in 0..<UInt64(runs) {
            var random = SeededGenerator(seed: seed)
            let sectionCount = random.next(in: 0...4)
            var entries = (0..<random.next(in: 0...12)).map { _ in
                SlotTable.Entry(section: random.next(in: -1...4), item: random.next(in: 0...6),
                                partner: random.next(in: 0...2) == 0 ? SlotTable.noPartner
                                    : Position(section: random.next(in: 0...3), item: random.next(in: 0...6)))
            }
            // Half the runs list the entries in order (stably, duplicates kept in recorded order), as a
            // diff lists them; the table must not depend on which.
            if random.next(in: 0...1) == 0 { entries = entries.sorted { ($0.section, $0.item) < ($1.section, $1.item) } }
            let table = SlotTable(sectionCount: sectionCount, entries: entries)
            for section in 0..<sectionCount {
                for item in 0...7 {
                    let got = table.lookUp(item, inSection: section), want = expectedLookUp(item, inSection: section, entries: entries)
                    #expect(got.isNamed == want.isNamed && got.partner == want.partner && got.namedBefore == want.namedBefore,
                            "seed \(seed): item \(item) of section \(section), entries \(entries.map { ($0.section, $0.item, $0.partner) })")
                }
            }
        }
    }
}
