import BatchUpdates
import CollectionViewSimulator
import Foundation
import Testing

@Suite("Compositional layout: orthogonal offsets through section updates")
@MainActor
struct CollectionViewCompositionalLayoutOrthogonalTests {
    /// Rows of 100 × 100 cards scrolling sideways, one row per section.
    private func carousel() -> CollectionViewCompositionalLayout {
        let item = CollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(100)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(100)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        return CollectionViewCompositionalLayout(section: section)
    }

    @Test("a scrolled row keeps its offset when a section is inserted above it, deleted above it or moved",
          arguments: [
            ([BatchOperation.insertSection(0)], [4, 10, 10], [0: 0, 1: 0, 2: 150]),
            ([.deleteSection(0)], [10], [0: 150]),
            ([.moveSection(from: 1, to: 0)], [10, 10], [0: 150, 1: 0]),
          ] as [([BatchOperation], [Int], [Int: CGFloat])])
    func offsetFollowsItsSection(operations: [BatchOperation], counts: [Int], expected: [Int: CGFloat]) throws {
        let layout = carousel()
        let dataSource = SectionCountsDataSource([10, 10])
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.dataSource = dataSource
        view.layoutIfNeeded()
        layout.setOrthogonalScrollOffset(150, forSection: 1)
        try view.throwing.performBatchUpdates({
            dataSource.counts = counts
            try view.record(operations)
        })
        for (section, offset) in expected {
            #expect(layout.orthogonalScrollOffset(forSection: section) == offset, "section \(section)")
        }
    }
}
