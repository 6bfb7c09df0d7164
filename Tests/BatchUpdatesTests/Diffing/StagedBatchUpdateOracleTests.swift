import BatchUpdates
import Foundation
import Testing

/// Random snapshot pairs, diffed, then replayed stage by stage through the resolver: the oracle
/// is the new snapshot itself. A failure names the seed; `problems(seed:)` replays one pair.
@Suite("Staged batch update oracle")
@MainActor
struct StagedBatchUpdateOracleTests {
    @Test("random snapshot pairs (BATCHSIM_ORACLE_SEEDS, 1,000 by default) replay through UIKit's rules to exactly the new snapshot",
          arguments: ResolutionOracleTests.profiles)
    func randomPairsReplayToTheNewSnapshot(behavior: ValidationBehavior) throws {
        var failures: [String] = []
        var kinds = Set<BatchUpdateStageKind>()
        var operations = Set<String>()
        for seed in 1...UInt64(OracleSeeds.count) {
            let (problems, diff) = Self.problems(seed: seed, behavior: behavior)
            if let first = problems.first { failures.append("seed \(seed): \(first)") }
            if failures.count == 5 { break }
            for stage in diff?.stages ?? [] {
                kinds.insert(stage.kind)
                for operation in stage.batch.operations { operations.insert(Self.name(of: operation)) }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(kinds == Set(BatchUpdateStageKind.allCases), "every kind of stage must be exercised")
        #expect(operations == ["insert", "delete", "reload", "move", "insert section", "delete section",
                               "reload section", "move section"], "the diffs must use all eight operations")
    }

    @Test("random pairs with one side's items removed (every item new, or every item gone) replay to exactly the new snapshot",
          arguments: RandomSnapshotPair.Side.allCases, ResolutionOracleTests.profiles)
    func oneSideEmptyReplaysToTheNewSnapshot(side: RandomSnapshotPair.Side, behavior: ValidationBehavior) throws {
        var failures: [String] = []
        var kinds = Set<BatchUpdateStageKind>()
        for seed in 1...UInt64(OracleSeeds.count) {
            let (problems, diff) = Self.problems(RandomSnapshotPair(seed: seed, emptying: side), behavior: behavior)
            if let first = problems.first { failures.append("seed \(seed): \(first)") }
            if failures.count == 5 { break }
            for stage in diff?.stages ?? [] { kinds.insert(stage.kind) }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(kinds.isSuperset(of: [.combined, .sectionReloads]), "\(kinds)")
    }

    @Test("the number of moves is the minimum: survivors outside a longest increasing run, plus section changes")
    func randomPairsMoveTheMinimum() throws {
        var failures: [String] = []
        for seed in 1...UInt64(OracleSeeds.count) {
            let pair = RandomSnapshotPair(seed: seed)
            let diff = try StagedBatchUpdate(from: pair.old, to: pair.new)
            let expected = MinimalMoves(old: pair.old, new: pair.new)
            if diff.movedItemCount != expected.items || diff.movedSectionCount != expected.sections {
                failures.append("seed \(seed): \(diff.movedItemCount) item and \(diff.movedSectionCount) section moves, expected \(expected.items) and \(expected.sections)")
            }
            if failures.count == 5 { break }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// Diffs the pair of one seed and replays it; lists every disagreement with the new snapshot
    /// and with the changed identifiers.
    static func problems(seed: UInt64, behavior: ValidationBehavior = .modern)
    -> ([String], StagedBatchUpdate<String, String>?) {
        problems(RandomSnapshotPair(seed: seed), behavior: behavior)
    }

    /// Diffs `pair` and replays it, as ``problems(seed:behavior:)``.
    static func problems(_ pair: RandomSnapshotPair, behavior: ValidationBehavior = .modern)
    -> ([String], StagedBatchUpdate<String, String>?) {
        let diff: StagedBatchUpdate<String, String>
        do {
            diff = try StagedBatchUpdate(from: pair.old, to: pair.new, changedItems: pair.changedItems,
                                         changedSections: pair.changedSections)
        } catch {
            return (["diff threw \(error) for \(compact(pair.old)) -> \(compact(pair.new))"], nil)
        }
        let replay = StageReplay(diff, from: pair.old, to: pair.new, behavior: behavior)
        var problems = replay.problems
        let survivors = Set(pair.old.flatMap(\.items)).intersection(pair.new.flatMap(\.items))
        if replay.reloadedItems != pair.changedItems.intersection(survivors) {
            problems.append("reloaded \(replay.reloadedItems.sorted()), changed survivors \(pair.changedItems.intersection(survivors).sorted())")
        }
        if replay.reloadedSections != pair.changedSections.intersection(pair.new.map(\.id)) {
            problems.append("reloaded sections \(replay.reloadedSections.sorted())")
        }
        return (problems.map { "\($0)\n  old \(compact(pair.old))\n  new \(compact(pair.new))\n\(diff)" }, diff)
    }

    /// A snapshot as `s0[a b] s1[c]`, short enough to read in a failure message.
    static func compact(_ snapshot: [SnapshotSection<String, String>]) -> String {
        snapshot.map { "\($0.id)[\($0.items.joined(separator: " "))]" }.joined(separator: " ")
    }

    private static func name(of operation: BatchOperation) -> String {
        let words = operation.description.split(separator: " ")
        return words[1] == "section" ? "\(words[0]) section" : String(words[0])
    }
}
