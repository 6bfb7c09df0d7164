import BatchUpdates
import CollectionViewSimulator
import Foundation
import Synchronization
import Testing

@Suite("Diffable data source: what UIKit raises")
@MainActor
struct CollectionViewDiffableDataSourceChecksTests {
    /// An identifier whose `==` ignores the version its hash includes: the bug UIKit catches.
    struct Row: Hashable, Sendable, CustomStringConvertible {
        var id: Int
        var version: Int
        static func == (lhs: Row, rhs: Row) -> Bool { lhs.id == rhs.id }
        func hash(into hasher: inout Hasher) {
            hasher.combine(id)
            hasher.combine(version)
        }
        var description: String { "Row(\(id) v\(version))" }
    }

    private func makeView() -> CollectionView {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 20, height: 20)
        return CollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), collectionViewLayout: layout)
    }

    @Test("insertItems, reloadItems and the other mutations raise on a view a diffable data source drives")
    func directMutationsRaise() throws {
        let view = makeView()
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: view)
        try dataSource.throwing.apply(try DiffableDataSourceSnapshot([SnapshotSection(id: 0, items: ["a", "b"])]), animatingDifferences: false)
        let message = "UICollectionView must be updated via the UICollectionViewDiffableDataSource APIs when acting as the "
            + "UICollectionView's dataSource: please do not call mutation APIs directly on UICollectionView."
        #expect(DiffableDataSourceError.updatedDirectly.description == message)
        let first = IndexPath(item: 0, section: 0)
        let calls: [() throws -> Void] = [
            { try view.throwing.insertItems(at: [first]) }, { try view.throwing.deleteItems(at: [first]) },
            { try view.throwing.reloadItems(at: [first]) }, { try view.throwing.moveItem(at: first, to: IndexPath(item: 1, section: 0)) },
            { try view.throwing.insertSections([0]) }, { try view.throwing.deleteSections([0]) }, { try view.throwing.reloadSections([0]) },
            { try view.throwing.moveSection(0, toSection: 0) }, { try view.record([.reloadItem(first)]) },
        ]
        for call in calls {
            #expect(throws: DiffableDataSourceError.updatedDirectly) { try call() }
        }
        #expect(view.numberOfItems(inSection: 0) == 2)
        try dataSource.throwing.apply(try DiffableDataSourceSnapshot([SnapshotSection(id: 0, items: ["b", "c"])]))
        #expect(view.numberOfItems(inSection: 0) == 2)
    }

    @Test("an apply that meets identifiers equal but hashed differently raises UIKit's exception and changes nothing",
          arguments: [2, 3, 40])
    func inconsistentHashesRaise(count: Int) throws {
        // Whether a lookup meets the twin (the hashes share a bucket) or not depends on the
        // process's hash seed and the table size: both paths must raise.
        let view = makeView()
        let dataSource = CollectionViewDiffableDataSource<Int, Row>(collectionView: view)
        let old = (1...count).map { Row(id: $0, version: 1) }
        try dataSource.throwing.apply(try DiffableDataSourceSnapshot([SnapshotSection(id: 0, items: old)]), animatingDifferences: false)
        var new = old
        new[1].version = 2
        let error = DiffableDataSourceError.equalIdentifiersWithDifferentHashes(["Row(2 v1)", "Row(2 v2)"])
        #expect(throws: error) {
            try dataSource.throwing.apply(try DiffableDataSourceSnapshot([SnapshotSection(id: 0, items: new)]))
        }
        #expect(error.description.hasPrefix("Diffable data source detected item identifiers that are equal but have different hash values."))
        #expect(error.description.hasSuffix("Identifiers that are equal but have different hash values: (Row(2 v1), Row(2 v2))"))
        #expect(dataSource.snapshot().itemIdentifiers.map(\.version) == Array(repeating: 1, count: count))
        // A new identifier that is equal to none of the old ones is an ordinary insert.
        try dataSource.throwing.apply(try DiffableDataSourceSnapshot([SnapshotSection(id: 0, items: old + [Row(id: 0, version: 1)])]))
        #expect(view.numberOfItems(inSection: 0) == count + 1)
    }

    @Test("an identifier equal but hashed differently raises wherever it moves, and pairs are listed in the new order",
          arguments: [2, 3, 40])
    func inconsistentHashesRaiseWhenMoved(count: Int) throws {
        let view = makeView()
        let dataSource = CollectionViewDiffableDataSource<Int, Row>(collectionView: view)
        let old = (1...count).map { Row(id: $0, version: 1) }
        try dataSource.throwing.apply(try DiffableDataSourceSnapshot([SnapshotSection(id: 0, items: old)]), animatingDifferences: false)
        // Row 1 moves to the end and row 2 moves up, both hashing differently now: no item stays at
        // its position, so the pairs are found through the lookups.
        var new = Array(old.dropFirst()) + [Row(id: 1, version: 2)]
        new[0].version = 2
        let error = DiffableDataSourceError.equalIdentifiersWithDifferentHashes(["Row(2 v1)", "Row(2 v2)", "Row(1 v1)", "Row(1 v2)"])
        #expect(throws: error) {
            try dataSource.throwing.apply(try DiffableDataSourceSnapshot([SnapshotSection(id: 0, items: new)]))
        }
        #expect(dataSource.snapshot().itemIdentifiers.map(\.id) == old.map(\.id))
        #expect(dataSource.snapshot().itemIdentifiers.map(\.version) == Array(repeating: 1, count: count))
    }

    @Test("an identifier hashed differently is found when inserts and deletes before it shift every position, in many sections",
          arguments: [3, 40, 2_000])
    func inconsistentHashesRaiseWhenShifted(count: Int) throws {
        let view = makeView()
        let dataSource = CollectionViewDiffableDataSource<Int, Row>(collectionView: view)
        let rows = (1...count).map { Row(id: $0, version: 1) }
        let old = [SnapshotSection(id: 0, items: Array(rows.prefix(count / 2))), SnapshotSection(id: 1, items: Array(rows.dropFirst(count / 2)))]
        try dataSource.throwing.apply(try DiffableDataSourceSnapshot(old), animatingDifferences: false)
        // Row 0 is new, row 1 is deleted, and the last row, hashed differently, changes section.
        var new = [SnapshotSection(id: 0, items: [Row(id: 0, version: 1)] + rows.prefix(count / 2).dropFirst()),
                   SnapshotSection(id: 1, items: Array(rows.dropFirst(count / 2).dropLast()))]
        new[0].items.insert(Row(id: count, version: 2), at: 1)
        let error = DiffableDataSourceError.equalIdentifiersWithDifferentHashes(["Row(\(count) v1)", "Row(\(count) v2)"])
        #expect(throws: error) {
            try dataSource.throwing.apply(try DiffableDataSourceSnapshot(new))
        }
        #expect(dataSource.snapshot().itemIdentifiers == rows)
        new[0].items[1].version = 1
        try dataSource.throwing.apply(try DiffableDataSourceSnapshot(new))
        #expect(dataSource.snapshot().itemIdentifiers.map(\.id) == new.flatMap(\.items).map(\.id))
    }

    @Test("an interactive movement the reordering handlers allow adopts the moved snapshot between willReorder and didReorder")
    func reorderingHandlers() throws {
        let view = makeView()
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: view)
        try dataSource.throwing.apply(try DiffableDataSourceSnapshot([SnapshotSection(id: 0, items: ["a", "b", "c"])]), animatingDifferences: false)
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))

        var log: [String] = []
        dataSource.reorderingHandlers.canReorderItem = { $0 != "c" }
        dataSource.reorderingHandlers.willReorder = { transaction in
            log.append("will \(transaction.initialSnapshot.itemIdentifiers) -> \(transaction.finalSnapshot.itemIdentifiers)")
        }
        dataSource.reorderingHandlers.didReorder = { transaction in
            log.append("did \(dataSource.snapshot().itemIdentifiers) \(transaction.sectionTransactions.map(\.finalSnapshot.items))")
        }
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        try view.throwing.updateInteractiveMovementTargetPosition(CGPoint(x: 70, y: 10))
        try view.throwing.endInteractiveMovement()
        #expect(log == [#"will ["a", "b", "c"] -> ["b", "c", "a"]"#, #"did ["b", "c", "a"] [["b", "c", "a"]]"#])
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "a")
    }

    @Test("tapping an outline disclosure asks the section snapshot handlers in UIKit's order and applies the outline")
    func sectionSnapshotHandlers() throws {
        let view = makeView()
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: view)
        var outline = DiffableDataSourceSectionSnapshot<String>()
        try outline.throwing.append(["fruit", "veg"])
        try outline.throwing.append(["apple"], to: "fruit")
        try dataSource.throwing.apply(outline, to: 0, animatingDifferences: false)

        var log: [String] = []
        dataSource.sectionSnapshotHandlers.shouldExpandItem = { log.append("shouldExpand \($0)"); return $0 != "veg" }
        dataSource.sectionSnapshotHandlers.willExpandItem = { log.append("willExpand \($0)") }
        dataSource.sectionSnapshotHandlers.shouldCollapseItem = { log.append("shouldCollapse \($0)"); return true }
        dataSource.sectionSnapshotHandlers.willCollapseItem = { log.append("willCollapse \($0)") }
        dataSource.sectionSnapshotHandlers.snapshotForExpandingParentItem = { parent, children in
            log.append("children of \(parent): \(children.items)")
            var loaded = children
            try? loaded.throwing.append(["pear"])
            return loaded
        }
        #expect(try dataSource.toggleOutlineDisclosure(of: "veg").isEmpty)
        let expanding = try dataSource.toggleOutlineDisclosure(of: "fruit")
        #expect(dataSource.snapshot().itemIdentifiers == ["fruit", "apple", "pear", "veg"])
        #expect(expanding.first?.track(of: .cell(IndexPath(item: 2, section: 0)))?.fate == .inserted)
        try dataSource.toggleOutlineDisclosure(of: "fruit")
        #expect(dataSource.snapshot().itemIdentifiers == ["fruit", "veg"])
        #expect(log == ["shouldExpand veg", "shouldExpand fruit", "willExpand fruit", #"children of fruit: ["apple"]"#,
                        "shouldCollapse fruit", "willCollapse fruit"])
    }

    /// An identifier that counts the `==` calls made on it (all instances share one counter).
    struct CountedRow: Hashable, Sendable {
        static let comparisons = Mutex(0)
        var id: Int
        static func == (lhs: CountedRow, rhs: CountedRow) -> Bool {
            comparisons.withLock { $0 += 1 }
            return lhs.id == rhs.id
        }
        func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }

    @Test("replacing every item of a large snapshot compares new and old items at most the hash check's budget of times, not new × old")
    func allNewStaysBounded() throws {
        let view = makeView()
        let dataSource = CollectionViewDiffableDataSource<Int, CountedRow>(collectionView: view)
        let count = 3_000   // 9 million new × old pairs, over the budget
        try dataSource.throwing.apply(try DiffableDataSourceSnapshot([SnapshotSection(id: 0, items: (0..<count).map { CountedRow(id: $0) })]),
                                      animatingDifferences: false)
        CountedRow.comparisons.withLock { $0 = 0 }
        try dataSource.throwing.apply(try DiffableDataSourceSnapshot([SnapshotSection(id: 0, items: (count..<2 * count).map { CountedRow(id: $0) })]),
                                      animatingDifferences: false)
        let comparisons = CountedRow.comparisons.withLock { $0 }
        #expect(comparisons < 100_000,
                "\(comparisons) comparisons for \(count) new items replacing \(count) old ones")
        #expect(view.numberOfItems(inSection: 0) == count)
    }
}
