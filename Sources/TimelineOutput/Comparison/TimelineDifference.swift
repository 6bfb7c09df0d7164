import CollectionViewSimulator
import Foundation
import Keyframes

/// The first way two sequences of animations differ, named as a test failure needs it: the step,
/// the element, the property, the time, and the expected and actual values.
///
/// Values are compared, never their text: numbers within a ``TimelineTolerance``, names and fates
/// exactly. The order is the order a reader checks: the number of steps; per step the hook trace,
/// which views are animated, their fates and index paths, then every view's start values, then
/// every view's end values, then timing and keyframes, then the view's identity and the
/// animation's own values (its states, clock, timing, batch), so the earliest visible difference
/// is the one reported. No difference means the two are equal but for numbers within the
/// tolerance.
///
/// ```swift
/// TimelineDifference.first(expected: golden, actual: run, tolerance: 0.001)?.description
/// // "step 0, cell 0-3 (before), alpha at 0.25 s: expected 0, actual 0.5"
/// ```
///
/// The golden timelines of `CollectionViewSimulatorTesting` and of the scenario runner both report
/// through it.
public struct TimelineDifference: Sendable, Hashable, CustomStringConvertible {
    /// Which of a view's values a difference is in, when it is about one.
    public enum Moment: String, Sendable, Hashable {
        /// The values the view starts from.
        case start
        /// The values the view ends at.
        case end
        /// A keyframe of a view re-queried per frame (a scroll).
        case keyframe
    }

    /// The step (the index of the animation in the sequence), when the difference is inside one.
    public let step: Int?
    /// The view, as outputs name it (`cell 0-3 (before)`), when the difference is about one.
    public let element: String?
    /// What differs: `alpha`, `frame`, `transform`, `zIndex`, `hidden`, `fate`, `timing`, `hook 3`, ….
    public let property: String
    /// When, in seconds after the step began, for values that change over time.
    public let time: Double?
    /// Which of the view's values ``time`` is, when the difference is in one.
    public let moment: Moment?
    /// The expected value (the golden's).
    public let expected: String
    /// The actual value (the run's).
    public let actual: String

    /// Creates a difference.
    public init(step: Int?, element: String?, property: String, time: Double?, moment: Moment? = nil,
                expected: String, actual: String) {
        self.step = step
        self.element = element
        self.property = property
        self.time = time
        self.moment = moment
        self.expected = expected
        self.actual = actual
    }

    /// `step 0, cell 0-3 (before), alpha at 0.25 s: expected 0, actual 0.5`.
    public var description: String {
        let place = [step.map { "step \($0)" }, element].compactMap { $0 }
        let what = property + (time.map { " at \(TraceFormat.number($0)) s" } ?? "")
        return (place + [what]).joined(separator: ", ") + ": expected \(expected), actual \(actual)"
    }

    /// The first difference between `expected` and `actual`, or `nil` when they agree within
    /// `tolerance`.
    ///
    /// - Parameters:
    ///   - expected: The golden animations, one per step.
    ///   - actual: The run's.
    ///   - tolerance: How far numbers may differ (points, alpha, transform entries and seconds alike).
    /// - Returns: The first difference, or `nil`.
    public static func first(expected: [UpdateAnimation], actual: [UpdateAnimation],
                             tolerance: TimelineTolerance) -> TimelineDifference? {
        for (step, pair) in zip(expected, actual).enumerated() {
            if let difference = first(expected: pair.0, actual: pair.1, step: step, tolerance: tolerance) { return difference }
        }
        guard expected.count != actual.count else { return nil }
        return TimelineDifference(step: nil, element: nil, property: "number of steps", time: nil,
                                  expected: "\(expected.count)", actual: "\(actual.count)")
    }

    /// The first difference between two animations of one step, or `nil` when they agree within
    /// `tolerance`.
    ///
    /// - Parameters:
    ///   - expected: The golden animation.
    ///   - actual: The run's.
    ///   - step: The step's index, for the difference.
    ///   - tolerance: How far numbers may differ.
    /// - Returns: The first difference, or `nil`.
    public static func first(expected: UpdateAnimation, actual: UpdateAnimation, step: Int,
                             tolerance: TimelineTolerance) -> TimelineDifference? {
        AnimationComparison(step: step, tolerance: tolerance).first(expected, actual)
    }
}

/// The comparison of two animations of one step, in ``TimelineDifference``'s order.
private struct AnimationComparison {
    let step: Int
    let tolerance: TimelineTolerance

    func first(_ expected: UpdateAnimation, _ actual: UpdateAnimation) -> TimelineDifference? {
        if let difference = hooks(expected.hooks, actual.hooks) ?? views(expected.tracks, actual.tracks) { return difference }
        let pairs = expected.tracks.compactMap { track in actual.tracks.first { $0.name == track.name }.map { (track, $0) } }
        for (golden, run) in pairs {
            if let difference = attributes(golden.start, run.start, golden.name, golden.startTime, .start) { return difference }
        }
        for (golden, run) in pairs {
            if let difference = attributes(golden.end, run.end, golden.name, golden.endTime, .end) { return difference }
        }
        for (golden, run) in pairs {
            if let difference = motion(golden, run) { return difference }
        }
        return animation(expected, actual)
    }

    private func difference(_ element: String?, _ property: String, _ expected: String, _ actual: String,
                            time: Double? = nil, moment: TimelineDifference.Moment? = nil) -> TimelineDifference {
        TimelineDifference(step: step, element: element, property: property, time: time, moment: moment,
                           expected: expected, actual: actual)
    }

    private func hooks(_ expected: [LayoutHook], _ actual: [LayoutHook]) -> TimelineDifference? {
        let count = max(expected.count, actual.count)
        guard let index = (0..<count).first(where: { index in
            guard index < expected.count, index < actual.count else { return true }
            return !tolerance.matches(expected[index], actual[index])
        }) else { return nil }
        let text = { (hooks: [LayoutHook]) in index < hooks.count ? hooks[index].description : "no more hooks" }
        return difference(nil, "hook \(index)", text(expected), text(actual))
    }

    /// Which views are animated, in which order, with which fates and index paths.
    private func views(_ expected: [ViewTrack], _ actual: [ViewTrack]) -> TimelineDifference? {
        let expectedNames = expected.map(\.name), actualNames = actual.map(\.name)
        if let missing = expected.first(where: { !actualNames.contains($0.name) }) {
            return difference(missing.name, "track", "a \(missing.fate) view", "no view")
        }
        if let extra = actual.first(where: { !expectedNames.contains($0.name) }) {
            return difference(extra.name, "track", "no view", "a \(extra.fate) view")
        }
        if expectedNames != actualNames {
            return difference(nil, "track order", expectedNames.joined(separator: ", "), actualNames.joined(separator: ", "))
        }
        for (golden, run) in zip(expected, actual) where golden.fate != run.fate {
            return difference(golden.name, "fate", golden.fate.rawValue, run.fate.rawValue)
        }
        for (golden, run) in zip(expected, actual)
        where golden.indexPathBeforeUpdate != run.indexPathBeforeUpdate || golden.indexPathAfterUpdate != run.indexPathAfterUpdate {
            return difference(golden.name, "index paths", Self.indexPaths(golden), Self.indexPaths(run))
        }
        return nil
    }

    private static func indexPaths(_ track: ViewTrack) -> String {
        let text = { (indexPath: IndexPath?) in indexPath.map { "\($0.section)-\($0.item)" } ?? "none" }
        return "before \(text(track.indexPathBeforeUpdate)), after \(text(track.indexPathAfterUpdate))"
    }

    /// The first of `frame`, `alpha`, `transform`, `zIndex`, `hidden` in which two values differ.
    func attributes(_ expected: AnimatedAttributes, _ actual: AnimatedAttributes, _ element: String?,
                    _ time: Double?, _ moment: TimelineDifference.Moment?) -> TimelineDifference? {
        AttributeComparison(tolerance: tolerance).first(expected, actual).map { property, was, now in
            difference(element, property, was, now, time: time, moment: moment)
        }
    }

    /// A view's timing, keyframes and identity.
    private func motion(_ golden: ViewTrack, _ run: ViewTrack) -> TimelineDifference? {
        let timing = golden.track.timing, other = run.track.timing
        if !tolerance.matches(timing, other) {
            return difference(golden.name, "timing", "\(timing)", "\(other)")
        }
        if golden.keyframes.count != run.keyframes.count {
            return difference(golden.name, "keyframes", "\(golden.keyframes.count)", "\(run.keyframes.count)")
        }
        for (was, now) in zip(golden.keyframes, run.keyframes) {
            if !tolerance.matches(was.time, now.time) {
                return difference(golden.name, "keyframe time", number(was.time), number(now.time), time: was.time, moment: .keyframe)
            }
            if let difference = attributes(was.value, now.value, golden.name, was.time, .keyframe) { return difference }
        }
        guard golden.viewID == run.viewID else { return difference(golden.name, "view", "view \(golden.viewID)", "view \(run.viewID)") }
        return nil
    }

    /// The animation's own values: the states before and after, its clock, timing, batch and offset.
    private func animation(_ expected: UpdateAnimation, _ actual: UpdateAnimation) -> TimelineDifference? {
        if !tolerance.matches(expected.before, actual.before) {
            return difference(nil, "before", Self.state(expected.before), Self.state(actual.before))
        }
        if !tolerance.matches(expected.after, actual.after) {
            return difference(nil, "after", Self.state(expected.after), Self.state(actual.after))
        }
        if !tolerance.matches(expected.startTime, actual.startTime) {
            return difference(nil, "start time", number(expected.startTime), number(actual.startTime))
        }
        if !tolerance.matches(expected.timing, actual.timing) {
            return difference(nil, "timing", "\(expected.timing)", "\(actual.timing)")
        }
        if expected.batch != actual.batch {
            return difference(nil, "batch", expected.batch.map { "\($0.batch)" } ?? "none", actual.batch.map { "\($0.batch)" } ?? "none")
        }
        if !tolerance.matches(expected.contentOffsetTrack, actual.contentOffsetTrack) {
            return difference(nil, "content offset", expected.contentOffsetTrack.map { "\($0)" } ?? "none",
                              actual.contentOffsetTrack.map { "\($0)" } ?? "none")
        }
        return nil
    }

    private func number(_ value: Double) -> String {
        AttributeComparison(tolerance: tolerance).number(CGFloat(value))
    }

    /// `offset [0.000, 0.000], size [320.000, 560.000], items [0-0, 0-1]`.
    static func state(_ state: CollectionViewState) -> String {
        let point = "[\(TraceFormat.fixed(state.contentOffset.x)), \(TraceFormat.fixed(state.contentOffset.y))]"
        let size = "[\(TraceFormat.fixed(state.contentSize.width)), \(TraceFormat.fixed(state.contentSize.height))]"
        let items = state.visibleItems.map { "\($0.section)-\($0.item)" }.joined(separator: ", ")
        return "offset \(point), size \(size), items [\(items)]"
    }
}

/// The first property in which two sets of values differ, with both values as text: rounded to
/// three decimals when the tolerance is coarser than that, in full otherwise (so that a difference
/// of a millionth shows).
package struct AttributeComparison {
    /// How far numbers may differ.
    package let tolerance: TimelineTolerance

    /// Creates a comparison.
    package init(tolerance: TimelineTolerance) {
        self.tolerance = tolerance
    }

    /// The first of `frame` (centre and size), `alpha`, `transform`, `zIndex` and `hidden` that
    /// differs, with the two values; `nil` when none does.
    package func first(_ expected: AnimatedAttributes, _ actual: AnimatedAttributes) -> (String, String, String)? {
        let center = (expected.center, actual.center), size = (expected.size, actual.size)
        if !tolerance.matches(center.0.x, center.1.x) || !tolerance.matches(center.0.y, center.1.y)
            || !tolerance.matches(size.0.width, size.1.width) || !tolerance.matches(size.0.height, size.1.height) {
            return ("frame", rect(expected.frame), rect(actual.frame))
        }
        if !tolerance.matches(expected.alpha, actual.alpha) {
            return ("alpha", number(expected.alpha), number(actual.alpha))
        }
        let entries = (expected.transform3D.components, actual.transform3D.components)
        if entries.0.count != entries.1.count || zip(entries.0, entries.1).contains(where: { !tolerance.matches($0, $1) }) {
            return ("transform", list(entries.0), list(entries.1))
        }
        if expected.zIndex != actual.zIndex { return ("zIndex", "\(expected.zIndex)", "\(actual.zIndex)") }
        if expected.isHidden != actual.isHidden { return ("hidden", "\(expected.isHidden)", "\(actual.isHidden)") }
        return nil
    }

    /// A number as the tolerance needs it shown.
    func number(_ value: CGFloat) -> String {
        tolerance.isFinerThanThreeDecimals ? "\(value)" : TraceFormat.number(value)
    }

    private func list(_ values: [CGFloat]) -> String {
        "[" + values.map(number).joined(separator: ", ") + "]"
    }

    /// A frame, rounded, and in full too when the tolerance is finer than three decimals.
    private func rect(_ rect: CGRect) -> String {
        guard tolerance.isFinerThanThreeDecimals else { return TraceFormat.rect(rect) }
        let rounded = [rect.minX, rect.minY, rect.width, rect.height].map { TraceFormat.fixed(Double($0)) }
        return "[" + rounded.joined(separator: ", ") + "] \(rect)"
    }
}
