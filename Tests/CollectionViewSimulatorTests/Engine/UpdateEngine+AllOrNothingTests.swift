import BatchUpdates
import CollectionViewSimulator
import Foundation
import TestSupport
import Testing

/// A flow layout that makes UIKit raise during its `n`th batch update: it asks the view for the
/// count of a section that does not exist, which UIKit answers with an exception.
private final class RaisingFlowLayout: CollectionViewFlowLayout {
    var raiseAtUpdate = 0
    private(set) var updates = 0

    override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        updates += 1
        if updates == raiseAtUpdate { _ = collectionView?.numberOfItems(inSection: 1_000) }
    }
}

@Suite("A multi-stage apply is all or nothing")
@MainActor
struct UpdateEngineAllOrNothingTests {
    typealias Snapshot = DiffableDataSourceSnapshot<String, String>
    typealias DataSource = CollectionViewDiffableDataSource<String, String>

    private let old = [SnapshotSection(id: "A", items: ["a", "b", "c"]), SnapshotSection(id: "B", items: ["d"])]
    /// Two stages: `d` is reloaded on its own before `b` moves into its section.
    private let new = [SnapshotSection(id: "A", items: ["c", "a", "e"]), SnapshotSection(id: "B", items: ["d", "b"])]

    private func makeView() -> (CollectionView, RaisingFlowLayout) {
        let layout = RaisingFlowLayout()
        layout.itemSize = CGSize(width: 20, height: 20)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        return (view, layout)
    }

    /// What a test compares before and after a failed apply.
    private struct Observed: Equatable {
        let counts: [Int]
        let history: [UpdateAnimation]
        let events: [DisplayEvent]
        let selected: [IndexPath]
        let cells: [ObjectIdentifier]
        let presented: [CGRect]
        let time: Double
        let isAnimating: Bool

        @MainActor init(_ view: CollectionView) {
            counts = (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
            history = view.animationHistory.animations
            events = view.displayEvents
            selected = (view.indexPathsForSelectedItems ?? []).sorted()
            cells = view.indexPathsForVisibleItems.sorted().compactMap { view.cellForItem(at: $0).map(ObjectIdentifier.init) }
            presented = view.presentationAttributesForVisibleElements.map(\.frame)
            time = view.currentTime
            isAnimating = view.isAnimating
        }
    }

    @Test("a diffable apply whose second stage raises leaves the view, its animations, selection and data source as before")
    func diffableApply() throws {
        let (view, layout) = makeView()
        let dataSource = DataSource(collectionView: view) { view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        try dataSource.throwing.apply(try Snapshot(old), animatingDifferences: false)
        try view.throwing.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        var completions: [Bool] = []
        var running = try Snapshot(old)
        try running.throwing.reloadItems(["a"])
        try dataSource.throwing.apply(running) { completions.append(true) }
        view.advanceTime(by: 0.1)
        let before = Observed(view)
        #expect(try StagedBatchUpdate(from: old, to: new, changedItems: ["d"]).stages.count == 2)
        var next = try Snapshot(new)
        try next.throwing.reloadItems(["d"])
        layout.raiseAtUpdate = layout.updates + 2

        #expect(throws: BatchUpdateError.self) { try dataSource.throwing.apply(next) }

        #expect(Observed(view) == before)
        #expect(dataSource.snapshot().sections == old)
        #expect(completions.isEmpty, "the running animation was not interrupted")
        try view.throwing.performBatchUpdates(nil)
        layout.raiseAtUpdate = 0
        try dataSource.throwing.apply(next)
        #expect(dataSource.snapshot().sections == new)
        #expect(view.isItemSelected(at: IndexPath(item: 1, section: 1)), "the selection followed 'b' once the apply succeeded")
    }

    @Test("CollectionView.apply whose second stage raises leaves the view and the data source as before")
    func identifierApply() throws {
        let (view, layout) = makeView()
        let dataSource = IdentifierDataSource(old.map(\.items))
        view.dataSource = dataSource
        view.layoutIfNeeded()
        let before = Observed(view)
        layout.raiseAtUpdate = layout.updates + 2

        #expect(throws: BatchUpdateError.self) { try view.apply(new.map(\.items), to: dataSource, changedItems: ["d"]) }

        #expect(Observed(view) == before)
        #expect(dataSource.sections == old.map(\.items))
        try view.throwing.performBatchUpdates(nil)
    }

    /// The all-or-nothing harness: random sequences of snapshots (items moving within and across
    /// sections, reloads, sections coming and going) applied with and without animation, some
    /// while the previous apply still animates; before some applies the layout is made to raise
    /// at a random stage. A failed apply must leave everything as it was, and the next apply must
    /// work. `BATCHSIM_FUZZ_SEEDS` raises the number of sequences (default 30); a failure names
    /// its seed.
    @Test("random applies, some raising at a random stage, are each all or nothing")
    func randomApplies() throws {
        let seeds = RandomRuns.fuzzSeeds.count(default: 30)
        var multiStageFailures = 0
        for seed in 0..<UInt64(seeds) {
            var random = SeededGenerator(seed: seed)
            let (view, layout) = makeView()
            // Small limits, so that records are forgotten during the applies, failed ones too.
            view.displayEventLimit = random.next(in: 0...40)
            view.animationHistoryLimit = random.next(in: 1...3)
            let dataSource = DataSource(collectionView: view) { view, indexPath, _ in
                view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            var current = try Snapshot(Self.randomSections(&random, from: nil))
            try dataSource.throwing.apply(current, animatingDifferences: false)
            for apply in 0..<8 {
                let sections = Self.randomSections(&random, from: current.sections)
                var next = try Snapshot(sections)
                let survivors = Set(current.itemIdentifiers).intersection(next.itemIdentifiers)
                let changed = survivors.sorted().filter { _ in random.next(in: 0...4) == 0 }
                try next.throwing.reloadItems(changed)
                let stages = try StagedBatchUpdate(from: current.sections, to: sections, changedItems: Set(changed)).stages.count
                let raises = stages > 0 && random.next(in: 0...2) == 0
                let raisingStage = raises ? random.next(in: 1...stages) : 0
                layout.raiseAtUpdate = raises ? layout.updates + raisingStage : 0
                let before = Observed(view)
                let context = "seed \(seed), apply \(apply), \(stages) stages, raising at \(raisingStage)"
                do {
                    try dataSource.throwing.apply(next, animatingDifferences: random.next(in: 0...3) != 0)
                    #expect(!raises, "\(context): the apply should have thrown")
                    current = next
                } catch {
                    #expect(raises, "\(context): \(error)")
                    #expect(Observed(view) == before, "\(context)")
                    if raisingStage > 1 { multiStageFailures += 1 }
                }
                layout.raiseAtUpdate = 0
                #expect(dataSource.snapshot().sections == current.sections, "\(context)")
                #expect((0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) } == current.sections.map(\.items.count),
                        "\(context)")
                view.advanceTime(by: Double(random.next(in: 0...3)) / 10)
            }
            try view.throwing.performBatchUpdates(nil)
        }
        #expect(seeds < 30 || multiStageFailures > 0, "the harness made a later stage raise at least once")
    }

    /// One to three sections of items: new ones, or those of `old` moved within and across
    /// sections, some deleted, some sections dropped or added.
    private static func randomSections(_ random: inout SeededGenerator, from old: [SnapshotSection<String, String>]?) -> [SnapshotSection<String, String>] {
        var pool = (old ?? []).flatMap(\.items).filter { _ in random.next(in: 0...5) != 0 }
        for _ in 0..<random.next(in: 0...4) { pool.append("i\(random.next(in: 0...999_999))") }
        pool = Array(NSOrderedSet(array: pool).array.compactMap { $0 as? String })
        for index in pool.indices.reversed() where index > 0 { pool.swapAt(index, random.next(in: 0...index)) }
        let names = ["A", "B", "C"].filter { _ in random.next(in: 0...3) != 0 }
        guard !names.isEmpty else { return [] }
        var sections = names.map { SnapshotSection<String, String>(id: $0, items: []) }
        for item in pool { sections[random.next(in: 0...sections.count - 1)].items.append(item) }
        return sections
    }
}
