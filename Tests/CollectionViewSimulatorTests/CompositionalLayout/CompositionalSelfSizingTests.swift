import CollectionViewSimulator
import Foundation
import Testing

@Suite("Compositional layout: self-sizing in groups")
@MainActor
struct CompositionalSelfSizingTests {
    private func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    private func report(_ layout: CollectionViewLayout, item: Int, height: CGFloat, in view: CollectionView) throws {
        let original = try #require(layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0)))
        let preferred = try #require(original.copy() as? CollectionViewLayoutAttributes)
        preferred.size.height = height
        #expect(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        layout.invalidateLayout()
        view.layoutIfNeeded()
    }

    @Test("uniformAcrossSiblings gives every item of a row the tallest fitted height")
    func uniformAcrossSiblings() throws {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .uniformAcrossSiblings(estimate: 50)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(50)), subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        let view = prepared(layout, width: 320, height: 480, counts: [4])
        try report(layout, item: 1, height: 90, in: view)
        #expect(layout.frame(item: 0) == rect(0, 0, 160, 90))
        #expect(layout.frame(item: 1) == rect(160, 0, 160, 90))
        // The next row keeps the estimate.
        #expect(layout.frame(item: 2) == rect(0, 90, 160, 50))
    }

    @Test("fitted sizes reach the right cell behind a nested group")
    func nestedEstimates() throws {
        let fixed = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(30)))
        let pair = CollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .absolute(60)), subitems: [fixed])
        let sized = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .estimated(40)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(60)), subitems: [pair, sized])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        let view = prepared(layout, width: 320, height: 480, counts: [3])
        // Cells 0 and 1 are the pair; cell 2 is the estimated item.
        #expect(layout.frame(item: 2) == rect(160, 0, 160, 40))
        try report(layout, item: 2, height: 100, in: view)
        #expect(layout.frame(item: 2) == rect(160, 0, 160, 100))
        #expect(layout.collectionViewContentSize.height == 100)
    }
}
