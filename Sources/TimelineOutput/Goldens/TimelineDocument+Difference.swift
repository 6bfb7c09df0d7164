import CollectionViewSimulator
import Foundation
import Keyframes

extension TimelineDocument {
    /// Every difference between this golden document and a run's, each naming the step, the
    /// element, the property and the time (`start`, `end`, a keyframe's time); none when they are
    /// equal within `tolerance`.
    ///
    /// The one comparison of goldens: `batchsim check` and the scenario runner (within
    /// ``TimelineTolerance/roundingNoise``), `assertGolden` (within its tolerance),
    /// ``TimelineDifference/all(expected:actual:tolerance:)`` and the golden comparison page all
    /// report from it. Decoded values are compared, never text. Per step, in a reader's order: its
    /// error, its animations (``TimelineDifference/all(expected:actual:step:tolerance:)``, stage by
    /// stage), what the step was and how it animated, and the view after it; then the number of
    /// steps, when it differs.
    ///
    /// - Parameters:
    ///   - actual: The run's document.
    ///   - tolerance: How far numbers may differ.
    /// - Returns: The differences, in the order of the steps.
    package func differences(to actual: TimelineDocument, tolerance: TimelineTolerance) -> [TimelineDifference] {
        guard !tolerance.matches(self, actual) else { return [] }
        let comparison = StepComparison(tolerance: tolerance)
        var found = zip(steps, actual.steps).filter { !tolerance.matches($0, $1) }.flatMap { old, new in
            let differences = comparison.all(old, new)
            return differences.isEmpty ? [comparison.difference(old.step, "step", "\(old)", "\(new)")] : differences
        }
        if steps.count != actual.steps.count {
            found.append(TimelineDifference(step: nil, element: nil, property: "number of steps", time: nil,
                                            expected: "\(steps.count)", actual: "\(actual.steps.count)"))
        }
        guard found.isEmpty else { return found }
        return [TimelineDifference(step: nil, element: nil, property: "scenario", time: nil,
                                   expected: "\(scenario): \(summary), \(view)", actual: "\(actual.scenario): \(actual.summary), \(actual.view)")]
    }
}

/// The comparison of two steps of a document, in ``TimelineDocument/differences(to:tolerance:)``'s order.
private struct StepComparison {
    let tolerance: TimelineTolerance

    func difference(_ step: Int, _ property: String, _ expected: String, _ actual: String) -> TimelineDifference {
        TimelineDifference(step: step, element: nil, property: property, time: nil, expected: expected, actual: actual)
    }

    func all(_ old: TimelineDocument.Step, _ new: TimelineDocument.Step) -> [TimelineDifference] {
        let step = old.step
        var found: [TimelineDifference] = []
        if !tolerance.matches(old.error, new.error) {
            found.append(difference(step, "error", old.error.map { "'\($0)'" } ?? "no error", new.error.map { "'\($0)'" } ?? "no error"))
        }
        if old.stages.count != new.stages.count {
            found.append(difference(step, "stages", "\(old.stages.count)", "\(new.stages.count)"))
        } else {
            found += zip(old.stages, new.stages).flatMap { TimelineDifference.all(expected: $0, actual: $1, step: step, tolerance: tolerance) }
        }
        if old.kind != new.kind || old.summary != new.summary || old.animated != new.animated || !tolerance.matches(old.animation, new.animation) {
            found.append(difference(step, "step", "\(old.kind) \(old.summary) \(old.animation)", "\(new.kind) \(new.summary) \(new.animation)"))
        }
        if !tolerance.matches(old.after, new.after) {
            found.append(difference(step, "after", AnimationComparison.state(old.after), AnimationComparison.state(new.after)))
        }
        return found
    }
}
