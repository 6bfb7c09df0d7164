import CollectionViewSimulator
import Foundation
import TimelineOutput

extension RecordedRun {
    /// A scenario's run as the outputs read it. Cells are labelled with their item identifiers
    /// when the scenario names identifiers.
    package init(_ run: ScenarioRun) {
        self.init(header: run.scenario)
        let labelsIdentifiers = !run.scenario.namedIdentifiers.isEmpty
        steps = run.steps.map { Step($0, labellingIdentifiers: labelsIdentifiers) }
    }

    /// A scenario's run without its steps: what a renderer writes before them
    /// (``StepwiseRenderer/begin(_:into:)``).
    package init(header scenario: Scenario) {
        self.init(name: scenario.name, summary: scenario.summary,
                  view: TimelineDocument.View(size: scenario.view.size, contentOffset: scenario.view.contentOffset,
                                              screenScale: scenario.view.screenScale),
                  layout: scenario.layout.kind.name, data: scenario.data.summary, steps: [])
    }
}

extension RecordedRun.Step {
    /// A step of a scenario's run as the outputs read it.
    ///
    /// - Parameters:
    ///   - result: The step's result.
    ///   - labellingIdentifiers: Whether its cells are labelled with their item identifiers (when
    ///     the scenario names identifiers).
    package init(_ result: StepResult, labellingIdentifiers: Bool) {
        let animation = result.step.animation
        self.init(index: result.index, kind: result.kind, summary: result.step.summary, animated: result.step.animated,
                  animation: TimelineDocument.Animation(delay: animation.delay, duration: animation.duration,
                                                        curve: animation.curve, frameRate: animation.frameRate),
                  error: result.error, stages: result.stages, stateAfter: result.stateAfter,
                  identifiers: labellingIdentifiers ? Self.identifiers(of: result) : ([:], [:]))
    }

    /// The identifiers of the items the step's tracks show, by index path before and after it.
    private static func identifiers(of result: StepResult) -> (before: [IndexPath: String], after: [IndexPath: String]) {
        let tracks = result.stages.flatMap(\.tracks).filter { $0.element.category == .cell }
        func lookUp(_ indexPaths: [IndexPath], in sections: [ItemIdentifiers]) -> [IndexPath: String] {
            var identifiers: [IndexPath: String] = [:]
            for indexPath in indexPaths where indexPath.count == 2 && sections.indices.contains(indexPath[0])
                && sections[indexPath[0]].indices.contains(indexPath[1]) {
                identifiers[indexPath] = sections[indexPath[0]][indexPath[1]]
            }
            return identifiers
        }
        return (lookUp(tracks.compactMap(\.indexPathBeforeUpdate), in: result.itemIdentifiers.before),
                lookUp(tracks.compactMap(\.indexPathAfterUpdate), in: result.itemIdentifiers.after))
    }
}

extension TimelineRendering {
    /// A scenario's run, as `batchsim run --format` and `batchsim render --format` write it.
    public static func render(_ run: ScenarioRun, as format: Format) -> String {
        render(RecordedRun(run), as: format)
    }
}
