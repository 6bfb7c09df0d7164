import CollectionViewSimulator
import Foundation
@testable import ScenarioRunner
import Testing
@testable import TimelineOutput

@Suite("Drag steps and items expectations")
@MainActor
struct DragStepSpecTests {
    private static let letters = ("data", #"[["a", "b", "c", "d"]]"#)

    @Test("drag decodes its item, path and ending; then defaults to end")
    func decodes() throws {
        let scenario = try ScenarioFixture.decode([("steps", #"[{"drag": {"item": "0-1", "path": [[10, 20], [30, 40]]}}, {"drag": {"item": "0-0", "path": [[1, 2]], "then": "cancel"}}]"#)])
        #expect(scenario.steps.map(\.action) == [
            .drag(DragStepSpec(item: IndexPath(item: 1, section: 0), path: [CGPoint(x: 10, y: 20), CGPoint(x: 30, y: 40)])),
            .drag(DragStepSpec(item: IndexPath(item: 0, section: 0), path: [CGPoint(x: 1, y: 2)], ends: false)),
        ])
    }

    @Test("each invalid drag is reported with its place, problem and fix", arguments: [
        (#"[{"drag": {"path": [[1, 2]]}}]"#, #"t.json:2:20: steps[0].drag: missing key 'item'"#),
        (#"[{"drag": {"item": "0-0", "path": []}}]"#, #"t.json:2:44: steps[0].drag.path: a drag needs at least one point; write the finger's positions as [[x, y], …]"#),
        (#"[{"drag": {"item": "0-0", "path": [[1]]}}]"#, #"t.json:2:45: steps[0].drag.path[0]: expected a point [x, y], 2 numbers"#),
        (#"[{"drag": {"item": "0-0", "path": [[1, 2]], "then": "drop"}}]"#, #"t.json:2:62: steps[0].drag.then: unknown ending 'drop'; expected one of: end, cancel"#),
        (#"[{"drag": {"item": "0", "path": [[1, 2]]}}]"#, #"t.json:2:29: steps[0].drag.item: '0' is not an item's index path; write it "S-I", for example "0-2""#),
    ])
    func errors(steps: String, message: String) {
        #expect(ScenarioFixture.error([("steps", steps)]) == message)
    }

    @Test("a drag that ends moves the identifier; one stage per target change plus the drop; items expectations check it")
    func runsToEnd() throws {
        let scenario = try ScenarioFixture.decode([Self.letters,
            ("steps", #"[{"drag": {"item": "0-0", "path": [[160, 25], [160, 60], [227.5, 25]]}}]"#),
            ("expect", #"[{"step": 0, "items": [["b", "c", "d", "a"]]}, {"step": 0, "items": [["a"]]}]"#),
        ])
        let run = ScenarioRun(scenario)
        #expect(run.steps[0].error == nil)
        #expect(run.steps[0].stages.map { $0.batch?.updateItems.map(\.description) ?? [] } == [["move 0-0 -> 0-2"], ["move 0-2 -> 0-3"], []])
        #expect(run.steps[0].stages.map(\.startTime) == [0, 0.25, 0.5])
        #expect(run.failures.map(\.description) == [
            ScenarioFailure(scenario: "t", step: 0, property: "items", expected: "[[a]]", actual: "[[b, c, d, a]]").description,
        ])
    }

    @Test("a cancelled drag leaves the data as it was, the item back in its slot")
    func runsToCancel() throws {
        let scenario = try ScenarioFixture.decode([Self.letters,
            ("steps", #"[{"drag": {"item": "0-3", "path": [[25, 25]], "then": "cancel"}}, {"update": ["delete 0-0"]}]"#),
            ("expect", #"[{"step": 0, "items": [["a", "b", "c", "d"]]}, {"step": 1, "items": [["b", "c", "d"]]}, {"step": 0, "element": "cell 0-3", "at": "end", "center": [227.667, 25]}]"#),
        ])
        let run = ScenarioRun(scenario)
        #expect(run.failures.isEmpty, "\(run.failures)")
        #expect(run.steps[0].stages.last?.batch?.updateItems.map(\.description) == ["move 0-0 -> 0-3"])
    }

    @Test("an item that cannot be lifted is a step error and changes nothing")
    func notLifted() throws {
        let run = ScenarioRun(try ScenarioFixture.decode([Self.letters, ("steps", #"[{"drag": {"item": "0-7", "path": [[1, 2]]}}]"#)]))
        #expect(run.steps[0].error == .data("item 0-7 cannot be lifted: it is not on screen, or no such item exists"))
        #expect(run.steps[0].itemIdentifiers.after.map(\.strings) == [["a", "b", "c", "d"]])
    }
}
