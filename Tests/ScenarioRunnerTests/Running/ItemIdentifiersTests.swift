@testable import ScenarioRunner
import Testing

@Suite("Item identifiers held as runs")
@MainActor
struct ItemIdentifiersTests {
    private let names = GeneratedNames(avoiding: ["#2", "#4", "#04", "x"])

    @Test("generated identifiers skip the scenario's own, whatever their number")
    func skipping() {
        #expect((0..<4).map(names.identifier) == ["#1", "#3", "#5", "#6"])
        #expect(GeneratedNames(avoiding: []).identifier(9_999_999) == "#10000000")
    }

    @Test("a run of ten million generated items is a few numbers until read")
    func large() {
        let items = ItemIdentifiers(generated: 0..<10_000_000, names: names)
        #expect(items.count == 10_000_000)
        #expect(items.runs.count == 1)
        #expect(items[9_999_999] == "#10000002")
        let cut = items.extracting(5..<9_000_000)
        #expect(cut.count == 8_999_995 && cut.runs.count == 1 && cut[0] == names.identifier(5))
    }

    @Test("cutting, joining, inserting and removing agree with an array")
    func editing() {
        var items = ItemIdentifiers(["a", "b"])
        items.append(contentsOf: ItemIdentifiers(generated: 0..<3, names: names))
        items.append(contentsOf: ItemIdentifiers(generated: 3..<4, names: names))
        items.append(contentsOf: ItemIdentifiers(["c"]))
        var array = ["a", "b", "#1", "#3", "#5", "#6", "c"]
        #expect(items.strings == array)
        #expect(items.runs.count == 3)
        #expect(items.extracting(1..<5).strings == Array(array[1..<5]))
        let (item, element) = (items.remove(at: 1), array.remove(at: 1))
        items.insert(item, at: 5)
        array.insert(element, at: 5)
        #expect(items.strings == array)
        #expect(items == ItemIdentifiers(array))
        #expect(items != ItemIdentifiers(array.reversed()))
    }
}
