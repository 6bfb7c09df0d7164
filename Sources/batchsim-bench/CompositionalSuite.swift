import CollectionViewSimulator
import Foundation

/// The compositional layout: `prepare()` of a photo grid (four fractional columns,
/// a pinned header per section) and one screen's `layoutAttributesForElements(in:)` halfway
/// down, at growing sizes with 100 items per section.
let compositionalSuite = BenchmarkSuite(
    name: "compositional",
    summary: "compositional prepare() and one screen query, 100 items per section"
) { clock in
    print(["items", "sections", "prepare median", "query median", "elements"].joined(separator: " | "))
    for items in [10_000, 100_000] {
        let sections = items / 100
        let (view, layout, data) = makeGrid(sections: sections)
        let prepare = clock.measure { () -> CGSize in
            layout.invalidateLayout()
            view.layoutIfNeeded()
            return layout.collectionViewContentSize
        }
        let middle = CGRect(x: 0, y: layout.collectionViewContentSize.height / 2, width: 390, height: 844)
        var count = 0
        let query = clock.measure { () -> Int in
            count = layout.layoutAttributesForElements(in: middle)?.count ?? 0
            return count
        }
        print(["\(items)", "\(sections)", formatDuration(median(prepare)), formatDuration(median(query)), "\(count)"].joined(separator: " | "))
        withExtendedLifetime(data) {}
    }
}

/// The view holds its data source weakly (as UIKit), so the grid's counts come back with it.
@MainActor private func makeGrid(sections: Int) -> (CollectionView, CollectionViewCompositionalLayout, SectionCountsDataSource) {
    let item = CollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
    item.contentInsets = DirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
    let group = CollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.25)),
                                                 subitems: [item])
    let section = CollectionLayoutSection(group: group)
    let header = CollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                           elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
    header.pinToVisibleBounds = true
    section.boundarySupplementaryItems = [header]
    let layout = CollectionViewCompositionalLayout(section: section)
    let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    let data = SectionCountsDataSource(Array(repeating: 100, count: sections))
    view.dataSource = data
    view.layoutIfNeeded()
    return (view, layout, data)
}
