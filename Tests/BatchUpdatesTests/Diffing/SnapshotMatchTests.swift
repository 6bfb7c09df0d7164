@testable import BatchUpdates
import Foundation
import TestSupport
import Testing

/// The match against its definition: with unique identifiers, an old item's partner is the new
/// item with the same identifier, found here with the standard library's `Dictionary`.
@Suite("Snapshot match")
@MainActor
struct SnapshotMatchTests {
    @Test("random pairs (BATCHSIM_ORACLE_SEEDS) match every item to its identifier's other position, checking hashes or not")
    func matchesByIdentifier() throws {
        var failures: [String] = []
        for seed in 1...UInt64(OracleSeeds.count) {
            failures += try Self.problems(RandomSnapshotPair(seed: seed), seed: seed)
            if failures.count >= 5 { break }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test("random pairs with one side's items removed (every item new, or every item gone) match as the definition says",
          arguments: RandomSnapshotPair.Side.allCases)
    func matchesWithOneSideEmpty(side: RandomSnapshotPair.Side) throws {
        var failures: [String] = []
        for seed in 1...UInt64(OracleSeeds.count) {
            failures += try Self.problems(RandomSnapshotPair(seed: seed, emptying: side), seed: seed)
            if failures.count >= 5 { break }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// The pair's match, checking hashes and not, against the definition computed with `Dictionary`.
    static func problems(_ pair: RandomSnapshotPair, seed: UInt64) throws -> [String] {
        let oldItems = pair.old.flatMap(\.items), newItems = pair.new.flatMap(\.items)
        let newIndex = Dictionary(uniqueKeysWithValues: newItems.enumerated().map { ($0.element, $0.offset) })
        let oldIndex = Dictionary(uniqueKeysWithValues: oldItems.enumerated().map { ($0.element, $0.offset) })
        let expectedNewForOld = oldItems.map { newIndex[$0] ?? -1 }
        let expectedOldForNew = newItems.map { oldIndex[$0] ?? -1 }
        let expectedChanged = pair.changedItems.compactMap { id in oldIndex[id].flatMap { newIndex[id] == nil ? nil : $0 } }.sorted()
        let newSectionIndex = Dictionary(uniqueKeysWithValues: pair.new.enumerated().map { ($0.element.id, $0.offset) })
        let expectedChangedSections = pair.old.compactMap { pair.changedSections.contains($0.id) ? newSectionIndex[$0.id] : nil }.sorted()
        var problems: [String] = []
        for checkingHashes in [false, true] {
            let match = try SnapshotMatch(old: pair.old, new: pair.new, changedItems: pair.changedItems,
                                          changedSections: pair.changedSections, checkingHashes: checkingHashes)
            if match.itemNewForOld != expectedNewForOld || match.itemOldForNew != expectedOldForNew
                || match.changedItems != expectedChanged || match.changedSections != expectedChangedSections
                || !match.hashMismatches.isEmpty {
                problems.append("seed \(seed), checking hashes \(checkingHashes)")
            }
        }
        return problems
    }

    /// An identifier whose `==` ignores the version its hash includes.
    struct Row: Hashable, Sendable {
        var id: Int
        var version = 1
        static func == (lhs: Row, rhs: Row) -> Bool { lhs.id == rhs.id }
        func hash(into hasher: inout Hasher) {
            hasher.combine(id)
            hasher.combine(version)
        }
    }

    @Test("an item at its old position is matched by ==, without its hash: checking hashes lists it if they differ")
    func matchesAtTheOldPosition() throws {
        let old = [SnapshotSection(id: 0, items: (0..<4).map { Row(id: $0) })]
        // Row 9 is new; row 1 follows no match, but it is still at position 1, under another hash.
        let new = [SnapshotSection(id: 0, items: [Row(id: 9), Row(id: 1, version: 2), Row(id: 3), Row(id: 2)])]
        let match = try SnapshotMatch(old: old, new: new, changedItems: [], changedSections: [], checkingHashes: true)
        #expect(match.itemOldForNew == [-1, 1, 3, 2])
        #expect(match.itemNewForOld == [-1, 1, 3, 2])
        #expect(match.hashMismatches == [HashMismatch(old: 1, new: 1)])
    }

    @Test("a copy of an item matched at its old position is a duplicate, named at both of its positions")
    func duplicateOfAnItemAtItsOldPosition() {
        let old = [SnapshotSection(id: 0, items: ["a", "b", "c"])]
        let new = [SnapshotSection(id: 0, items: ["x", "b", "b"])]
        #expect(throws: SnapshotDiffError.duplicateItem(identifier: "\"b\"", snapshot: .new,
                                                         first: IndexPath(item: 1, section: 0),
                                                         second: IndexPath(item: 2, section: 0))) {
            try SnapshotMatch(old: old, new: new, changedItems: [], changedSections: [])
        }
    }

    @Test("checking hashes lists the pairs matched in old order whose hashes differ; a pair out of order stays unmatched")
    func hashMismatches() throws {
        let old = [SnapshotSection(id: 0, items: (0..<6).map { Row(id: $0) })]
        var items = old[0].items
        items[1].version = 2            // still after item 0: matched by ==, hashes differ
        items.swapAt(3, 5)
        items[3].version = 2            // row 5, out of order: its hash finds nothing
        let new = [SnapshotSection(id: 0, items: items)]
        let match = try SnapshotMatch(old: old, new: new, changedItems: [], changedSections: [], checkingHashes: true)
        #expect(match.hashMismatches == [HashMismatch(old: 1, new: 1)])
        #expect(match.itemOldForNew == [0, 1, 2, -1, 4, 3])
        #expect(match.itemNewForOld == [0, 1, 2, 5, 4, -1])
        let unchecked = try SnapshotMatch(old: old, new: new, changedItems: [], changedSections: [])
        #expect(unchecked.hashMismatches.isEmpty)
        #expect(unchecked.itemOldForNew == match.itemOldForNew)
    }
}
