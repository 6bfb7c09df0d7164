import Foundation
import TimelineOutput

extension ScenarioRun {
    /// Runs `scenario` and writes it through each renderer into its output a step at a time, as
    /// each step completes (``streaming(_:file:_:)``): no step is kept unless `keep` asks, so memory
    /// stays flat however many steps run. An output that has failed (a full disk, a golden that differs) is
    /// written no more.
    ///
    /// - Parameters:
    ///   - scenario: The scenario.
    ///   - file: The scenario's file, for errors that point into it; its name when `nil`.
    ///   - outputs: Each renderer with the output it writes into.
    ///   - keep: Whether to keep a step once it is written (``keepingSteps(_:file:where:)``);
    ///     none by default.
    /// - Returns: The run, with its failures and the steps `keep` kept.
    @MainActor package static func rendering(_ scenario: Scenario, file: String? = nil,
                                             into outputs: [(renderer: any StepwiseRenderer, output: any TextOutput)],
                                             keepingWhere keep: (StepResult) -> Bool = { _ in false }) -> ScenarioRun {
        var outputs = outputs
        let header = RecordedRun(header: scenario), labelsIdentifiers = !scenario.namedIdentifiers.isEmpty
        for index in outputs.indices { outputs[index].renderer.begin(header, into: outputs[index].output) }
        let run = keepingSteps(scenario, file: file, where: { result in
            let step = RecordedRun.Step(result, labellingIdentifiers: labelsIdentifiers)
            for index in outputs.indices where outputs[index].output.writeFailure == nil {
                outputs[index].renderer.write(step, into: outputs[index].output)
            }
            return keep(result)
        })
        for index in outputs.indices where outputs[index].output.writeFailure == nil { outputs[index].renderer.end(into: outputs[index].output) }
        return run
    }
}
