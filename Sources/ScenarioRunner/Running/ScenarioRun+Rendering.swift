import Foundation
import TimelineOutput

extension ScenarioRun {
    /// Runs `scenario` and writes it through each renderer into its output a step at a time, as
    /// each step completes (``streaming(_:file:_:)``): no step is kept, so memory stays flat
    /// however many steps run. An output that has failed (a full disk, a golden that differs) is
    /// written no more.
    ///
    /// - Parameters:
    ///   - scenario: The scenario.
    ///   - file: The scenario's file, for errors that point into it; its name when `nil`.
    ///   - outputs: Each renderer with the output it writes into.
    /// - Returns: The run, without its steps (``steps`` is empty), with its failures.
    @MainActor package static func rendering(_ scenario: Scenario, file: String? = nil,
                                             into outputs: [(renderer: any StepwiseRenderer, output: any TextOutput)]) -> ScenarioRun {
        var outputs = outputs
        let header = RecordedRun(header: scenario), labelsIdentifiers = !scenario.namedIdentifiers.isEmpty
        for index in outputs.indices { outputs[index].renderer.begin(header, into: outputs[index].output) }
        let run = streaming(scenario, file: file) { result in
            let step = RecordedRun.Step(result, labellingIdentifiers: labelsIdentifiers)
            for index in outputs.indices where outputs[index].output.writeFailure == nil {
                outputs[index].renderer.write(step, into: outputs[index].output)
            }
        }
        for index in outputs.indices where outputs[index].output.writeFailure == nil { outputs[index].renderer.end(into: outputs[index].output) }
        return run
    }
}
