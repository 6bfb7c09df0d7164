@testable import BatchUpdates
import Foundation
import Testing

@Suite("Normalized batches")
@MainActor
struct NormalizedBatchTests {
    private func ip(_ section: Int, _ item: Int) -> IndexPath {
        IndexPath(item: item, section: section)
    }

    @Test("repeated deletes, inserts and reloads are listed once each, in the order first recorded, with their counts")
    func duplicatesInFirstRecordedOrder() throws {
        let operations: [BatchOperation] = [
            .reloadItem(ip(0, 2)), .deleteItem(ip(0, 1)), .insertSection(1), .deleteItem(ip(0, 1)), .insertItem(ip(1, 0)),
            .reloadItem(ip(0, 2)), .insertSection(1), .reloadItem(ip(0, 2)), .deleteSection(2), .insertItem(ip(0, 1)),
            .moveItem(from: ip(0, 3), to: ip(0, 0)), .moveItem(from: ip(0, 3), to: ip(0, 0)),
        ]
        let batch = try NormalizedBatch(operations)
        // An item insert and a section insert, or a delete and an insert at one index path, are not the same.
        #expect(batch.duplicates.map { "\($0.0) ×\($0.1)" } == ["reload 0-2 ×3", "delete 0-1 ×2", "insert section 1 ×2"])
        #expect(batch.deletes == [.wholeSection(2), Position(section: 0, item: 1), Position(section: 0, item: 1)])
        #expect(batch.inserts == [Position(section: 0, item: 1), Position(section: 1, item: 0), .wholeSection(1), .wholeSection(1)])
        #expect(batch.moves.count == 1 && batch.recordedMoves.count == 2)
    }

    @Test("a batch of distinct operations has no duplicates, at any size")
    func distinctOperations() throws {
        let operations = (0..<5_000).map { BatchOperation.deleteItem(ip($0 % 7, $0)) } + (0..<50).map { .insertSection($0) }
        let batch = try NormalizedBatch(operations)
        #expect(batch.duplicates.isEmpty)
        #expect(batch.deletes.count == 5_000 && batch.inserts.count == 50)
    }

    @Test("exact duplicate moves keep their first copy, in the order recorded, however many share a source",
          arguments: [3, 40])
    func exactDuplicateMoves(destinations: Int) throws {
        // Every destination recorded twice, the copies interleaved, plus one move from another source.
        let targets = (0..<destinations).map { ip(1, $0) }
        let operations = (targets + targets.reversed()).map { BatchOperation.moveItem(from: ip(0, 5), to: $0) }
            + [.moveItem(from: ip(0, 1), to: ip(1, 0))]
        let batch = try NormalizedBatch(operations)
        #expect(batch.recordedMoves.count == 2 * destinations + 1)
        #expect(batch.moves.map(\.from) == [Position(section: 0, item: 1)] + Array(repeating: Position(section: 0, item: 5), count: destinations))
        #expect(batch.moves.dropFirst().map(\.to) == targets.compactMap(\.position))
        #expect(batch.duplicates.isEmpty)
    }
}
