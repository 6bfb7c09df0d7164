import CollectionViewSimulator
import Foundation
@testable import ScenarioRunner
import Testing
@testable import TimelineOutput

@Suite("Scenario element names")
@MainActor
struct ElementIDScenarioTests {
    @Test("an element's text form, optionally followed by (before), parses and prints back", arguments: [
        ("cell 0-3", ElementID.cell(IndexPath(item: 3, section: 0)), false),
        ("cell 0-5 (before)", ElementID.cell(IndexPath(item: 5, section: 0)), true),
        ("footer 1 (before)", ElementID.footer(1), true),
        ("decoration RowDecoration 1-0", ElementID.decoration("RowDecoration", at: IndexPath(item: 0, section: 1)), false),
    ])
    func roundTrip(text: String, id: ElementID, isBeforeUpdate: Bool) throws {
        let parsed = try ElementID.parseScenarioName(text).get()
        #expect(parsed.element == id && parsed.isBeforeUpdate == isBeforeUpdate)
        #expect(id.scenarioName(isBeforeUpdate: isBeforeUpdate) == text)
    }

    @Test("texts that are not scenario element names", arguments: ["cell 0-0 (after)", "(before)", "cell (before) 0-0"])
    func rejected(text: String) {
        #expect((try? ElementID.parseScenarioName(text).get()) == nil)
    }
}
