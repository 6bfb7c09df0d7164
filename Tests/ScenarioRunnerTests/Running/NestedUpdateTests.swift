import BatchUpdates
import CollectionViewSimulator
import Foundation
@testable import ScenarioRunner
import Testing
import TimelineOutput

@Suite("Nested performBatchUpdates calls in an update step")
@MainActor
struct NestedUpdateTests {
    @Test("nested lists decode in order, and count against the step's operations budget")
    func decodes() throws {
        let steps = try ScenarioFixture.decode("steps", #"[{"update": ["insert 0-0"], "nested": [["delete 0-1"], []]}]"#).steps
        #expect(steps == [StepSpec(.update(UpdateStepSpec(operations: [.insertItem(IndexPath(item: 0, section: 0))],
                                                          nested: [[.deleteItem(IndexPath(item: 1, section: 0))], []])))])
        let error = ScenarioFixture.error([("maxOperationsPerStep", "2"), ("steps", #"[{"update": ["insert 0-0"], "nested": [["delete 0-1"], ["insert 0-1"]]}]"#)])
        #expect(error.contains("steps[0].nested[1]: 3 operations in one step, more than the budget of 2 (maxOperationsPerStep)"), "\(error)")
    }

    @Test("nested calls join the outermost batch, as UIKit's update counter makes them: the same animation as one flat batch", arguments: [
        (#"["insert 0-0"]"#, #"[["delete 0-2"], ["move 0-0 -> 0-1"]]"#),
        (#"[]"#, #"[["insert 0-3"]]"#),
        (#"["reload 0-1"]"#, #"[[], ["delete 0-0", "insert 0-2"]]"#),
    ])
    func nestedIsFlat(_ outer: String, _ nested: String) throws {
        let nestedRun = try ScenarioRunTests.run(steps: #"[{"update": "# + outer + #", "nested": "# + nested + "}]")
        let update = try #require(nestedRun.steps.first.flatMap { if case .update(let update) = $0.step.action { update } else { nil } })
        let flat = try ScenarioRunTests.run(steps: #"[{"update": ["# + update.allOperations.map { "\"\($0)\"" }.joined(separator: ", ") + "]}]")
        #expect(nestedRun.passed, "\(nestedRun.failures)")
        #expect(nestedRun.steps[0].stages.count == 1)
        #expect(nestedRun.steps[0].stages == flat.steps[0].stages)
    }

    @Test("an invalid operation in a nested call fails the whole batch, with UIKit's text, and changes nothing")
    func invalidNested() throws {
        let run = try ScenarioRunTests.run(
            steps: #"[{"update": ["insert 0-0"], "nested": [["delete 0-9"]]}, {"update": ["delete 0-2"]}]"#,
            expect: #"[{"step": 0, "errorContains": "attempt to delete item 9 from section 0"}]"#)
        #expect(run.passed, "\(run.failures)")
        #expect(run.steps[0].stages.isEmpty)
        #expect(run.steps[1].error == nil)
    }
}
