import Foundation
@testable import ScenarioRunner
import Testing

@Suite("Decoding apply steps with reloaded and reconfigured items")
@MainActor
struct ApplyStepSpecTests {
    @Test("changed and reconfigured identifiers are kept apart")
    func reconfigured() throws {
        let steps = try ScenarioFixture.decode("steps", #"[{"apply": [["b", "a"]], "changed": ["a"], "reconfigured": ["b"]}]"#).steps
        #expect(steps == [StepSpec(.apply(ApplyStepSpec(data: DataSpec([.identifiers(["b", "a"])]), changed: ["a"], reconfigured: ["b"])))])
    }

    @Test("a reconfigured identifier must be in the data")
    func unknownReconfigured() {
        let error = ScenarioFixture.error("steps", #"[{"apply": [["b", "a"]], "reconfigured": ["z"]}]"#)
        #expect(error.contains("steps[0].reconfigured[0]: 'z' is not an item of the data this step applies"), "\(error)")
    }
}
