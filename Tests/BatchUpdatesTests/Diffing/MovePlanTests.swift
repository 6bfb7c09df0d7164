import BatchUpdates
import TestSupport
import Testing

/// Move counts with known answers: the survivors outside a longest increasing run move, items
/// that change section move, and nothing else does.
@Suite("Minimal moves")
@MainActor
struct MovePlanTests {
    @Test("known answers in one section", arguments: [
        ([1, 2, 3, 4, 5], [5, 1, 2, 3, 4], 1),
        ([1, 2, 3, 4, 5], [2, 3, 4, 5, 1], 1),
        ([1, 2, 3, 4, 5], [5, 4, 3, 2, 1], 4),
        ([1, 2, 3, 4, 5, 6], [2, 1, 4, 3, 6, 5], 3),
        ([1, 2, 3, 4, 5, 6, 7, 8], [3, 1, 2, 6, 4, 5, 8, 7], 3),
        ([1, 2, 3, 4], [1, 2, 3, 4], 0),
    ])
    func oneSection(old: [Int], new: [Int], moves: Int) throws {
        let diff = try StagedBatchUpdate<Int, Int>(from: [old], to: [new])
        #expect(diff.movedItemCount == moves)
        #expect(diff.operations.count == moves)
    }

    @Test("a pure insert and delete diff moves nothing")
    func insertsAndDeletesOnly() throws {
        let old = Array(0..<1_000)
        let new = old.filter { $0 % 7 != 0 }.flatMap { $0 % 5 == 0 ? [$0, -$0 - 1] : [$0] }
        let diff = try StagedBatchUpdate<Int, Int>(from: [old, [5_000]], to: [new, [5_001]])
        #expect(diff.movedItemCount == 0)
        #expect(diff.stages.count == 1)
    }

    @Test("items that change section always move, the rest of their old section does not")
    func crossSectionMoves() throws {
        let diff = try StagedBatchUpdate<Int, Int>(from: [[1, 2, 3], [4, 5, 6]], to: [[1, 5, 3], [4, 2, 6]])
        #expect(diff.movedItemCount == 2)
    }

    @Test("a shuffled large section moves exactly survivors minus the longest increasing run")
    func shuffledLargeSection() throws {
        var rng = SeededGenerator(seed: 42)
        let old = Array(0..<2_000)
        var new = old
        for _ in 0..<40 {
            let value = new.remove(at: Int.random(in: new.indices, using: &rng))
            new.insert(value, at: Int.random(in: 0...new.count, using: &rng))
        }
        let diff = try StagedBatchUpdate<Int, Int>(from: [old], to: [new])
        #expect(diff.movedItemCount == new.count - MinimalMoves.longestIncreasingLength(new))
        #expect(diff.movedItemCount <= 40)
    }
}
