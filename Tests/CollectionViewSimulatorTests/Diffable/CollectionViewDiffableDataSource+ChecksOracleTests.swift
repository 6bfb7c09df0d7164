import BatchUpdates
import CollectionViewSimulator
import Foundation
import TestSupport
import Testing

/// The apply's check for equal identifiers with different hashes, taken from the diff's matches,
/// against a definition that knows nothing of the diff: every new item paired with the old item
/// it equals, reported when their hashes differ, in new order.
@Suite("Diffable data source: the hash check against its definition")
@MainActor
struct CollectionViewDiffableDataSourceChecksOracleTests {
    typealias Row = CollectionViewDiffableDataSourceChecksTests.Row

    @Test("random applies (BATCHSIM_ORACLE_SEEDS, 100 by default) raise exactly the pairs the definition finds")
    func randomApplies() throws {
        let count = max(1, RandomRuns.oracleSeeds.count(default: 300) / 3)
        var failures: [String] = []
        for seed in 1...UInt64(count) {
            var rng = SeededGenerator(seed: seed)
            let (old, new) = Self.randomPair(using: &rng)
            let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: CollectionViewFlowLayout())
            let dataSource = CollectionViewDiffableDataSource<Int, Row>(collectionView: view)
            try dataSource.throwing.apply(try DiffableDataSourceSnapshot(old), animatingDifferences: false)
            let expected = Self.pairs(old: old.flatMap(\.items), new: new.flatMap(\.items))
            var raised: [String] = []
            do {
                try dataSource.throwing.apply(try DiffableDataSourceSnapshot(new))
            } catch let DiffableDataSourceError.equalIdentifiersWithDifferentHashes(pairs) {
                raised = pairs
            }
            if raised != expected { failures.append("seed \(seed): raised \(raised), expected \(expected)") }
            if failures.count == 3 { break }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// The definition: for each new item in order, the old item it equals, listed when the hashes differ.
    static func pairs(old: [Row], new: [Row]) -> [String] {
        new.flatMap { item -> [String] in
            guard let twin = old.first(where: { $0 == item }), twin.hashValue != item.hashValue else { return [] }
            return [twin.description, item.description]
        }
    }

    /// A few sections of rows; the new snapshot deletes, inserts and moves some, across sections
    /// too, and gives some survivors a new version (equal, hashed differently) — or none, in one
    /// seed of three, so that clean applies are compared as well.
    static func randomPair(using rng: inout SeededGenerator) -> ([SnapshotSection<Int, Row>], [SnapshotSection<Int, Row>]) {
        let sectionCount = Int.random(in: 1...4, using: &rng)
        var next = 0
        let old = (0..<sectionCount).map { section in
            SnapshotSection(id: section, items: (0..<Int.random(in: 0...12, using: &rng)).map { _ in
                next += 1
                return Row(id: next, version: 1)
            })
        }
        let bumps = Int.random(in: 0..<3, using: &rng) == 0 ? 0 : 15
        var new = old.map { section in
            SnapshotSection(id: section.id, items: section.items.compactMap { row -> Row? in
                if Int.random(in: 0..<100, using: &rng) < 15 { return nil }
                var row = row
                if Int.random(in: 0..<100, using: &rng) < bumps { row.version = 2 }
                return row
            })
        }
        for _ in 0..<Int.random(in: 0...4, using: &rng) {
            let from = Int.random(in: new.indices, using: &rng), to = Int.random(in: new.indices, using: &rng)
            guard !new[from].items.isEmpty else { continue }
            let row = new[from].items.remove(at: Int.random(in: new[from].items.indices, using: &rng))
            new[to].items.insert(row, at: Int.random(in: 0...new[to].items.count, using: &rng))
        }
        for _ in 0..<Int.random(in: 0...3, using: &rng) {
            next += 1
            let to = Int.random(in: new.indices, using: &rng)
            new[to].items.insert(Row(id: next, version: 1), at: Int.random(in: 0...new[to].items.count, using: &rng))
        }
        return (old, new)
    }
}
