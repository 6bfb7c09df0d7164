import CollectionViewSimulator
import Foundation
import Keyframes

extension TimelineDocument {
    /// The first difference between this golden document and a run's, as a failure that names the
    /// step, the element, the property and the time (`start`, `end`, a keyframe's time), or `nil`
    /// when they are equal within ``TimelineTolerance/roundingNoise``.
    ///
    /// Decoded values are compared, never text. What belongs to a scenario (its steps, their
    /// kinds, errors and stages, the view after each) is compared here; each stage's animation by
    /// ``TimelineDifference``, the comparison the testing library's goldens use too.
    ///
    /// - Parameters:
    ///   - actual: The run's document.
    ///   - file: The golden file's name, for the failure (`timeline.json`).
    /// - Returns: The first difference, or `nil`.
    package func firstDifference(to actual: TimelineDocument, file: String) -> ScenarioFailure? {
        let failure = GoldenFailure(scenario: scenario, file: file)
        guard differs(self, actual) else { return nil }
        if steps.count != actual.steps.count {
            return failure(nil, "steps", "\(steps.count) steps", "\(actual.steps.count)")
        }
        for (old, new) in zip(steps, actual.steps) where differs(old, new) {
            return Self.difference(old, new, failure: failure) ?? failure(old.step, "step", "\(old)", "\(new)")
        }
        return failure(nil, "scenario", "\(scenario): \(summary), \(view)", "\(actual.scenario): \(actual.summary), \(actual.view)")
    }

    private static func difference(_ old: Step, _ new: Step, failure: GoldenFailure) -> ScenarioFailure? {
        let step = old.step
        if old.kind != new.kind || old.summary != new.summary || old.animated != new.animated || differs(old.animation, new.animation) {
            return failure(step, "step", "\(old.kind) \(old.summary) \(old.animation)", "\(new.kind) \(new.summary) \(new.animation)")
        }
        if differs(old.error, new.error) {
            return failure(step, "error", old.error.map { "'\($0)'" } ?? "no error", new.error.map { "'\($0)'" } ?? "no error")
        }
        if old.stages.count != new.stages.count {
            return failure(step, "stages", "\(old.stages.count)", "\(new.stages.count)")
        }
        for (a, b) in zip(old.stages, new.stages) {
            if let difference = TimelineDifference.first(expected: a, actual: b, step: step, tolerance: .roundingNoise) {
                return failure(difference)
            }
        }
        guard differs(old.after, new.after) else { return nil }
        return failure(step, "after", state(old.after), state(new.after))
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
