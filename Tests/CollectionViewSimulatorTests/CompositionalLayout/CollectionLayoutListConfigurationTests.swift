import CollectionViewSimulator
import Foundation
import Testing

@Suite("List layouts and compositional update animations")
@MainActor
struct CollectionLayoutListConfigurationTests {
    @Test("an inset-grouped list insets rows and headers by its side insets")
    func insetGrouped() {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let layout = CollectionViewCompositionalLayout.list(using: configuration)
        prepared(layout, width: 320, height: 480, counts: [2, 1])
        // Side insets 20: rows 280 wide; header 38, rows 44 (estimates), bottom inset 35.
        #expect(layout.frame(ofKind: header, section: 0) == rect(20, 0, 280, 38))
        #expect(layout.frame(item: 0) == rect(20, 38, 280, 44))
        #expect(layout.frame(item: 1) == rect(20, 82, 280, 44))
        #expect(layout.frame(ofKind: header, section: 1) == rect(20, 161, 280, 38))
    }

    @Test("a plain list spans the width and pins its headers", arguments: CollectionLayoutListConfiguration.Appearance.allCases)
    func appearances(appearance: CollectionLayoutListConfiguration.Appearance) {
        var configuration = CollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let layout = CollectionViewCompositionalLayout.list(using: configuration)
        let view = prepared(layout, width: 320, height: 100, counts: [20])
        let metrics = configuration.metrics
        #expect(layout.frame(item: 0).width == 320 - metrics.sectionInsets.leading - metrics.sectionInsets.trailing)
        view.contentOffset = CGPoint(x: 0, y: 200)
        view.layoutIfNeeded()
        let headerY = layout.frame(ofKind: header, section: 0).minY
        #expect(headerY == (appearance == .plain ? 200 : 0))
        #expect(layout.frame(ofKind: footer, section: 0).minY == metrics.estimatedHeaderHeight + 20 * 44 + metrics.sectionInsets.bottom)
    }

    @Test("deleting a section fades its cells, header and background out; the next slides up")
    func deleteSectionAnimation() throws {
        var configuration = CollectionLayoutListConfiguration(appearance: .grouped)
        configuration.headerMode = .supplementary
        let section = CollectionLayoutSection.list(using: configuration, layoutEnvironment: CollectionLayoutEnvironment(
            container: CollectionLayoutContainer(contentSize: .zero, contentInsets: .zero)))
        section.decorationItems = [.background(elementKind: "background")]
        let layout = CollectionViewCompositionalLayout(section: section)
        let data = SectionCountsDataSource([2, 2])
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.dataSource = data
        view.layoutIfNeeded()
        let animation = try view.throwing.performBatchUpdates {
            data.counts = [2]
            try view.throwing.deleteSections([0])
        }
        #expect(animation.track(ofBefore: .cell(IndexPath(item: 0, section: 0)))?.fate == .deleted)
        #expect(animation.track(ofBefore: .supplementary(header, at: IndexPath(item: 0, section: 0)))?.fate == .deleted)
        #expect(animation.track(ofBefore: .decoration("background", at: IndexPath(item: 0, section: 0)))?.fate == .deleted)
        #expect(animation.track(of: .cell(IndexPath(item: 0, section: 0)))?.fate == .moved)
    }
}
