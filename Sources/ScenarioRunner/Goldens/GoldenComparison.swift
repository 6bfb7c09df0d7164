import CollectionViewSimulator
import Foundation
import Keyframes

/// The first difference between a golden document and a run's, as a failure that names the step,
/// the element, the property and the time (`start`, `end`, a keyframe's time), with the two values
/// as the text table writes them. It compares decoded values, never text, and numbers within
/// ``GoldenTolerance``.
struct GoldenComparison {
    let scenario: String
    let file: String

    /// The first difference, or `nil` when the documents are equal.
    func firstDifference(expected: TimelineDocument, actual: TimelineDocument) -> ScenarioFailure? {
        guard differs(expected, actual) else { return nil }
        if expected.steps.count != actual.steps.count {
            return failure(nil, "steps", "\(expected.steps.count) steps", "\(actual.steps.count)")
        }
        for (old, new) in zip(expected.steps, actual.steps) where differs(old, new) {
            return difference(old, new) ?? failure(old.step, "step", "\(old)", "\(new)")
        }
        return failure(nil, "scenario", "\(expected.scenario): \(expected.summary), \(expected.view)",
                       "\(actual.scenario): \(actual.summary), \(actual.view)")
    }

    private func difference(_ old: TimelineDocument.Step, _ new: TimelineDocument.Step) -> ScenarioFailure? {
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
        for (a, b) in zip(old.stages, new.stages) where differs(a, b) {
            return difference(a, b, step: step)
        }
        return !differs(old.after, new.after) ? nil : failure(step, "after", state(old.after), state(new.after))
    }

    /// The first difference between two animations of step `step` (they must differ).
    func difference(_ old: UpdateAnimation, _ new: UpdateAnimation, step: Int) -> ScenarioFailure {
        if differs(old.hooks, new.hooks) {
            let index = zip(old.hooks, new.hooks).prefix { !differs($0, $1) }.count
            return failure(step, "hooks[\(index)]", old.hooks.dropFirst(index).first.map { "\($0)" } ?? "no more hooks",
                           new.hooks.dropFirst(index).first.map { "\($0)" } ?? "no more hooks")
        }
        if old.tracks.count != new.tracks.count {
            return failure(step, "tracks", old.tracks.map(\.scenarioName).joined(separator: ", "),
                           new.tracks.map(\.scenarioName).joined(separator: ", "))
        }
        for (a, b) in zip(old.tracks, new.tracks) where differs(a, b) {
            return difference(a, b, step: step)
        }
        if differs(old.before, new.before) { return failure(step, "before", state(old.before), state(new.before)) }
        if differs(old.after, new.after) { return failure(step, "after", state(old.after), state(new.after)) }
        return failure(step, "stage", "clock \(old.startTime) \(old.timing) \(old.batch.map { "\($0.batch)" } ?? "")",
                       "clock \(new.startTime) \(new.timing) \(new.batch.map { "\($0.batch)" } ?? "")")
    }

    private func difference(_ old: ViewTrack, _ new: ViewTrack, step: Int) -> ScenarioFailure {
        let element = old.scenarioName
        if old.element != new.element || old.indexPathBeforeUpdate != new.indexPathBeforeUpdate
            || old.indexPathAfterUpdate != new.indexPathAfterUpdate {
            return failure(step, "element", element, new.scenarioName, element: element)
        }
        if old.fate != new.fate { return failure(step, "fate", old.fate.rawValue, new.fate.rawValue, element: element) }
        if differs(old.track.from, new.track.from) {
            return attributes(old.track.from, new.track.from, step: step, element: element, time: "start")
        }
        if differs(old.track.to, new.track.to) { return attributes(old.track.to, new.track.to, step: step, element: element, time: "end") }
        if differs(old.track.timing, new.track.timing) {
            return failure(step, "timing", "\(old.track.timing)", "\(new.track.timing)", element: element)
        }
        if differs(old.keyframes.map(\.time), new.keyframes.map(\.time)) {
            return failure(step, "keyframe times", "\(old.keyframes.map(\.time))", "\(new.keyframes.map(\.time))", element: element)
        }
        for (a, b) in zip(old.keyframes, new.keyframes) where differs(a, b) {
            return attributes(a.value, b.value, step: step, element: element, time: "\(FixedDecimal.format(a.time)) s")
        }
        return failure(step, "view", "view \(old.viewID)", "view \(new.viewID)", element: element)
    }

    /// The first attribute that differs.
    private func attributes(_ old: AnimatedAttributes, _ new: AnimatedAttributes, step: Int, element: String, time: String) -> ScenarioFailure {
        let properties: [(String, Bool, String, String)] = [
            ("frame", differs(old.frame, new.frame), FixedDecimal.rect(old.frame) + " \(old.frame)", FixedDecimal.rect(new.frame) + " \(new.frame)"),
            ("alpha", differs(old.alpha, new.alpha), "\(old.alpha)", "\(new.alpha)"),
            ("transform", differs(old.transform3D.components, new.transform3D.components),
             "\(old.transform3D.components)", "\(new.transform3D.components)"),
            ("zIndex", old.zIndex != new.zIndex, "\(old.zIndex)", "\(new.zIndex)"),
            ("hidden", old.isHidden != new.isHidden, "\(old.isHidden)", "\(new.isHidden)"),
        ]
        let (property, _, expected, actual) = properties.first { $0.1 } ?? ("attributes", true, "\(old)", "\(new)")
        return failure(step, property, expected, actual, element: element, time: time)
    }

    /// Whether two values differ by more than rounding noise (``GoldenTolerance``).
    private func differs<Value: Encodable & Equatable>(_ a: Value, _ b: Value) -> Bool {
        !GoldenTolerance.areClose(a, b)
    }

    private func state(_ state: CollectionViewState) -> String {
        "offset \(FixedDecimal.point(state.contentOffset)), size \(FixedDecimal.size(state.contentSize)), items \(state.visibleItems.map(\.compactDescription))"
    }

    private func failure(_ step: Int?, _ property: String, _ expected: String, _ actual: String,
                         element: String? = nil, time: String? = nil) -> ScenarioFailure {
        ScenarioFailure(scenario: scenario, step: step, element: element, property: "\(file): \(property)", time: time,
                        expected: expected, actual: actual)
    }
}
