import BatchUpdates
import Foundation
import Testing

@Suite("Outline section snapshots")
@MainActor
struct DiffableDataSourceSectionSnapshotTests {
    private func outline() throws -> DiffableDataSourceSectionSnapshot<String> {
        var outline = DiffableDataSourceSectionSnapshot<String>()
        try outline.throwing.append(["Fruit", "Veg"])
        try outline.throwing.append(["apple", "pear"], to: "Fruit")
        try outline.throwing.append(["red", "green"], to: "apple")
        try outline.throwing.insert(["fig"], before: "pear")
        return outline
    }

    @Test("visible items follow expansion, depth first")
    func visibility() throws {
        var outline = try outline()
        #expect(outline.items == ["Fruit", "apple", "red", "green", "fig", "pear", "Veg"])
        #expect(outline.visibleItems == ["Fruit", "Veg"])
        outline.expand(["Fruit"])
        #expect(outline.visibleItems == ["Fruit", "apple", "fig", "pear", "Veg"])
        outline.expand(["apple"])
        #expect(outline.isVisible("red") && outline.level(of: "red") == 2 && outline.parent(of: "red") == "apple")
        outline.collapse(["Fruit"])
        #expect(outline.visibleItems == ["Fruit", "Veg"] && !outline.isVisible("red") && outline.isExpanded("apple"))
    }

    @Test("deleting a parent deletes its descendants; a sub-outline keeps expansion")
    func deletingAndExtracting() throws {
        var outline = try outline()
        outline.expand(["apple"])
        let apple = try outline.throwing.snapshot(of: "apple", includingParent: true)
        #expect(apple.items == ["apple", "red", "green"] && apple.visibleItems == ["apple", "red", "green"])
        outline.delete(["apple"])
        #expect(outline.items == ["Fruit", "fig", "pear", "Veg"] && !outline.contains("red"))
    }

    @Test("UIKit's error for a repeated identifier")
    func duplicates() throws {
        var outline = try outline()
        #expect(throws: DiffableSnapshotError.duplicateOutlineItems(["\"red\""])) { try outline.throwing.append(["red"], to: "Veg") }
        #expect(DiffableSnapshotError.duplicateOutlineItems(["\"red\""]).description
            == "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\"red\")}")
    }
}
