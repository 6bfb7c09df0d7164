import BatchUpdates
import Foundation
@testable import ScenarioRunner
import Testing
import TestSupport

@Suite("Lazy identifiers against eager ones")
@MainActor
struct DataModelOracleTests {
    /// Seeds per run: 1,000 by default, as the other oracles; `BATCHSIM_ORACLE_SEEDS` for more.
    private static let seeds: Int = {
        RandomRuns.oracleSeeds.count(default: 1_000)
    }()

    @Test("random data, batches (valid and not), data changes and moves name every item as the eager model does (BATCHSIM_ORACLE_SEEDS, 1,000 by default)")
    func agreesWithEagerModel() {
        for seed in 0..<UInt64(Self.seeds) {
            if let failure = Self.run(seed: seed) {
                Issue.record("seed \(seed): \(failure)")
                return
            }
        }
    }

    /// Runs one seed's sequence on both models; the first disagreement, or `nil`.
    private static func run(seed: UInt64) -> String? {
        var random = SeededGenerator(seed: seed)
        let reserved = Set((0..<random.int(4)).map { _ in "#\(1 + random.int(12))" } + ["x"])
        let data = randomData(&random, reserved: reserved)
        var lazy = DataModel(data, reserving: reserved)
        var eager = EagerDataModel(data, reserving: reserved)
        var log = ["data \(data.sections)"]
        for _ in 0..<12 {
            switch random.int(4) {
            case 0:
                let next = randomData(&random, reserved: reserved)
                log.append("resolved \(next.sections)")
                lazy.sections = lazy.resolved(next)
                eager.sections = eager.resolved(next)
            case 1 where lazy.sections.contains { !$0.isEmpty }:
                let section = lazy.sections.indices.filter { !lazy.sections[$0].isEmpty }[0]
                let from = random.int(lazy.sections[section].count), to = random.int(lazy.sections[section].count)
                log.append("move \(section)-\(from) to \(section)-\(to)")
                let lazyItem = lazy.sections[section].remove(at: from), eagerItem = eager.sections[section].remove(at: from)
                lazy.sections[section].insert(lazyItem, at: to)
                eager.sections[section].insert(eagerItem, at: to)
            default:
                let operations = randomOperations(&random, counts: eager.sections.map(\.count))
                log.append("applying \(operations)")
                lazy.sections = lazy.applying(operations, behavior: .modern)
                eager.sections = eager.applying(operations, behavior: .modern)
            }
            if lazy.sections.map(\.strings) != eager.sections {
                return "after \(log.joined(separator: "; ")): lazy \(lazy.sections) eager \(eager.sections)"
            }
        }
        return nil
    }

    private static func randomData(_ random: inout SeededGenerator, reserved: Set<String>) -> DataSpec {
        var named = Array(reserved).sorted().shuffled(using: &random)
        return DataSpec((0..<random.int(4)).map { section in
            if random.int(3) == 0 {
                let identifiers = (0..<random.int(4)).map { "s\(section)-\($0)" } + named.prefix(random.int(2))
                named.removeFirst(min(named.count, identifiers.filter(reserved.contains).count))
                return .identifiers(identifiers)
            }
            return .count(random.int(4) == 0 ? random.int(300) : random.int(9))
        })
    }

    /// A few operations on index paths near the counts: mostly valid, sometimes not.
    private static func randomOperations(_ random: inout SeededGenerator, counts: [Int]) -> [BatchOperation] {
        let sections = counts.count
        func item(_ random: inout SeededGenerator, slack: Int) -> IndexPath {
            let section = random.int(sections + 1)
            let count = counts.indices.contains(section) ? counts[section] : 1
            return IndexPath(item: random.int(count + slack), section: section)
        }
        return (0..<(1 + random.int(4))).map { _ in
            switch random.int(8) {
            case 0: .insertItem(item(&random, slack: 1))
            case 1: .deleteItem(item(&random, slack: 0))
            case 2: .reloadItem(item(&random, slack: 0))
            case 3: .moveItem(from: item(&random, slack: 0), to: item(&random, slack: 0))
            case 4: .insertSection(random.int(sections + 1))
            case 5: .deleteSection(random.int(sections + 1))
            case 6: .reloadSection(random.int(sections + 1))
            default: .moveSection(from: random.int(sections + 1), to: random.int(sections + 1))
            }
        }
    }
}

private extension SeededGenerator {
    /// A whole number from 0 to `bound - 1` (0 when `bound` is not positive).
    mutating func int(_ bound: Int) -> Int {
        bound > 0 ? Int.random(in: 0..<bound, using: &self) : 0
    }
}
