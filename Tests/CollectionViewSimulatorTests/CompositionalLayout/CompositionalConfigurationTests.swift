import CollectionViewSimulator
import Foundation
import Testing

@Suite("Compositional layout: custom groups, inset references, boundaries")
@MainActor
struct CompositionalConfigurationTests {
    private func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    private func rowSection() -> CollectionLayoutSection {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        return CollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
    }

    @Test("a custom group places its items where the provider says, repeated down the section")
    func customGroup() {
        let group = CollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(100))) { _ in
            [CollectionLayoutGroupCustomItem(frame: rect(0, 0, 100, 100)), CollectionLayoutGroupCustomItem(frame: rect(110, 10, 50, 50), zIndex: 2)]
        }
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        prepared(layout, width: 320, height: 480, counts: [3])
        #expect(layout.frame(item: 1) == rect(110, 10, 50, 50))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 2)
        #expect(layout.frame(item: 2) == rect(0, 100, 100, 100))
    }

    @Test("content insets are measured from the reference the section names", arguments: [
        (ContentInsetsReference.automatic, rect(20, 0, 280, 50)),
        (.safeAreaInsets, rect(20, 0, 280, 50)),
        (.none, rect(0, 0, 320, 50)),
        (.layoutMargins, rect(8, 0, 304, 50)),
    ])
    func insetsReference(reference: ContentInsetsReference, expected: CGRect) {
        let section = rowSection()
        section.contentInsetsReference = reference
        let layout = CollectionViewCompositionalLayout(section: section)
        prepared(layout, width: 320, height: 480, counts: [1]) { view in
            view.safeAreaInsets = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        }
        #expect(layout.frame(item: 0) == expected)
    }

    @Test("a header that does not extend its section overlaps the first items")
    func headerNotExtendingBoundary() {
        let section = rowSection()
        let boundary = CollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(40)),
                                                                 elementKind: header, alignment: .top)
        boundary.extendsBoundary = false
        section.boundarySupplementaryItems = [boundary]
        let layout = CollectionViewCompositionalLayout(section: section)
        prepared(layout, width: 320, height: 480, counts: [2])
        #expect(layout.frame(ofKind: header, section: 0) == rect(0, 0, 320, 40))
        #expect(layout.frame(item: 0) == rect(0, 0, 320, 50))
    }

    @Test("headers follow the section's side insets unless told not to", arguments: [(true, rect(16, 0, 288, 40)), (false, rect(0, 0, 320, 40))])
    func supplementariesFollowContentInsets(follows: Bool, expected: CGRect) {
        let section = rowSection()
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.supplementariesFollowContentInsets = follows
        section.boundarySupplementaryItems = [CollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: header, alignment: .top)]
        let layout = CollectionViewCompositionalLayout(section: section)
        prepared(layout, width: 320, height: 480, counts: [1])
        #expect(layout.frame(ofKind: header, section: 0) == expected)
        #expect(layout.frame(item: 0) == rect(16, 40, 288, 50))
    }

    @Test("the layout's own header comes before every section, at index path 0-0")
    func layoutHeader() {
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [CollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "layout-header", alignment: .top)]
        let layout = CollectionViewCompositionalLayout(section: rowSection(), configuration: configuration)
        let view = prepared(layout, width: 320, height: 480, counts: [2])
        #expect(layout.frame(ofKind: "layout-header", section: 0) == rect(0, 0, 320, 30))
        #expect(layout.frame(item: 0) == rect(0, 30, 320, 50))
        #expect(layout.collectionViewContentSize.height == 130)
        #expect(layout.layoutAttributesForElements(in: view.bounds)?.contains { $0.representedElementKind == "layout-header" } == true)
    }
}

@Suite("Compositional layout: badges in updates")
@MainActor
struct CompositionalBadgeUpdateTests {
    @Test("a deleted cell's badge fades out with it")
    func badgesFollowTheirCells() throws {
        let badge = CollectionLayoutSupplementaryItem(
            layoutSize: .init(widthDimension: .absolute(10), heightDimension: .absolute(10)), elementKind: "badge",
            containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = CollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
                                        supplementaryItems: [badge])
        let group = CollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                                     subitems: [item])
        let layout = BadgeInsertionSpy(section: CollectionLayoutSection(group: group))
        let data = SectionCountsDataSource([3])
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.dataSource = data
        view.layoutIfNeeded()
        let insertion = try view.throwing.performBatchUpdates {
            data.counts = [4]
            try view.throwing.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        // The layout reports the inserted cell's badge; the old 0-0 badge follows its item to 0-1
        // (CompositionalBadgeIdentityTests).
        #expect(layout.insertedBadges == [IndexPath(item: 0, section: 0)])
        #expect(insertion.track(of: .cell(IndexPath(item: 0, section: 0)))?.fate == .inserted)
        let deletion = try view.throwing.performBatchUpdates {
            data.counts = [3]
            try view.throwing.deleteItems(at: [IndexPath(item: 3, section: 0)])
        }
        #expect(deletion.track(ofBefore: .supplementary("badge", at: IndexPath(item: 3, section: 0)))?.fate == .deleted)
    }
}

/// Records what the layout answers for inserted badges during an update.
private final class BadgeInsertionSpy: CollectionViewCompositionalLayout {
    var insertedBadges: [IndexPath] = []

    override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        let answer = super.indexPathsToInsertForSupplementaryView(ofKind: elementKind)
        if elementKind == "badge" { insertedBadges = answer }
        return answer
    }
}
