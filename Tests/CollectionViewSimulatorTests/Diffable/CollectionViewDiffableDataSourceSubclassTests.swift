import BatchUpdates
import CollectionViewSimulator
import Foundation
import Testing

/// A playlist's data source as apps subclass UIKit's: its own designated initialiser passes a
/// cell provider to `super.init`, it keeps the app's model, pins its first track, and reorders
/// the model after `super` has reordered the snapshot.
private final class PlaylistDataSource: CollectionViewDiffableDataSource<Int, String> {
    var tracks: [String]
    var calls: [String] = []

    init(collectionView: CollectionView, tracks: [String]) {
        self.tracks = tracks
        super.init(collectionView: collectionView) { collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "track", for: indexPath)
        }
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "track")
    }

    override func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        calls.append("canMove \(indexPath.item)")
        return itemIdentifier(for: indexPath) != tracks.first
    }

    override func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        calls.append("move \(sourceIndexPath.item) -> \(destinationIndexPath.item)")
        super.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
        tracks = snapshot().itemIdentifiers
    }

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        calls.append("cell \(indexPath.item)")
        return super.collectionView(collectionView, cellForItemAt: indexPath)
    }

    override func indexTitles(for collectionView: CollectionView) -> [String]? {
        snapshot().sectionIdentifiers.map { "\($0)" }
    }

    override func collectionView(_ collectionView: CollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: snapshot().itemIdentifiers.count - 1, section: index)
    }
}

/// A subclass that hides the items past a limit by overriding the count method, as apps do to
/// show a "more" row: the view must count through the override.
private final class LimitedDataSource: CollectionViewDiffableDataSource<Int, Int> {
    var limit = 2
    private(set) var countsAsked = 0

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        countsAsked += 1
        return min(limit, super.collectionView(collectionView, numberOfItemsInSection: section))
    }
}

/// A generic subclass, as libraries write one over their own item types; it inherits the
/// designated initialiser.
private class SectionedDataSource<Item: Hashable & Sendable>: CollectionViewDiffableDataSource<String, Item> {
    var shown: [Item] = []

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        if let item = itemIdentifier(for: indexPath) { shown.append(item) }
        return super.collectionView(collectionView, cellForItemAt: indexPath)
    }
}

@MainActor
@Suite("Subclassing the diffable data source")
struct CollectionViewDiffableDataSourceSubclassTests {
    /// 20-point items side by side: item k's centre is at x = 20k + 10.
    private func makeView() -> CollectionView {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 20, height: 20)
        layout.minimumInteritemSpacing = 0
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), collectionViewLayout: layout)
        view.screenScale = 0
        return view
    }

    private func playlist(in view: CollectionView) throws -> PlaylistDataSource {
        let dataSource = PlaylistDataSource(collectionView: view, tracks: ["intro", "a", "b", "c"])
        try dataSource.throwing.apply(try DiffableDataSourceSnapshot([SnapshotSection(id: 0, items: dataSource.tracks)]),
                                      animatingDifferences: false)
        view.layoutIfNeeded()
        return dataSource
    }

    @Test("the view asks the overrides: canMoveItemAt refuses the pinned item, moveItemAt updates the app's model after super")
    func reorderThroughOverrides() throws {
        let view = makeView()
        let dataSource = try playlist(in: view)
        #expect(dataSource.calls == ["cell 0", "cell 1", "cell 2", "cell 3"])
        dataSource.calls = []
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
        try view.throwing.updateInteractiveMovementTargetPosition(CGPoint(x: 30, y: 10))
        try view.throwing.endInteractiveMovement()
        #expect(dataSource.calls == ["canMove 0", "canMove 3", "move 3 -> 1"])
        #expect(dataSource.tracks == ["intro", "c", "a", "b"])
        #expect(dataSource.snapshot().itemIdentifiers == dataSource.tracks)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "c")
        // The reordered snapshot is the one the next apply diffs from: nothing moves again.
        #expect(try dataSource.throwing.apply(dataSource.snapshot()).isEmpty)
    }

    @Test("without the override, the base class refuses to move an item when no reordering handler allows it")
    func baseRefusesWithoutHandlers() throws {
        let view = makeView()
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: view)
        try dataSource.throwing.apply(try DiffableDataSourceSnapshot([SnapshotSection(id: 0, items: ["a", "b"])]), animatingDifferences: false)
        view.layoutIfNeeded()
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    }

    @Test("index titles come from the overrides through the view's data source; the base class has none")
    func indexTitles() throws {
        let view = makeView()
        let dataSource = try playlist(in: view)
        let asked = try #require(view.dataSource)
        #expect(asked.indexTitles(for: view) == ["0"])
        #expect(asked.collectionView(view, indexPathForIndexTitle: "0", at: 0) == IndexPath(item: 3, section: 0))
        _ = dataSource

        let plainView = makeView()
        let plain = CollectionViewDiffableDataSource<Int, String>(collectionView: plainView)
        #expect(plain.indexTitles(for: plainView) == nil)
        #expect(plain.collectionView(plainView, indexPathForIndexTitle: "A", at: 2) == IndexPath(item: 0, section: 2))
    }

    @Test("a generic subclass's cell override is what the view asks, during an apply and after it")
    func genericSubclass() throws {
        let view = makeView()
        let dataSource = SectionedDataSource<Int>(collectionView: view)
        try dataSource.throwing.apply(try DiffableDataSourceSnapshot([SnapshotSection(id: "a", items: [1, 2]), SnapshotSection(id: "b", items: [3])]),
                                      animatingDifferences: false)
        view.layoutIfNeeded()
        #expect(dataSource.shown == [1, 2, 3])
        try dataSource.throwing.apply(try DiffableDataSourceSnapshot([SnapshotSection(id: "a", items: [4, 1, 2]), SnapshotSection(id: "b", items: [3])]))
        #expect(dataSource.shown == [1, 2, 3, 4])
    }

    @Test("a subclass's count methods are asked; the base class's counts are read without them")
    func overriddenCountsAreAsked() throws {
        let snapshot = try DiffableDataSourceSnapshot([SnapshotSection(id: 0, items: [1, 2, 3, 4]), SnapshotSection(id: 1, items: [5])])
        let limited = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: CollectionViewFlowLayout())
        let dataSource = LimitedDataSource(collectionView: limited)
        dataSource.applySnapshotUsingReloadData(snapshot)
        #expect(limited.numberOfSections == 2)
        #expect([limited.numberOfItems(inSection: 0), limited.numberOfItems(inSection: 1)] == [Int]([2, 1]))
        #expect(dataSource.countsAsked > 0)
        dataSource.limit = 3
        limited.reloadData()
        #expect(limited.numberOfItems(inSection: 0) == 3)

        let plain = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: CollectionViewFlowLayout())
        let base = CollectionViewDiffableDataSource<Int, Int>(collectionView: plain)
        base.applySnapshotUsingReloadData(snapshot)
        #expect([plain.numberOfItems(inSection: 0), plain.numberOfItems(inSection: 1)] == [Int]([4, 1]))
    }
}
