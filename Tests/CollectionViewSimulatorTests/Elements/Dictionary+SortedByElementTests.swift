@testable import CollectionViewSimulator
import Foundation
import Testing
import TestSupport

@Suite("A table keyed by element, read in element order")
struct DictionarySortedByElementTests {
    /// Random tables of elements of every role and path length (ties in the packed numbers, huge
    /// and negative indexes): the keys come out as the standard library's sort orders them by the
    /// elements' `<`, and each value beside its own key.
    @Test("the keys come out sorted by the elements' order, each with its own value")
    func matchesSortingTheKeys() {
        let seed: UInt64 = 2_811
        var random = SeededGenerator(seed: seed)
        let roles: [ElementID.Role] = [.cell, .supplementary(kind: "A"), .supplementary(kind: "B"), .decoration(kind: "A")]
        for run in 0..<30 {
            var table: [ElementID: Int] = [:]
            for value in 0..<random.next(in: 0...80) {
                let length = random.next(in: 0...9) == 0 ? random.next(in: 1...3) : 2
                let indexes = (0..<length).map { _ in random.next(in: 0...19) == 0 ? Int.max - random.next(in: 0...1) : random.next(in: -1...6) }
                table[ElementID(roles[random.next(in: 0...3)], at: IndexPath(indexes: indexes))] = value
            }
            let (keys, values) = table.sortedByElement()
            #expect(keys == table.keys.sorted(by: <), "run \(run), seed \(seed)")
            #expect(values == keys.map { table[$0] ?? -1 }, "run \(run), seed \(seed)")
        }
    }
}
