import CollectionViewSimulator
import Foundation
@testable import ScenarioRunner
import Testing

@Suite("Element names")
struct ElementNameTests {
    @Test("every form parses and prints back", arguments: [
        ("cell 0-3", ElementName(.cell, at: IndexPath(item: 3, section: 0))),
        ("cell 0-5 (before)", ElementName(.cell, at: IndexPath(item: 5, section: 0), isBeforeUpdate: true)),
        ("header 2", ElementName(.supplementary(kind: CollectionView.elementKindSectionHeader), at: IndexPath(item: 0, section: 2))),
        ("footer 1 (before)", ElementName(.supplementary(kind: CollectionView.elementKindSectionFooter), at: IndexPath(item: 0, section: 1), isBeforeUpdate: true)),
        ("supplementary Badge 0-2", ElementName(.supplementary(kind: "Badge"), at: IndexPath(item: 2, section: 0))),
        ("decoration RowDecoration 1-0", ElementName(.decoration(kind: "RowDecoration"), at: IndexPath(item: 0, section: 1))),
    ])
    func roundTrip(text: String, name: ElementName) {
        #expect(ElementName(text) == name)
        #expect(name.description == text)
    }

    @Test("a header kind at an item other than 0 prints as a supplementary view")
    func headerKindAtItem() {
        let name = ElementName(.supplementary(kind: CollectionView.elementKindSectionHeader), at: IndexPath(item: 1, section: 0))
        #expect(name.description == "supplementary UICollectionElementKindSectionHeader 0-1")
        #expect(ElementName(name.description) == name)
    }

    @Test("texts that are not element names", arguments: ["", "cell", "cell 0", "cell 0-1-2", "cell -1-0", "header 0-1", "footer x",
                                                           "supplementary 0-1", "decoration Row 0", "cel 0-0", "cell 0-0 (after)"])
    func rejected(text: String) {
        #expect(ElementName(text) == nil)
    }
}
