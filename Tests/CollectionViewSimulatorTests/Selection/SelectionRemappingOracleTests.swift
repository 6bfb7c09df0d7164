import CollectionViewSimulator
import Foundation
import TestSupport
import Testing

/// Selection across random diffed updates against an identifier oracle: the items selected after
/// are exactly the selected identifiers that survive, found where the new data holds them.
@Suite("Selection remapping against the identifier oracle")
@MainActor
struct SelectionRemappingOracleTests {
    /// Runs per test; `BATCHSIM_SELECTION_ORACLE_RUNS` asks for more.
    static let runs = RandomRuns.selectionOracleRuns.count(default: 60)

    @Test("the selected items stay selected, wherever a random diffed update moves them")
    func randomDiffedUpdates() throws {
        for seed in 1...UInt64(Self.runs) {
            try checkRun(seed: seed)
        }
    }

    private func checkRun(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var next = 0
        func fresh() -> Int { next += 1; return next }
        let before = (0..<random.next(in: 1...3)).map { _ in (0..<random.next(in: 0...8)).map { _ in fresh() } }
        let dataSource = IdentifierDataSource(before)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: CollectionViewFlowLayout())
        view.dataSource = dataSource
        view.layoutIfNeeded()
        view.allowsMultipleSelection = true
        let all = before.flatMap { $0 }
        let chosen = Set(all.filter { _ in random.next(in: 0...2) == 0 })
        for id in chosen.sorted() {
            guard let indexPath = dataSource.indexPath(for: id) else { continue }
            try view.throwing.selectItem(at: indexPath, animated: false, scrollPosition: [])
        }
        let after = shuffledAcrossSections(before, random: &random, fresh: fresh)
        try view.apply(after, to: dataSource)
        let expected = chosen.compactMap { dataSource.indexPath(for: $0) }.sorted()
        #expect(view.indexPathsForSelectedItems == expected,
                "seed \(seed): \(before) -> \(after), selected \(chosen.sorted())")
    }

    /// The new data: some items deleted, some inserted, the survivors shuffled among sections that
    /// keep their identity (sections are neither inserted nor deleted, so items only move).
    private func shuffledAcrossSections(_ sections: [[Int]], random: inout SeededGenerator, fresh: () -> Int) -> [[Int]] {
        var pool = sections.flatMap { $0 }.filter { _ in random.next(in: 0...3) != 0 }
        pool += (0..<random.next(in: 0...4)).map { _ in fresh() }
        for index in pool.indices.reversed() where index > 0 {
            pool.swapAt(index, random.next(in: 0...index))
        }
        var result = sections.map { _ in [Int]() }
        for id in pool { result[random.next(in: 0...(result.count - 1))].append(id) }
        return result
    }
}
