import CollectionViewSimulator
import Foundation
import Testing
import TestSupport

/// Compositional section headers with an estimated height size themselves (Apple's example of a
/// boundary supplementary item: `heightDimension: .estimated(44)`); flow layout headers do not.
@Suite("Self-sizing section headers")
@MainActor
struct CompositionalBoundarySelfSizingTests {
    static func titledList(_ sections: [(title: String, rows: Int)]) -> (CollectionView, TitledSectionsDataSource) {
        let row = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let group = CollectionLayoutGroup.vertical(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [row])
        let section = CollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [CollectionLayoutBoundarySupplementaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            elementKind: TitledSectionsDataSource.kind, alignment: .top)]
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                  collectionViewLayout: CollectionViewCompositionalLayout(section: section))
        view.screenScale = 0
        view.register(TitleHeader.self, forSupplementaryViewOfKind: TitledSectionsDataSource.kind, withReuseIdentifier: "title")
        let source = TitledSectionsDataSource(sections)
        view.dataSource = source
        FixtureOwner.keep(source, for: view)
        view.layoutIfNeeded()
        return (view, source)
    }

    static func shown(_ view: CollectionView) -> [ElementID: CGRect] {
        Dictionary(uniqueKeysWithValues: view.layoutAttributesForVisibleElements.map { (ElementID($0), $0.frame) })
    }

    static func onScreen(_ frames: [ElementID: CGRect], in rect: CGRect) -> [ElementID: CGRect] {
        frames.filter { $0.value.maxY > rect.minY && $0.value.minY < rect.maxY }
    }

    @Test("the first layout pass shows every header on screen at the height its title needs, and the rows below it")
    func layoutPassFitsHeaders() {
        let (view, source) = Self.titledList([("a", 2), (String(repeating: "b", count: 30), 3), ("", 2), ("cc", 4)])
        #expect(Self.shown(view) == Self.onScreen(source.fittedFrames(), in: view.bounds))
    }

    @Test("inserting a section fits its header; the other headers keep their fitted heights with their sections")
    func insertedSectionFitsItsHeader() throws {
        let (view, source) = Self.titledList([("a", 1), (String(repeating: "b", count: 20), 2)])
        source.sections.insert((String(repeating: "n", count: 40), 1), at: 0)
        let animation = try #require(try view.throwing.insertSections(IndexSet(integer: 0)))
        let header = ElementID.supplementary(TitledSectionsDataSource.kind, at: IndexPath(item: 0, section: 0))
        let inserted = try #require(animation.track(of: header))
        #expect(inserted.fate == .inserted)
        let fitted = source.fittedFrames()
        #expect(inserted.end.frame == fitted[header])
        let moved = try #require(animation.track(of: .supplementary(TitledSectionsDataSource.kind, at: IndexPath(item: 0, section: 2))))
        #expect(moved.end.frame == fitted[.supplementary(TitledSectionsDataSource.kind, at: IndexPath(item: 0, section: 2))])
        #expect(animation.hookNames.filter { $0.hasPrefix("shouldInvalidateLayout(forPreferred") }.count == 1)
        #expect(Self.shown(view) == Self.onScreen(fitted, in: view.bounds))
    }

    /// A titled list under a layout-wide header of kind `layout-header` estimated at 44 points,
    /// whose view shows section 0's title (the data source answers by section).
    static func titledListUnderLayoutHeader(_ sections: [(title: String, rows: Int)]) -> (CollectionView, TitledSectionsDataSource) {
        let (view, source) = titledList(sections)
        guard let layout = view.collectionViewLayout as? CollectionViewCompositionalLayout else { return (view, source) }
        let configuration = layout.configuration
        configuration.boundarySupplementaryItems = [CollectionLayoutBoundarySupplementaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            elementKind: "layout-header", alignment: .top)]
        view.register(TitleHeader.self, forSupplementaryViewOfKind: "layout-header", withReuseIdentifier: "title")
        layout.configuration = configuration
        view.layoutIfNeeded()
        return (view, source)
    }

    /// ``TitledSectionsDataSource/fittedFrames()`` below the fitted layout-wide header.
    static func fittedFramesUnderLayoutHeader(_ source: TitledSectionsDataSource) -> [ElementID: CGRect] {
        let height = TitleHeader.height(of: source.sections.first?.title ?? "")
        var frames = source.fittedFrames().mapValues { $0.offsetBy(dx: 0, dy: height) }
        frames[.supplementary("layout-header", at: IndexPath(item: 0, section: 0))] = CGRect(x: 0, y: 0, width: 320, height: height)
        return frames
    }

    @Test("the layout's own estimated header sizes itself like a section's, and the sections start below it")
    func layoutHeaderFitsItself() {
        let (view, source) = Self.titledListUnderLayoutHeader([(String(repeating: "t", count: 25), 2), ("b", 3)])
        #expect(Self.shown(view) == Self.onScreen(Self.fittedFramesUnderLayoutHeader(source), in: view.bounds))
    }

    @Test("an item inserted under the layout's own header leaves the header at its fitted height")
    func layoutHeaderKeepsItsSizeThroughAnUpdate() throws {
        let (view, source) = Self.titledListUnderLayoutHeader([(String(repeating: "t", count: 25), 2), ("b", 3)])
        source.sections[0].rows += 1
        let animation = try #require(try view.throwing.insertItems(at: [IndexPath(item: 0, section: 0)]))
        let header = ElementID.supplementary("layout-header", at: IndexPath(item: 0, section: 0))
        let fitted = Self.fittedFramesUnderLayoutHeader(source)
        #expect(animation.track(of: header)?.end.frame == fitted[header])
        #expect(Self.shown(view) == Self.onScreen(fitted, in: view.bounds))
    }

    @Test("a flow layout's headers keep headerReferenceSize: its estimatedItemSize sizes cells only")
    func flowHeadersAreNotAsked() {
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 320, height: 44)
        layout.headerReferenceSize = CGSize(width: 320, height: 30)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(TitleHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "title")
        let dataSource = TitledSectionsDataSource([(String(repeating: "x", count: 30), 2)])
        view.dataSource = dataSource
        view.layoutIfNeeded()
        let header = view.layoutAttributesForVisibleElements.first { $0.representedElementCategory == .supplementaryView }
        #expect(header?.size.height == 30)
    }
}
