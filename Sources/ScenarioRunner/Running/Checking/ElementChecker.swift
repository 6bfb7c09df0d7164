import CollectionViewSimulator
import Foundation
import Keyframes
import TimelineOutput

/// Checks an element expectation against one step: the element's track, its fate, and its
/// attributes at the time asked, each number within the expectation's tolerance.
struct ElementChecker {
    let scenario: String
    let step: StepResult

    func check(_ expectation: ElementExpectation) -> [ScenarioFailure] {
        let name = expectation.element.scenarioName(isBeforeUpdate: expectation.isBeforeUpdate)
        guard let animation = step.animation else {
            let why = step.error.map { "the step failed: \($0)" } ?? "the step animated nothing"
            return [failure(name, "track", expected: "a track", actual: why)]
        }
        guard let track = animation.track(of: expectation.element, isBeforeUpdate: expectation.isBeforeUpdate) else {
            let names = animation.tracks.prefix(8).map(\.scenarioName).joined(separator: ", ")
            return [failure(name, "track", expected: "a track", actual: "none; the step's tracks are \(names)"
                            + (animation.tracks.count > 8 ? ", …" : ""))]
        }
        var failures: [ScenarioFailure] = []
        if let fate = expectation.fate, fate != track.fate {
            failures.append(failure(name, "fate", expected: fate.rawValue, actual: track.fate.rawValue))
        }
        guard let time = expectation.time else { return failures }
        let (value, label) = sample(track, at: time)
        for comparison in comparisons(expectation.attributes, value) where !comparison.holds(expectation.tolerance) {
            failures.append(failure(name, comparison.property, time: label, expected: comparison.expected, actual: comparison.actual))
        }
        return failures
    }

    /// The track's values at `time`, and how to name the time in a message.
    private func sample(_ track: ViewTrack, at time: ExpectationSpec.Time) -> (AnimatedAttributes, String) {
        switch time {
        case .start: return (track.start, "start")
        case .end: return (track.end, "end")
        case .seconds(let seconds): return (track.value(at: seconds), "\(FixedDecimal.format(seconds)) s")
        case .frame(let frame):
            let seconds = Double(frame) / step.step.animation.frameRate
            return (track.value(at: seconds), "frame \(frame) (\(FixedDecimal.format(seconds)) s)")
        }
    }

    private func comparisons(_ expected: AttributeExpectations, _ actual: AnimatedAttributes) -> [AttributeComparison] {
        var result: [AttributeComparison] = []
        if let frame = expected.frame { result.append(.numbers("frame", FixedDecimal.rect, frame, actual.frame)) }
        if let center = expected.center { result.append(.numbers("center", FixedDecimal.point, center, actual.center)) }
        if let size = expected.size { result.append(.numbers("size", FixedDecimal.size, size, actual.size)) }
        if let alpha = expected.alpha { result.append(.numbers("alpha", FixedDecimal.format, CGFloat(alpha), actual.alpha)) }
        if let zIndex = expected.zIndex { result.append(.exact("zIndex", zIndex, actual.zIndex)) }
        if let hidden = expected.hidden { result.append(.exact("hidden", hidden, actual.isHidden)) }
        if let transform = expected.transform {
            result.append(.numbers("transform", FixedDecimal.transform, transform, actual.transform3D))
        }
        return result
    }

    private func failure(_ element: String, _ property: String, time: String? = nil, expected: String, actual: String) -> ScenarioFailure {
        ScenarioFailure(scenario: scenario, step: step.index, element: element, property: property, time: time,
                        expected: expected, actual: actual)
    }
}

/// One attribute compared: its name, both values as text, and whether they agree within a
/// tolerance.
struct AttributeComparison {
    let property: String
    let expected: String
    let actual: String
    let holds: (Double) -> Bool

    /// Numbers compared within the tolerance.
    static func numbers<Value: ApproximatelyEquatable>(
        _ property: String, _ format: (Value) -> String, _ expected: Value, _ actual: Value
    ) -> AttributeComparison {
        AttributeComparison(property: property, expected: format(expected), actual: format(actual)) {
            actual.isApproximatelyEqual(to: expected, tolerance: $0)
        }
    }

    /// Values that must be equal.
    static func exact<Value: Equatable>(_ property: String, _ expected: Value, _ actual: Value) -> AttributeComparison {
        AttributeComparison(property: property, expected: "\(expected)", actual: "\(actual)") { _ in actual == expected }
    }
}
