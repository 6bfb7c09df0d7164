import Foundation
import Testing
import UIKitCompatibility

@Suite("NSCollectionLayoutEnvironment.traitCollection")
@MainActor
struct NSCollectionLayoutEnvironmentTests {
    @Test("a section provider reads the view's display scale from the environment's trait collection")
    func traitCollectionFollowsTheView() {
        var scales: [CGFloat] = []
        let layout = UICollectionViewCompositionalLayout { _, environment -> NSCollectionLayoutSection? in
            scales.append(environment.traitCollection.displayScale)
            // Hairline insets, as apps write them: one pixel of the screen.
            let pixel = 1 / environment.traitCollection.displayScale
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: pixel, leading: 0, bottom: pixel, trailing: 0)
            let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.screenScale = 2
        let dataSource = FixedCounts()
        view.dataSource = dataSource
        view.layoutIfNeeded()
        #expect(scales.last == 2)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0.5, width: 320, height: 43))
        #expect(view.traitCollection == UITraitCollection(displayScale: 2))
    }

    private final class FixedCounts: UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    }
}
