import BatchUpdates
import CollectionViewSimulator
import Foundation
import TestSupport
import Testing

@Suite("Diffable data source")
@MainActor
struct CollectionViewDiffableDataSourceTests {
    typealias Snapshot = DiffableDataSourceSnapshot<String, String>
    typealias DataSource = CollectionViewDiffableDataSource<String, String>

    /// A view large enough to show every item of the snapshots these tests build.
    private func makeView() -> CollectionView {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 20, height: 20)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 2_000), collectionViewLayout: layout)
        view.screenScale = 0
        return view
    }

    private func snapshot(_ sections: [(String, [String])]) throws -> Snapshot {
        try Snapshot(sections.map { SnapshotSection(id: $0.0, items: $0.1) })
    }

    @Test("apply moves items as moves and fades new ones in; the view shows the new snapshot")
    func moves() throws {
        let view = makeView()
        let dataSource = DataSource(collectionView: view)
        try dataSource.throwing.apply(try snapshot([("S", ["a", "b", "c"])]), animatingDifferences: false)
        let animations = try dataSource.throwing.apply(try snapshot([("S", ["c", "a", "x", "b"])]))
        let animation = try #require(animations.first)
        #expect(animation.track(of: .cell(IndexPath(item: 0, section: 0)))?.fate == .moved)
        #expect(animation.track(of: .cell(IndexPath(item: 2, section: 0)))?.fate == .inserted)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "x")
        #expect(dataSource.indexPath(for: "b") == IndexPath(item: 3, section: 0))
        #expect(view.numberOfItems(inSection: 0) == 4)
    }

    @Test("the view does not keep its diffable data source: the screen keeps it, or the view shows nothing")
    func viewDoesNotKeepItsDiffableDataSource() throws {
        @MainActor final class Screen {
            let view: CollectionView
            let dataSource: DataSource
            init(view: CollectionView) {
                self.view = view
                dataSource = DataSource(collectionView: view)
            }
        }
        let screen = Screen(view: makeView())
        try screen.dataSource.throwing.apply(try snapshot([("S", ["a", "b"])]), animatingDifferences: false)
        #expect(screen.view.dataSource === screen.dataSource)
        #expect(screen.view.numberOfItems(inSection: 0) == 2)

        let view = makeView()
        weak var released: DataSource?
        do {
            let dataSource = DataSource(collectionView: view)
            released = dataSource
            try dataSource.throwing.apply(try snapshot([("S", ["a", "b"])]), animatingDifferences: false)
            #expect(view.numberOfSections == 1)
        }
        #expect(released == nil)
        view.reloadData()
        #expect(view.numberOfSections == 0)
    }

    @Test("reload cross-fades a new cell; reconfigure keeps the cell and animates nothing")
    func reloadVersusReconfigure() throws {
        let view = makeView()
        var configured: [String] = []
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = DataSource(collectionView: view) { view, indexPath, item in
            configured.append(item)
            return view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        var state = try snapshot([("S", ["a", "b", "c"])])
        try dataSource.throwing.apply(state, animatingDifferences: false)
        #expect(configured == ["a", "b", "c"], "every item on screen gets its cell from the provider")
        let cells = (0..<2).map { view.cellForItem(at: IndexPath(item: $0, section: 0)) }
        try state.throwing.reloadItems(["a"])
        try state.throwing.reconfigureItems(["b"])
        let animation = try #require(try dataSource.throwing.apply(state).first)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) !== cells[0], "a reload shows a new cell")
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) === cells[1], "a reconfigure keeps the cell")
        #expect(animation.track(ofBefore: .cell(IndexPath(item: 0, section: 0)))?.fate == .reloadedOut)
        #expect(animation.track(of: .cell(IndexPath(item: 0, section: 0)))?.fate == .reloadedIn)
        #expect(animation.track(of: .cell(IndexPath(item: 1, section: 0)))?.fate == .unchanged)
        #expect(configured == ["a", "b", "c", "a", "b"])
        #expect(dataSource.lastReloadedItems == ["a"] && dataSource.lastReconfiguredItems == ["b"])
        #expect(dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
    }

    @Test("animatingDifferences false applies in zero time; an unchanged snapshot does nothing")
    func withoutAnimation() throws {
        let view = makeView()
        let dataSource = DataSource(collectionView: view)
        var completions = 0
        try dataSource.throwing.apply(try snapshot([("S", ["a", "b"])]), animatingDifferences: false) { completions += 1 }
        let animations = try dataSource.throwing.apply(try snapshot([("S", ["b", "a"])]), animatingDifferences: false)
        #expect(animations.count == 1 && animations[0].duration == 0)
        #expect(try dataSource.throwing.apply(try snapshot([("S", ["b", "a"])])) { completions += 1 }.isEmpty)
        #expect(completions == 2)
    }

    @Test("an apply during another's animation diffs against the newer data; both completions run")
    func overlappingApplies() throws {
        let view = makeView()
        let dataSource = DataSource(collectionView: view)
        var finished: [String] = []
        try dataSource.throwing.apply(try snapshot([("S", ["a", "b", "c"])]), animatingDifferences: false)
        try dataSource.throwing.apply(try snapshot([("S", ["c", "b", "a"])])) { finished.append("first") }
        view.advanceTime(by: 0.1)
        let second = try dataSource.throwing.apply(try snapshot([("S", ["c", "a"])])) { finished.append("second") }
        #expect(dataSource.snapshot().itemIdentifiers == ["c", "a"], "the data source's snapshot changes at once")
        // Diffed against [c, b, a]: only b goes.
        #expect(second.first?.track(ofBefore: .cell(IndexPath(item: 1, section: 0)))?.fate == .deleted)
        view.advanceTime(by: 1)
        #expect(finished == ["first", "second"])
        #expect(dataSource.snapshot().itemIdentifiers == ["c", "a"])
    }

    @Test("applySnapshotUsingReloadData replaces the data without animation")
    func reloadData() throws {
        let view = makeView()
        let dataSource = DataSource(collectionView: view)
        dataSource.applySnapshotUsingReloadData(try snapshot([("S", ["a"]), ("T", ["b", "c"])]))
        #expect(view.numberOfSections == 2 && view.numberOfItems(inSection: 1) == 2)
        #expect(dataSource.sectionIdentifier(for: 1) == "T" && dataSource.index(for: "T") == 1)
    }

    /// Sections of two 20-point items under a 10-point header: 30 points each, in a view 400 wide.
    private func makeHeaderView(height: CGFloat) -> CollectionView {
        let view = makeView()
        view.frame = CGRect(x: 0, y: 0, width: 400, height: height)
        (view.collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize = CGSize(width: 400, height: 10)
        return view
    }

    /// A data source whose supplementary view provider records "kind section.item" per request.
    private func recordingSupplementaryViews(_ view: CollectionView) -> (DataSource, () -> [String]) {
        let dataSource = DataSource(collectionView: view)
        final class Log { var requests: [String] = [] }
        let log = Log()
        view.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                      withReuseIdentifier: "header")
        dataSource.supplementaryViewProvider = { view, kind, indexPath in
            log.requests.append("\(kind == CollectionView.elementKindSectionHeader ? "header" : kind) \(indexPath.section).\(indexPath.item)")
            return view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
        return (dataSource, { defer { log.requests = [] }; return log.requests })
    }

    @Test("the supplementary view provider is asked once per new view: inserted, reloaded, not moved")
    func supplementaryViewsDuringApply() throws {
        let view = makeHeaderView(height: 2_000)
        let (dataSource, requests) = recordingSupplementaryViews(view)
        try dataSource.throwing.apply(try snapshot([("S", ["a", "b"]), ("T", ["c"])]), animatingDifferences: false)
        #expect(requests() == ["header 0.0", "header 1.0"])
        try dataSource.throwing.apply(try snapshot([("R", ["x"]), ("S", ["b", "a"]), ("T", ["c"])]))
        #expect(requests() == ["header 0.0"], "S and T keep their moved headers; R's is new")
        var reloading = dataSource.snapshot()
        try reloading.throwing.reloadSections(["T"])
        try dataSource.throwing.apply(reloading)
        #expect(requests() == ["header 2.0"], "a reloaded section gets a new header")
        var reconfiguring = dataSource.snapshot()
        try reconfiguring.throwing.reconfigureItems(["c"])
        try dataSource.throwing.apply(reconfiguring)
        #expect(requests().isEmpty, "a reconfigure keeps every view")
        dataSource.applySnapshotUsingReloadData(reconfiguring)
        #expect(requests() == ["header 0.0", "header 1.0", "header 2.0"], "reloadData discards every view")
        try dataSource.throwing.apply(try snapshot([("T", ["c"]), ("R", ["x"]), ("S", ["b", "a"])]))
        #expect(requests().isEmpty, "views a layout pass made survive a move")
    }

    @Test("the supplementary view provider is asked for headers that scroll on screen, again after they left")
    func supplementaryViewsWhileScrolling() throws {
        let view = makeHeaderView(height: 100)
        let (dataSource, requests) = recordingSupplementaryViews(view)
        var sections = (0..<10).map { ("S\($0)", ["a\($0)", "b\($0)"]) }
        dataSource.applySnapshotUsingReloadData(try snapshot(sections))
        // Headers at y = 30 s ..< 30 s + 10; the screen shows 0 ..< 100.
        #expect(requests() == ["header 0.0", "header 1.0", "header 2.0", "header 3.0"])
        sections.swapAt(0, 1)
        try dataSource.throwing.apply(try snapshot(sections))
        #expect(requests().isEmpty, "the headers a layout pass made survive a move")
        view.setContentOffset(CGPoint(x: 0, y: 155), animated: false)
        #expect(requests() == ["header 5.0", "header 6.0", "header 7.0", "header 8.0"])
        view.setContentOffset(CGPoint(x: 0, y: 158), animated: false)
        #expect(requests().isEmpty, "the same headers stay on screen")
        view.setContentOffset(CGPoint(x: 0, y: 0), animated: false)
        #expect(requests() == ["header 0.0", "header 1.0", "header 2.0", "header 3.0"])
    }

    /// The diffable oracle: random pairs of snapshots; after `apply` the view shows exactly the new
    /// snapshot, and in every stage a survivor is never faded out or in, and every move is animated
    /// as a move. `BATCHSIM_ORACLE_RUNS` raises the number of pairs (default 150).
    @Test("the diffable oracle over random snapshot pairs")
    func oracle() throws {
        let runs = RandomRuns.oracleRuns.count(default: 150)
        for seed in 0..<UInt64(runs) {
            var random = SeededGenerator(seed: seed)
            let (old, new) = try randomPair(&random)
            let view = makeView()
            let dataSource = DataSource(collectionView: view)
            try dataSource.throwing.apply(old, animatingDifferences: false)
            let animations = try dataSource.throwing.apply(new)
            let stages = try StagedBatchUpdate(from: old, to: new).stages
            #expect(dataSource.snapshot().sections == new.sections, "seed \(seed)")
            #expect((0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) } == new.sections.map(\.items.count), "seed \(seed)")
            #expect(animations.count == stages.count, "seed \(seed)")
            var before = old.sections
            for (stage, animation) in zip(stages, animations) {
                checkStage(animation, from: before, to: stage.snapshot, moves: stage.batch.operations, seed: seed)
                before = stage.snapshot
            }
        }
    }

    private func checkStage(_ animation: UpdateAnimation, from before: [SnapshotSection<String, String>],
                            to after: [SnapshotSection<String, String>], moves operations: [BatchOperation], seed: UInt64) {
        let survivorsBefore = Set(before.flatMap(\.items))
        let survivorsAfter = Set(after.flatMap(\.items))
        for track in animation.tracks where track.element.category == .cell {
            if track.fate == .inserted, let path = track.indexPathAfterUpdate {
                #expect(!survivorsBefore.contains(after[path.section].items[path.item]), "seed \(seed): a survivor faded in at \(path)")
            }
            if track.fate == .deleted, let path = track.indexPathBeforeUpdate {
                #expect(!survivorsAfter.contains(before[path.section].items[path.item]), "seed \(seed): a survivor faded out at \(path)")
            }
        }
        for case .moveItem(let from, let to) in operations {
            // One view slides from the old place to the new (`unchanged` when the paths are equal).
            let track = animation.track(of: .cell(to))
            #expect(track?.indexPathBeforeUpdate == from, "seed \(seed): move \(from) -> \(to) not one view")
            #expect(track?.fate == (from == to ? .unchanged : .moved), "seed \(seed): move \(from) -> \(to) not animated as a move")
        }
    }

    /// Two snapshots built with the snapshot's own methods: sections deleted, inserted and moved,
    /// items deleted, inserted, moved within and across sections, some reloaded or reconfigured.
    private func randomPair(_ random: inout SeededGenerator) throws -> (Snapshot, Snapshot) {
        var old = Snapshot()
        var next = 0
        for section in 0..<random.next(in: 0...4) {
            try old.throwing.appendSections(["S\(section)"])
            try old.throwing.appendItems((0..<random.next(in: 0...8)).map { _ in next += 1; return "i\(next)" })
        }
        var new = old
        for identifier in old.sectionIdentifiers where random.next(in: 0...5) == 0 { new.deleteSections([identifier]) }
        if random.next(in: 0...2) == 0 { try new.throwing.appendSections(["N"]) }
        let sections = new.sectionIdentifiers
        if sections.count > 1 { try new.throwing.moveSection(sections[0], afterSection: sections[sections.count - 1]) }
        guard !new.sectionIdentifiers.isEmpty else { return (old, new) }
        for item in new.itemIdentifiers {
            switch random.next(in: 0...9) {
            case 0: new.deleteItems([item])
            case 1, 2:
                let targets = new.itemIdentifiers.filter { $0 != item }
                if !targets.isEmpty { try new.throwing.moveItem(item, beforeItem: targets[random.next(in: 0...targets.count - 1)]) }
            case 3: try new.throwing.reloadItems([item])
            case 4: try new.throwing.reconfigureItems([item])
            default: break
            }
        }
        for _ in 0..<random.next(in: 0...3) {
            next += 1
            let sections = new.sectionIdentifiers
            try new.throwing.appendItems(["i\(next)"], toSection: sections[random.next(in: 0...sections.count - 1)])
        }
        return (old, new)
    }
}

@Suite("Diffable outlines: expand and collapse")
@MainActor
struct DiffableOutlineTests {
    @Test("expanding fades the children in below their parent; collapsing fades them out")
    func expandCollapse() throws {
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                  collectionViewLayout: CollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let dataSource = CollectionViewDiffableDataSource<String, String>(collectionView: view)
        var outline = DiffableDataSourceSectionSnapshot<String>()
        try outline.throwing.append(["Fruit", "Veg"])
        try outline.throwing.append(["apple", "pear"], to: "Fruit")
        try dataSource.throwing.apply(outline, to: "main", animatingDifferences: false)
        #expect(view.numberOfItems(inSection: 0) == 2)
        outline.expand(["Fruit"])
        let expand = try #require(try dataSource.throwing.apply(outline, to: "main").first)
        #expect(expand.track(of: .cell(IndexPath(item: 1, section: 0)))?.fate == .inserted)
        #expect(expand.track(of: .cell(IndexPath(item: 2, section: 0)))?.fate == .inserted)
        // Veg slides from row 1 to row 3 (44-point rows).
        let veg = try #require(expand.track(of: .cell(IndexPath(item: 3, section: 0))))
        #expect(veg.fate == .moved && veg.start.center.y == 66 && veg.end.center.y == 154)
        #expect(dataSource.snapshot(for: "main") == outline)
        var collapsed = dataSource.snapshot(for: "main")
        collapsed.collapse(["Fruit"])
        let collapse = try #require(try dataSource.throwing.apply(collapsed, to: "main").first)
        #expect(collapse.track(ofBefore: .cell(IndexPath(item: 1, section: 0)))?.fate == .deleted)
        #expect(dataSource.snapshot().itemIdentifiers == ["Fruit", "Veg"])
    }
}

@Suite("README: compositional layout and diffable data source")
@MainActor
struct DiffableReadmeExampleTests {
    @Test("the README's example ends with c in the first slot")
    func readme() throws {
        let item = CollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                  collectionViewLayout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)))
        let dataSource = CollectionViewDiffableDataSource<String, String>(collectionView: view)
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        try snapshot.throwing.appendSections(["photos"])
        try snapshot.throwing.appendItems(["a", "b", "c"])
        try dataSource.throwing.apply(snapshot, animatingDifferences: false)
        try snapshot.throwing.moveItem("c", beforeItem: "a")
        try snapshot.throwing.reconfigureItems(["b"])
        let animation = try dataSource.throwing.apply(snapshot)[0]
        #expect(animation.track(of: .cell(IndexPath(item: 0, section: 0)))?.end.center == CGPoint(x: 80, y: 50))
        #expect(animation.track(of: .cell(IndexPath(item: 0, section: 0)))?.fate == .moved)
    }
}
