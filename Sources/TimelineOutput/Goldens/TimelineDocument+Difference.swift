import CollectionViewSimulator
import Foundation
import Keyframes

extension TimelineDocument {
    /// Every difference between this golden document and a run's, as failures that name the step,
    /// the element, the property and the time (`start`, `end`, a keyframe's time); none when they
    /// are equal within ``TimelineTolerance/roundingNoise``.
    ///
    /// Decoded values are compared, never text. What belongs to a scenario (its steps, their
    /// kinds, errors and stages, the view after each) is compared here; each stage's animation by
    /// ``TimelineDifference/all(expected:actual:step:tolerance:)``, the comparison the testing
    /// library's goldens use too.
    ///
    /// - Parameters:
    ///   - actual: The run's document.
    ///   - file: The golden file's name, for the failures (`timeline.json`).
    /// - Returns: The differences, in the order of the steps.
    package func differences(to actual: TimelineDocument, file: String) -> [ScenarioFailure] {
        let failure = GoldenFailure(scenario: scenario, file: file)
        guard differs(self, actual) else { return [] }
        if steps.count != actual.steps.count {
            return [failure(nil, "steps", "\(steps.count) steps", "\(actual.steps.count)")]
        }
        let found = zip(steps, actual.steps).filter { differs($0, $1) }.flatMap { old, new in
            let differences = Self.differences(old, new, failure: failure)
            return differences.isEmpty ? [failure(old.step, "step", "\(old)", "\(new)")] : differences
        }
        guard found.isEmpty else { return found }
        return [failure(nil, "scenario", "\(scenario): \(summary), \(view)", "\(actual.scenario): \(actual.summary), \(actual.view)")]
    }

    /// The first of ``differences(to:file:)``, or `nil` when the documents are equal.
    package func firstDifference(to actual: TimelineDocument, file: String) -> ScenarioFailure? {
        differences(to: actual, file: file).first
    }

    /// Every difference between the animations of this golden document and a run's, step by
    /// step (steps whose number of stages differs have none listed): what
    /// ``GoldenComparisonPage`` outlines and lists, and what ``differences(to:file:)`` reports
    /// for the animations.
    ///
    /// - Parameter actual: The run's document.
    /// - Returns: The differences, in the order of the steps and stages.
    package func animationDifferences(to actual: TimelineDocument) -> [TimelineDifference] {
        zip(steps, actual.steps).flatMap { Self.animationDifferences($0, $1) }
    }

    private static func animationDifferences(_ old: Step, _ new: Step) -> [TimelineDifference] {
        guard old.stages.count == new.stages.count else { return [] }
        return zip(old.stages, new.stages).flatMap { TimelineDifference.all(expected: $0, actual: $1, step: old.step, tolerance: .roundingNoise) }
    }

    private static func differences(_ old: Step, _ new: Step, failure: GoldenFailure) -> [ScenarioFailure] {
        let step = old.step
        var found: [ScenarioFailure] = []
        if old.kind != new.kind || old.summary != new.summary || old.animated != new.animated || differs(old.animation, new.animation) {
            found.append(failure(step, "step", "\(old.kind) \(old.summary) \(old.animation)", "\(new.kind) \(new.summary) \(new.animation)"))
        }
        if differs(old.error, new.error) {
            found.append(failure(step, "error", old.error.map { "'\($0)'" } ?? "no error", new.error.map { "'\($0)'" } ?? "no error"))
        }
        if old.stages.count != new.stages.count {
            found.append(failure(step, "stages", "\(old.stages.count)", "\(new.stages.count)"))
        } else {
            found += animationDifferences(old, new).map(failure.callAsFunction)
        }
        if differs(old.after, new.after) {
            found.append(failure(step, "after", state(old.after), state(new.after)))
        }
        return found
    }

    private static func state(_ state: CollectionViewState) -> String {
        "offset \(FixedDecimal.point(state.contentOffset)), size \(FixedDecimal.size(state.contentSize)), "
            + "items \(state.visibleItems.map(\.compactDescription))"
    }
}

/// Whether two values differ by more than rounding noise.
private func differs<Value: Encodable & Equatable>(_ a: Value, _ b: Value) -> Bool {
    !TimelineTolerance.roundingNoise.matches(a, b)
}

/// A golden file's failures: the scenario, and the file before the property.
struct GoldenFailure {
    let scenario: String
    let file: String

    func callAsFunction(_ step: Int?, _ property: String, _ expected: String, _ actual: String) -> ScenarioFailure {
        ScenarioFailure(scenario: scenario, step: step, property: "\(file): \(property)", expected: expected, actual: actual)
    }

    /// A difference inside one animation, with its time as the runner writes it: `start`, `end`,
    /// or seconds.
    func callAsFunction(_ difference: TimelineDifference) -> ScenarioFailure {
        let time = difference.moment.flatMap { $0 == .keyframe ? nil : $0.rawValue }
            ?? difference.time.map { "\(FixedDecimal.format($0)) s" }
        return ScenarioFailure(scenario: scenario, step: difference.step, element: difference.element,
                               property: "\(file): \(difference.property)", time: time,
                               expected: difference.expected, actual: difference.actual)
    }
}
