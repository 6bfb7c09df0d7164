import CollectionViewSimulator
import Foundation
@testable import ScenarioRunner
import Testing
@testable import TimelineOutput

@Suite("Selection steps and expectations")
@MainActor
struct SelectionStepSpecTests {
    @Test("tap, select and deselect decode to their index paths")
    func decodes() throws {
        let scenario = try ScenarioFixture.decode([("steps", #"[{"tap": "0-2"}, {"select": "0-1"}, {"deselect": "0-1"}]"#)])
        #expect(scenario.steps.map(\.action) == [
            .selection(.tap(IndexPath(item: 2, section: 0))), .selection(.select(IndexPath(item: 1, section: 0))),
            .selection(.deselect(IndexPath(item: 1, section: 0))),
        ])
    }

    @Test("an index path that is not S-I is an error naming it", arguments: ["0", "a-1", "0--1", "0-1-2"])
    func badIndexPath(text: String) {
        let message = ScenarioFixture.error("steps", #"[{"tap": "\#(text)"}]"#)
        #expect(message.hasSuffix(#"steps[0].tap: '\#(text)' is not an item's index path; write it "S-I", for example "0-2""#), "\(message)")
    }

    @Test("a run records the selection and a tap's delegate calls; expectations check them")
    func runs() throws {
        let scenario = try ScenarioFixture.decode([
            ("steps", #"[{"tap": "0-2"}, {"select": "0-0"}, {"update": ["delete 0-0"]}]"#),
            ("expect", #"[{"step": 1, "selected": ["0-1"]}, {"step": 1, "delegateCalls": ["x"]}, {"step": 2, "selected": []}]"#),
        ])
        let run = ScenarioRun(scenario)
        #expect(run.steps[0].delegateCalls.map(\.methodName).first == "collectionView(_:shouldHighlightItemAt:)")
        #expect(run.steps[0].selectedAfter == [IndexPath(item: 2, section: 0)])
        #expect(run.steps[1].delegateCalls.isEmpty)
        #expect(run.steps[2].selectedAfter == [])
        #expect(run.failures.map(\.description) == [
            ScenarioFailure(scenario: "t", step: 1, property: "selected", expected: "[0-1]", actual: "[0-0]").description,
            ScenarioFailure(scenario: "t", step: 1, property: "delegateCalls[0]", expected: "'x'", actual: "the end of the trace").description,
        ])
    }

    @Test("tapping an item that does not exist is a step error")
    func missingItem() throws {
        let run = ScenarioRun(try ScenarioFixture.decode([("steps", #"[{"tap": "0-3"}]"#)]))
        #expect(run.steps[0].error == .data("attempt to select or touch item 0-3, but section 0 contains 3 items"))
    }
}
