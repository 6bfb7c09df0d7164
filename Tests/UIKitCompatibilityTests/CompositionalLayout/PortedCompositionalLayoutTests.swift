import Foundation
import Testing
import UIKitCompatibility

/// A compositional layout and a diffable data source written with UIKit's names only, as an app
/// writes them (the snapshot's mutations add `try`, where UIKit raises).
@Suite("Compositional layouts and diffable data sources written for UIKit")
@MainActor
struct PortedCompositionalLayoutTests {
    private func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { sectionIndex, environment -> NSCollectionLayoutSection? in
            let columns: CGFloat = environment.container.effectiveContentSize.width > 500 ? 4 : 2
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / columns), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
            if sectionIndex == 1 { section.orthogonalScrollingBehavior = .continuous }
            return section
        }
    }

    @Test("a configuration object is built as apps build it, and the layout keeps a copy")
    func portedConfiguration() {
        // As in UIKit: a `let` configuration whose properties are set one by one.
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        configuration.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: "banner", alignment: .top)]
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, _ in
            NSCollectionLayoutSection(group: .horizontal(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                subitems: [NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]))
        }, configuration: configuration)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let dataSource = CountsDataSource(counts: [1, 1])
        view.dataSource = dataSource
        view.layoutIfNeeded()
        // Banner 44, section 0's row, 20 between sections, section 1's row.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 114)
        // The app's object is not the layout's: changing it later changes nothing ...
        configuration.interSectionSpacing = 0
        layout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 114)
        // ... until it is set again, which invalidates the layout.
        layout.configuration = configuration
        view.layoutIfNeeded()
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 94)
    }

    @Test("a two-column grid under a header, then an apply that moves")
    func portedGrid() throws {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: makeLayout())
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view)
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        try snapshot.throwing.appendSections([0])
        try snapshot.throwing.appendItems(["a", "b", "c"])
        try dataSource.throwing.apply(snapshot, animatingDifferences: false)
        // Columns of 160, 2-point insets; the header's 30 points first.
        #expect(view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
            == CGRect(x: 162, y: 32, width: 156, height: 76))
        try snapshot.throwing.moveItem("c", beforeItem: "a")
        let animation = try #require(try dataSource.throwing.apply(snapshot).first)
        #expect(animation.track(of: .cell(IndexPath(item: 0, section: 0)))?.fate == .moved)
    }
}
