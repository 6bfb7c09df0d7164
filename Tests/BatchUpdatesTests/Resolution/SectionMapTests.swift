@testable import BatchUpdates
import Foundation
import Testing
import TestSupport

@Suite("Section maps")
struct SectionMapTests {
    /// The map written out directly: moves first, then every surviving old section to the free
    /// new sections in ascending order, as far as both reach.
    private func expected(oldCount: Int, newCount: Int, deleted: Set<Int>, inserted: Set<Int>,
                          moves: [(from: Int, to: Int)]) -> (newForOld: [Int], oldForNew: [Int]) {
        var newForOld = [Int](repeating: -1, count: max(oldCount, 0)), oldForNew = [Int](repeating: -1, count: max(newCount, 0))
        // A move naming a section outside either side is left out.
        let valid = moves.filter { newForOld.indices.contains($0.from) && oldForNew.indices.contains($0.to) }
        for move in valid { (newForOld[move.from], oldForNew[move.to]) = (move.to, move.from) }
        let movedFrom = Set(valid.map(\.from)), movedTo = Set(valid.map(\.to))
        var free = oldForNew.indices.filter { !inserted.contains($0) && !movedTo.contains($0) }[...]
        for old in newForOld.indices where !deleted.contains(old) && !movedFrom.contains(old) {
            guard let new = free.popFirst() else { break }
            (newForOld[old], oldForNew[new]) = (new, old)
        }
        return (newForOld, oldForNew)
    }

    @Test("without section operations every section is itself, as far as both counts reach", arguments: [
        (3, 3), (3, 5), (5, 3), (0, 2), (2, 0), (0, 0), (-1, 2),
    ])
    func noSectionOperations(oldCount: Int, newCount: Int) {
        let map = SectionMap(oldCount: oldCount, newCount: newCount, deleted: [], inserted: [], moves: [])
        let want = expected(oldCount: oldCount, newCount: newCount, deleted: [], inserted: [], moves: [])
        #expect(map.newForOld == want.newForOld && map.oldForNew == want.oldForNew)
        #expect((0..<max(oldCount, 0)).map(map.newSection(forOld:)) == (0..<max(oldCount, 0)).map { $0 < newCount ? $0 : nil })
    }

    @Test("random section counts and operations map as the direct computation does")
    func randomOperations() {
        let runs = RandomRuns.oracleSeeds.count(default: 200)
        for seed in 0..<UInt64(runs) {
            var random = SeededGenerator(seed: seed)
            let oldCount = random.next(in: 0...6), newCount = random.next(in: 0...6)
            // About a third of the runs have no section operation at all.
            let some = random.next(in: 0...2) > 0
            let deleted = some ? Set((0..<random.next(in: 0...2)).map { _ in random.next(in: 0...6) }) : []
            let inserted = some ? Set((0..<random.next(in: 0...2)).map { _ in random.next(in: 0...6) }) : []
            let moves = some ? (0..<random.next(in: 0...2)).map { _ in (from: random.next(in: 0...6), to: random.next(in: 0...6)) } : []
            let map = SectionMap(oldCount: oldCount, newCount: newCount, deleted: deleted, inserted: inserted, moves: moves)
            let want = expected(oldCount: oldCount, newCount: newCount, deleted: deleted, inserted: inserted, moves: moves)
            #expect(map.newForOld == want.newForOld && map.oldForNew == want.oldForNew,
                    "seed \(seed): \(oldCount) → \(newCount) sections, deleted \(deleted.sorted()), inserted \(inserted.sorted()), moves \(moves)")
        }
    }
}
