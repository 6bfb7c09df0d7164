import BatchUpdates
@testable import CollectionViewSimulator
import Foundation
import Testing
import TestSupport

/// ``ProviderAnswers`` finds an element among the sorted keys on screen by binary search instead
/// of hashing it: the search must agree with a linear one for every kind of key, present or not.
@Suite("Provider answers")
@MainActor
struct ProviderAnswersTests {
    /// A random element: a cell, a header or footer, a decoration view, or one at a one-index path.
    private static func randomKey(_ random: inout SeededGenerator) -> ElementID {
        let section = Int.random(in: 0..<4, using: &random), item = Int.random(in: 0..<12, using: &random)
        switch Int.random(in: 0..<6, using: &random) {
        case 0, 1, 2: return .cell(IndexPath(item: item, section: section))
        case 3: return Bool.random(using: &random) ? .header(section) : .footer(section)
        case 4: return .decoration(Bool.random(using: &random) ? "a" : "b", at: IndexPath(item: item, section: section))
        default: return .supplementary("badge", at: IndexPath(index: section))
        }
    }

    @Test("position(of:in:) finds exactly the keys a linear search finds, at the same place")
    func binarySearchMatchesLinearSearch() {
        for seed in UInt64(1)...200 {
            var random = SeededGenerator(seed: seed)
            var keys: [ElementID] = []
            for _ in 0..<Int.random(in: 0..<40, using: &random) { keys.append(Self.randomKey(&random)) }
            let sorted = Array(Set(keys)).sorted()
            for _ in 0..<60 {
                let key = Self.randomKey(&random)
                let found = ProviderAnswers.position(of: key, in: sorted)
                #expect(found == sorted.firstIndex(of: key), "seed \(seed): \(key) in \(sorted)")
            }
        }
    }
}

/// A flow layout subclass that overrides nothing: its providers count as the app's, so every
/// answer is made.
private final class PlainFlowLayout: CollectionViewFlowLayout {}

@Suite("Provider answers left unmade")
@MainActor
struct UnreadProviderAnswersTests {
    private func makeView(_ layout: CollectionViewFlowLayout) -> (CollectionView, CollectionViewDiffableDataSource<Int, Int>) {
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        return (view, CollectionViewDiffableDataSource<Int, Int>(collectionView: view))
    }

    /// Random sections of random items, some of them reloaded.
    private func randomSnapshot(_ random: inout SeededGenerator) -> DiffableDataSourceSnapshot<Int, Int> {
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        var sections = Array(0..<5)
        sections.shuffle(using: &random)
        var items = Array(0..<80)
        items.shuffle(using: &random)
        for section in sections.prefix(Int.random(in: 1...4, using: &random)) {
            snapshot.appendSections([section])
            snapshot.appendItems(Array(items.prefix(Int.random(in: 0...30, using: &random))), toSection: section)
            items.removeFirst(min(items.count, snapshot.numberOfItems(inSection: section)))
        }
        let reloaded = snapshot.itemIdentifiers.filter { _ in Int.random(in: 0..<10, using: &random) == 0 }
        if !reloaded.isEmpty { snapshot.reloadItems(reloaded) }
        return snapshot
    }

    @Test("the flow layout's updates, which leave the answers no track reads unmade, equal those of a subclass that makes them (BATCHSIM_ORACLE_RUNS, 8 by default)")
    func sameUpdatesAsASubclass() throws {
        let runs = RandomRuns.oracleRuns.count(default: 8)
        for seed in UInt64(1)...UInt64(runs) {
            var random = SeededGenerator(seed: seed)
            let (flow, flowSource) = makeView(CollectionViewFlowLayout())
            let (plain, plainSource) = makeView(PlainFlowLayout())
            for step in 0..<12 {
                if Int.random(in: 0..<4, using: &random) == 0 {
                    let offset = CGPoint(x: 0, y: CGFloat(Int.random(in: 0...600, using: &random)))
                    flow.setContentOffset(offset, animated: false)
                    plain.setContentOffset(offset, animated: false)
                }
                let snapshot = randomSnapshot(&random)
                let flowAnimations = try flowSource.throwing.apply(snapshot)
                let plainAnimations = try plainSource.throwing.apply(snapshot)
                #expect(flowAnimations == plainAnimations, "seed \(seed), step \(step)")
                flow.advanceTime(by: 0.1)
                plain.advanceTime(by: 0.1)
            }
        }
    }
}
