import BatchUpdates
import CollectionViewSimulator
import Foundation
import Testing

@Suite("Cell and supplementary registrations")
@MainActor
struct CellRegistrationTests {
    /// A list of 50-point rows below a 30-point header, in a 320 × 200 view.
    private func makeView() -> CollectionView {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 50)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 320, height: 30)
        return CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
    }

    @Test("the handler configures every dequeued cell; scrolled-off cells are reused and configured again")
    func cellHandlerRunsOnDequeue() throws {
        let view = makeView()
        var configured: [String] = []
        let registration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, indexPath, item in
            configured.append(item)
            var content = cell.defaultContentConfiguration()
            content.text = item
            content.secondaryText = "row \(indexPath.item)"
            cell.contentConfiguration = content
            cell.backgroundConfiguration = .listPlainCell()
        }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        try snapshot.throwing.appendSections([0])
        try snapshot.throwing.appendItems((0..<40).map { "item \($0)" })
        try dataSource.throwing.apply(snapshot, animatingDifferences: false)

        let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)) as? CollectionViewListCell)
        let content = try #require(cell.contentConfiguration as? ListContentConfiguration)
        #expect(content.text == "item 1")
        #expect(content.secondaryText == "row 1")
        #expect(content.style == .cell)
        #expect(cell.backgroundConfiguration?.backgroundColor == .white)
        #expect(configured == (0..<4).map { "item \($0)" })

        configured.removeAll()
        view.contentOffset = CGPoint(x: 0, y: 1_000)
        view.layoutIfNeeded()
        #expect(configured == (19..<24).map { "item \($0)" })
        let kinds = view.displayEvents.filter { $0.kind == .created || $0.kind == .reused }.map(\.kind)
        #expect(kinds.filter { $0 == .created }.count >= 4)
        #expect(kinds.contains(.reused))
        let reused = try #require(view.cellForItem(at: IndexPath(item: 20, section: 0)) as? CollectionViewListCell)
        #expect((reused.contentConfiguration as? ListContentConfiguration)?.text == "item 20")
    }

    @Test("two registrations of one class keep separate pools; a nil item skips the handler")
    func separatePools() {
        let view = makeView()
        var calls = 0
        let first = CollectionView.CellRegistration<CollectionViewCell, Int> { _, _, _ in calls += 1 }
        let second = CollectionView.CellRegistration<CollectionViewCell, Int> { _, _, _ in calls += 1 }
        let a = view.dequeueConfiguredReusableCell(using: first, for: IndexPath(item: 0, section: 0), item: 1)
        let b = view.dequeueConfiguredReusableCell(using: second, for: IndexPath(item: 1, section: 0), item: nil)
        #expect(a.reuseIdentifier != b.reuseIdentifier)
        #expect(calls == 1)
        #expect(view.reuseErrors.isEmpty)
    }

    @Test("a supplementary registration configures the headers the data source's provider dequeues")
    func supplementaryHandler() throws {
        let view = makeView()
        let header = CollectionView.SupplementaryRegistration<CollectionViewListCell>(
            elementKind: CollectionView.elementKindSectionHeader) { header, kind, indexPath in
            var content = ListContentConfiguration.groupedHeader()
            content.text = "\(kind) \(indexPath.section)"
            header.contentConfiguration = content
        }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: view)
        dataSource.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        try snapshot.throwing.appendSections([0])
        try snapshot.throwing.appendItems(["a"])
        try dataSource.throwing.apply(snapshot, animatingDifferences: false)
        let shown = try #require(view.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader,
                                                        at: IndexPath(item: 0, section: 0)) as? CollectionViewListCell)
        let content = try #require(shown.contentConfiguration as? ListContentConfiguration)
        #expect(content.text == "\(CollectionView.elementKindSectionHeader) 0")
        #expect(content.style == .groupedHeader)
        #expect(header.elementKind == CollectionView.elementKindSectionHeader)
    }
}
