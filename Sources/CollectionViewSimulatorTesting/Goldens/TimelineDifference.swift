import Foundation

/// The first way two sequences of animations differ, named as a test failure needs it: the step,
/// the element, the property, the time, and the expected and actual values.
///
/// Values are compared, never their text: numbers within a tolerance, names and fates exactly.
/// The order is the order a reader checks: the number of steps; per step the hook trace, which
/// views are animated, their fates, then every view's start values, then every view's end values,
/// then timing and keyframes, so the earliest visible difference is the one reported.
public struct TimelineDifference: Sendable, Hashable, CustomStringConvertible {
    /// The step (the index of the animation in the sequence), when the difference is inside one.
    public let step: Int?
    /// The view, as outputs name it (`cell 0-3 (before)`), when the difference is about one.
    public let element: String?
    /// What differs: `alpha`, `frame`, `transform`, `zIndex`, `hidden`, `fate`, `timing`, `hook 3`, ….
    public let property: String
    /// When, in seconds after the step began, for values that change over time.
    public let time: Double?
    /// The golden's value.
    public let expected: String
    /// The run's value.
    public let actual: String

    /// `step 0, cell 0-3 (before), alpha at 0.25 s: expected 0, actual 0.5`.
    public var description: String {
        let place = [step.map { "step \($0)" }, element].compactMap { $0 }
        let what = property + (time.map { " at \(TraceFormat.number($0)) s" } ?? "")
        return (place + [what]).joined(separator: ", ") + ": expected \(expected), actual \(actual)"
    }

    /// The first difference between `expected` and `actual`, or `nil` when they agree within
    /// `tolerance` (points, alpha, transform entries and seconds alike).
    public static func first(expected: [UpdateAnimation], actual: [UpdateAnimation], tolerance: Double) -> TimelineDifference? {
        for (step, pair) in zip(expected, actual).enumerated() {
            if let difference = first(expected: pair.0, actual: pair.1, step: step, tolerance: tolerance) { return difference }
        }
        guard expected.count != actual.count else { return nil }
        return TimelineDifference(step: nil, element: nil, property: "number of steps", time: nil,
                                  expected: "\(expected.count)", actual: "\(actual.count)")
    }

    /// The first difference inside one step.
    static func first(expected: UpdateAnimation, actual: UpdateAnimation, step: Int, tolerance: Double) -> TimelineDifference? {
        func difference(_ element: String?, _ property: String, _ time: Double?, _ expected: String, _ actual: String) -> TimelineDifference {
            TimelineDifference(step: step, element: element, property: property, time: time, expected: expected, actual: actual)
        }
        let hookCount = max(expected.hooks.count, actual.hooks.count)
        if let index = (0..<hookCount).first(where: { expected.hooks.element(at: $0) != actual.hooks.element(at: $0) }) {
            return difference(nil, "hook \(index)", nil, expected.hooks.element(at: index)?.description ?? "no more hooks",
                              actual.hooks.element(at: index)?.description ?? "no more hooks")
        }
        let expectedNames = expected.tracks.map(\.name), actualNames = actual.tracks.map(\.name)
        if let missing = expected.tracks.first(where: { !actualNames.contains($0.name) }) {
            return difference(missing.name, "track", nil, "a \(missing.fate) view", "no view")
        }
        if let extra = actual.tracks.first(where: { !expectedNames.contains($0.name) }) {
            return difference(extra.name, "track", nil, "no view", "a \(extra.fate) view")
        }
        let pairs = expected.tracks.compactMap { track in actual.tracks.first { $0.name == track.name }.map { (track, $0) } }
        if let (golden, run) = pairs.first(where: { $0.fate != $1.fate }) {
            return difference(golden.name, "fate", nil, golden.fate.rawValue, run.fate.rawValue)
        }
        for (golden, run) in pairs {
            if let (property, was, now) = AttributeDifference.first(golden.start, run.start, tolerance: tolerance) {
                return difference(golden.name, property, golden.startTime, was, now)
            }
        }
        for (golden, run) in pairs {
            if let (property, was, now) = AttributeDifference.first(golden.end, run.end, tolerance: tolerance) {
                return difference(golden.name, property, golden.endTime, was, now)
            }
        }
        for (golden, run) in pairs {
            let timing = golden.track.timing, other = run.track.timing
            if abs(timing.delay - other.delay) > tolerance || abs(timing.duration - other.duration) > tolerance || timing.curve != other.curve {
                return difference(golden.name, "timing", nil, "\(timing)", "\(other)")
            }
            if golden.keyframes.count != run.keyframes.count {
                return difference(golden.name, "keyframes", nil, "\(golden.keyframes.count)", "\(run.keyframes.count)")
            }
            for (was, now) in zip(golden.keyframes, run.keyframes) {
                if let (property, a, b) = AttributeDifference.first(was.value, now.value, tolerance: tolerance) {
                    return difference(golden.name, property, was.time, a, b)
                }
            }
        }
        return nil
    }
}

/// The first property in which two sets of values differ: `frame`, `alpha`, `transform`, `zIndex`,
/// `hidden`, with both values as text.
enum AttributeDifference {
    static func first(_ expected: AnimatedAttributes, _ actual: AnimatedAttributes, tolerance: Double) -> (String, String, String)? {
        if !expected.center.isApproximatelyEqual(to: actual.center, tolerance: tolerance)
            || !expected.size.isApproximatelyEqual(to: actual.size, tolerance: tolerance) {
            return ("frame", TraceFormat.rect(expected.frame), TraceFormat.rect(actual.frame))
        }
        if !expected.alpha.isApproximatelyEqual(to: actual.alpha, tolerance: tolerance) {
            return ("alpha", TraceFormat.number(expected.alpha), TraceFormat.number(actual.alpha))
        }
        if !expected.transform3D.isApproximatelyEqual(to: actual.transform3D, tolerance: tolerance) {
            let text = { (t: Transform3D) in "[" + t.components.map(TraceFormat.number).joined(separator: ", ") + "]" }
            return ("transform", text(expected.transform3D), text(actual.transform3D))
        }
        if expected.zIndex != actual.zIndex { return ("zIndex", "\(expected.zIndex)", "\(actual.zIndex)") }
        if expected.isHidden != actual.isHidden { return ("hidden", "\(expected.isHidden)", "\(actual.isHidden)") }
        return nil
    }
}

extension Array {
    /// The element at `index`, or `nil` past the end.
    func element(at index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
