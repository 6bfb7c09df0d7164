import UIKitCompatibility

/// A grocery list written the way Apple's "Implementing Modern Collection Views" sample writes its
/// list screens: a list layout made from a list configuration, cell and header registrations that
/// fill in list content configurations, a diffable data source whose cell provider dequeues
/// through the registration, an outline whose aisles expand and collapse, and snapshots applied
/// to it. The screen is a plain class here (no view controller); the snapshot and apply calls are
/// UIKit's, without `try`: where UIKit would raise, the test fails at the call (under the testing
/// library's `.uikitExceptionsAsIssues` trait) or the process stops, as the app would.
@MainActor final class GroceryListScreen {
    enum Section: Int, CaseIterable {
        case basket, aisles
    }

    struct Grocery: Hashable, Sendable {
        let name: String
        let isAisle: Bool
    }

    var collectionView: UICollectionView! = nil
    var dataSource: UICollectionViewDiffableDataSource<Section, Grocery>! = nil
    /// How many times the cell registration's handler ran.
    private(set) var configuredCells = 0

    static let aisles: [String: [String]] = ["Fruit": ["Apples", "Pears"], "Bakery": ["Bread", "Bagels", "Scones"]]

    init() {
        configureHierarchy()
        configureDataSource()
        applyInitialSnapshots()
    }

    private func createLayout() -> UICollectionViewLayout {
        var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        config.headerMode = .supplementary
        return UICollectionViewCompositionalLayout.list(using: config)
    }

    private func configureHierarchy() {
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: createLayout())
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Grocery> { [weak self] cell, indexPath, grocery in
            self?.configuredCells += 1
            var content = grocery.isAisle ? UIListContentConfiguration.sidebarHeader() : cell.defaultContentConfiguration()
            content.text = grocery.name
            content.image = grocery.isAisle ? UIImage(systemName: "cart") : nil
            cell.contentConfiguration = content
            cell.accessories = grocery.isAisle ? [.outlineDisclosure(options: .init(style: .header))] : [.reorder()]
            var background = UIBackgroundConfiguration.listGroupedCell()
            background.cornerRadius = 10
            cell.backgroundConfiguration = background
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = indexPath.section == Section.basket.rawValue ? "Basket" : "Aisles"
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Grocery>(collectionView: collectionView) {
            (collectionView: UICollectionView, indexPath: IndexPath, grocery: Grocery) -> UICollectionViewCell? in
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: grocery)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            return collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        dataSource.reorderingHandlers.canReorderItem = { grocery in !grocery.isAisle }
    }

    private func applyInitialSnapshots() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Grocery>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(["Milk", "Eggs"].map { Grocery(name: $0, isAisle: false) }, toSection: .basket)
        dataSource.apply(snapshot, animatingDifferences: false)

        var outline = NSDiffableDataSourceSectionSnapshot<Grocery>()
        for aisle in Self.aisles.keys.sorted() {
            let parent = Grocery(name: aisle, isAisle: true)
            outline.append([parent])
            outline.append(Self.aisles[aisle, default: []].map { Grocery(name: $0, isAisle: false) }, to: parent)
        }
        dataSource.apply(outline, to: .aisles, animatingDifferences: false)
    }

    /// Puts a grocery in the basket, as a tap on an aisle's row would.
    func addToBasket(_ name: String) {
        var snapshot = dataSource.snapshot()
        snapshot.appendItems([Grocery(name: name, isAisle: false)], toSection: .basket)
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}
