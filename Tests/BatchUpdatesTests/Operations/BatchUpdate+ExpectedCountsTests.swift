import BatchUpdates
import Foundation
import TestSupport
import Testing

@Suite("Expected counts after a batch")
@MainActor
struct BatchUpdateExpectedCountsTests {
    static func ip(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    @Test("before + inserted + moved in − deleted − moved out; inserted sections hold their inserts")
    func examples() {
        let batch = BatchUpdate([
            .deleteItem(Self.ip(0, 0)), .moveItem(from: Self.ip(0, 1), to: Self.ip(2, 0)), .insertItem(Self.ip(1, 3)),
            .insertSection(1), .insertItem(Self.ip(1, 0)), .reloadItem(Self.ip(1, 1)),
        ])
        // Old sections 0 and 1 become 0 and 2; section 1 is new.
        #expect(batch.sectionSources(sectionCountBefore: 2) == [0, nil, 1])
        #expect(batch.expectedItemCountsAfter(itemCountsBefore: [5, 4]) == [3, 2, 5])
        #expect(BatchUpdate([.moveSection(from: 0, to: 1)]).sectionSources(sectionCountBefore: 2) == [1, 0])
        #expect(BatchUpdate([.deleteSection(0)]).expectedItemCountsAfter(itemCountsBefore: [2, 7]) == [7])
    }

    @Test("UIKit's count check accepts exactly the expected counts of random valid batches (seed printed on failure)")
    func agreesWithValidation() throws {
        var failures: [String] = []
        for seed in 1...UInt64(OracleSeeds.count) {
            var rng = SeededGenerator(seed: seed)
            let model = IdentifierModel.random(using: &rng)
            let generated = model.randomBatch(using: &rng)
            let expected = generated.batch.expectedItemCountsAfter(itemCountsBefore: model.counts)
            let survivors = generated.after.sectionIDs.indices.filter { model.sectionIDs.contains(generated.after.sectionIDs[$0]) }
            let agree = survivors.allSatisfy { expected.indices.contains($0) && expected[$0] == generated.after.counts[$0] }
            if !agree || expected.count != generated.after.counts.count {
                failures.append("seed \(seed): expected \(expected), the data source has \(generated.after.counts)")
            }
            if failures.count == 5 { break }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test("a section moved twice is paired as the count check pairs it, so resolution gives UIKit's reason, not a count mismatch")
    func sectionMovedTwice() {
        let batch = BatchUpdate([.moveSection(from: 0, to: 1), .moveSection(from: 0, to: 2)])
        let counts = batch.expectedItemCountsAfter(itemCountsBefore: [1, 2, 3])
        #expect(throws: BatchUpdateError.sectionMovedTwice(section: 0, firstDestination: 1, secondDestination: 2)) {
            try batch.resolved(itemCountsBefore: [1, 2, 3], itemCountsAfter: counts)
        }
    }

    /// The oracle counts each section's operations directly from the batch (a set of index paths
    /// for deletes and inserts, as UIKit counts a repeated one once; every move).
    @Test("random batches, invalid ones too (repeats, sections and items out of range), get each section's count written out directly")
    func agreesWithDirectCount() {
        for seed in 1...UInt64(OracleSeeds.count) {
            var random = SeededGenerator(seed: seed)
            let countsBefore = (0..<random.next(in: 0...4)).map { _ in random.next(in: 0...6) }
            func path() -> IndexPath { Self.ip(random.next(in: -1...4), random.next(in: -1...7)) }
            var operations: [BatchOperation] = []
            for _ in 0..<random.next(in: 0...12) {
                switch random.next(in: 0...7) {
                case 0: operations.append(.deleteSection(random.next(in: -1...4)))
                case 1: operations.append(.insertSection(random.next(in: -1...4)))
                case 2: operations.append(.moveSection(from: random.next(in: -1...4), to: random.next(in: -1...4)))
                case 3: operations.append(.deleteItem(path()))
                case 4: operations.append(.insertItem(path()))
                case 5: operations.append(.moveItem(from: path(), to: path()))
                case 6: operations.append(.reloadItem(path()))
                default: operations.append(.reloadSection(random.next(in: -1...4)))
                }
            }
            let batch = BatchUpdate(operations)
            let sources = batch.sectionSources(sectionCountBefore: countsBefore.count)
            let deletes = Set(operations.compactMap { if case .deleteItem(let path) = $0 { path } else { nil } })
            let inserts = Set(operations.compactMap { if case .insertItem(let path) = $0 { path } else { nil } })
            let moves = operations.compactMap { if case .moveItem(let from, let to) = $0 { (from, to) } else { nil } }
            let expected = sources.enumerated().map { newSection, source in
                let inserted = inserts.filter { $0.section == newSection }.count
                guard let source, countsBefore.indices.contains(source) else { return inserted }
                let deleted = deletes.filter { $0.section == source }.count
                let movedIn = moves.filter { $0.1.section == newSection }.count
                let movedOut = moves.filter { $0.0.section == source }.count
                return max(0, countsBefore[source] + inserted + movedIn - deleted - movedOut)
            }
            #expect(batch.expectedItemCountsAfter(itemCountsBefore: countsBefore) == expected,
                    "seed \(seed): \(operations) over \(countsBefore)")
        }
    }
}

