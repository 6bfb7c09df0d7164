import CollectionViewSimulator
import Foundation
import Testing
import TestSupport

/// A custom layout's supplementary views are asked for their preferred attributes like its cells
/// (UIKit asks every reusable view it creates; the layout decides), through the one fitting path.
@Suite("Self-sizing views of a custom layout")
@MainActor
struct CustomLayoutSelfSizingTests {
    static func titledList(_ sections: [(title: String, rows: Int)]) -> (CollectionView, HeaderListLayout, TitledSectionsDataSource) {
        let layout = HeaderListLayout()
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(TitleHeader.self, forSupplementaryViewOfKind: TitledSectionsDataSource.kind, withReuseIdentifier: "title")
        let source = TitledSectionsDataSource(sections)
        view.dataSource = source
        FixtureOwner.keep(source, for: view)
        view.layoutIfNeeded()
        return (view, layout, source)
    }

    @Test("the first layout pass grows every header on screen to its title, through the layout's own context")
    func layoutPassFitsHeaders() {
        let (view, layout, source) = Self.titledList([("a", 2), (String(repeating: "b", count: 30), 3), ("", 2), ("cc", 4)])
        let shown = Dictionary(uniqueKeysWithValues: view.layoutAttributesForVisibleElements.map { (ElementID($0), $0.frame) })
        #expect(shown == CompositionalBoundarySelfSizingTests.onScreen(source.fittedFrames(), in: view.bounds))
        #expect(layout.headerHeights[1] == TitleHeader.height(of: String(repeating: "b", count: 30)))
    }

    @Test("an inserted section's header is asked in the update and ends at its title's height, as do the headers below")
    func insertedSectionGrowsItsHeader() throws {
        let (view, _, source) = Self.titledList([("a", 1), (String(repeating: "b", count: 20), 2)])
        source.sections.insert((String(repeating: "n", count: 40), 1), at: 0)
        let animation = try #require(try view.throwing.insertSections(IndexSet(integer: 0)))
        let header = ElementID.supplementary(TitledSectionsDataSource.kind, at: IndexPath(item: 0, section: 0))
        let inserted = try #require(animation.track(of: header))
        #expect(inserted.end.size.height == TitleHeader.height(of: source.sections[0].title))
        let below = ElementID.supplementary(TitledSectionsDataSource.kind, at: IndexPath(item: 0, section: 2))
        #expect(animation.track(of: below)?.end.frame == source.fittedFrames()[below])
        let invalidation = animation.hooks.last { $0.name == "invalidateLayout(with:)" }
        #expect(invalidation?.description.contains(TitledSectionsDataSource.kind) == true, "\(String(describing: invalidation))")
    }
}
