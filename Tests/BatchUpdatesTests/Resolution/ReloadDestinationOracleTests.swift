@testable import BatchUpdates
import Foundation
import TestSupport
import Testing

/// `NormalizedBatch.decomposeReloads()` (by binary search, `ReloadShifts`) against UIKit's loop
/// written out literally (`NormalizedBatch.loopDestination`: OpenUXKit's `_endItemAnimations`,
/// step 3, every reload walking every delete, then every insert), on random
/// batches crowded into a few sections so that deletes, inserts and reloads collide, with section
/// operations, duplicates and negative indexes mixed in. A failure prints its seed.
@Suite("Reload destinations against UIKit's loop")
@MainActor
struct ReloadDestinationOracleTests {
    @Test("random batches (BATCHSIM_ORACLE_SEEDS, 1,000 by default) put every reload's insert where UIKit's loop does")
    func randomBatchesMatchTheLoop() throws {
        var failures: [String] = []
        var fastCases = 0
        for seed in 1...UInt64(OracleSeeds.count * 4) {
            var rng = SeededGenerator(seed: seed)
            let operations = Self.randomOperations(using: &rng, allowDuplicates: seed % 4 == 0, allowNegative: seed % 8 == 1)
            guard var batch = try? NormalizedBatch(operations) else { continue }
            let expected = Result { () throws(BatchUpdateError) in try batch.reloads.map { reload throws(BatchUpdateError) in
                try NormalizedBatch.loopDestination(ofReload: reload, deletes: batch.deletes, inserts: batch.inserts)
            } }
            let actual = Result { () throws(BatchUpdateError) in
                try batch.decomposeReloads()
                return batch.reloadDestinations
            }
            if seed % 4 != 0 { fastCases += 1 }
            if !Self.same(expected, actual) {
                failures.append("seed \(seed): \(operations.map(\.description).joined(separator: ", ")): loop \(expected), got \(actual)")
                if failures.count == 5 { break }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(fastCases > 0)
    }

    @Test("extreme indexes keep UIKit's wrapping arithmetic")
    func extremeIndexes() throws {
        let cases: [[BatchOperation]] = [
            [.reloadSection(Int.max), .insertSection(0)],
            [.reloadSection(Int.min), .deleteSection(Int.min), .deleteSection(Int.min + 1)],
            [.reloadItem(IndexPath(item: Int.min, section: 0)), .deleteItem(IndexPath(item: Int.min, section: 0))],
            [.reloadItem(IndexPath(item: Int.max - 1, section: 3)), .insertItem(IndexPath(item: 0, section: 3)),
             .insertItem(IndexPath(item: 5, section: 3)), .insertSection(Int.min)],
        ]
        for operations in cases {
            var batch = try NormalizedBatch(operations)
            let expected = Result { () throws(BatchUpdateError) in try batch.reloads.map { reload throws(BatchUpdateError) in
                try NormalizedBatch.loopDestination(ofReload: reload, deletes: batch.deletes, inserts: batch.inserts)
            } }
            let actual = Result { () throws(BatchUpdateError) in
                try batch.decomposeReloads()
                return batch.reloadDestinations
            }
            #expect(Self.same(expected, actual), "\(operations): loop \(expected), got \(actual)")
        }
    }

    private static func same(_ lhs: Result<[Position], BatchUpdateError>, _ rhs: Result<[Position], BatchUpdateError>) -> Bool {
        switch (lhs, rhs) {
        case (.success(let a), .success(let b)): a == b
        case (.failure(let a), .failure(let b)): a == b
        default: false
        }
    }

    /// A batch of up to 40 operations over sections 0…5 and items 0…7 (or −3… when negative
    /// indexes are allowed), about a third of them section operations; duplicates only when asked.
    private static func randomOperations(using rng: inout SeededGenerator, allowDuplicates: Bool, allowNegative: Bool) -> [BatchOperation] {
        let low = allowNegative ? -3 : 0
        var operations: [BatchOperation] = []
        var used = Set<String>()
        for _ in 0..<rng.next(in: 1...40) {
            let section = rng.next(in: low...5), item = rng.next(in: low...7)
            let path = IndexPath(item: item, section: section)
            let operation: BatchOperation = switch rng.next(in: 0...9) {
            case 0: .deleteSection(section)
            case 1: .insertSection(section)
            case 2: .reloadSection(section)
            case 3, 4: .deleteItem(path)
            case 5, 6: .insertItem(path)
            default: .reloadItem(path)
            }
            // Deletes and inserts stay distinct unless duplicates are asked for (reloads may repeat).
            let key = operation.description
            if !allowDuplicates, !key.hasPrefix("reload"), !used.insert(key).inserted { continue }
            operations.append(operation)
        }
        return operations
    }
}
