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

    /// Every difference between `expected` and `actual`, in a reader's order: per step its views'
    /// hooks, tracks, start and end values and motion, then the animation's own values; an empty
    /// array when they agree within `tolerance`. The animations are compared as the golden files
    /// of `assertGolden` hold them (one step each), by the one comparison of goldens that
    /// `assertGolden` and `batchsim check` report from.
    ///
    /// - Parameters:
    ///   - expected: The golden animations, one per step.
    ///   - actual: The run's.
    ///   - tolerance: How far numbers may differ (points, alpha, transform entries and seconds alike).
    /// - Returns: The differences, possibly none.
    public static func all(expected: [UpdateAnimation], actual: [UpdateAnimation],
                           tolerance: TimelineTolerance) -> [TimelineDifference] {
        TimelineDocument(recorded: expected, name: "animation")
            .differences(to: TimelineDocument(recorded: actual, name: "animation"), tolerance: tolerance)
    }

    /// Every difference between two animations of one step, in a reader's order.
    ///
    /// - Parameters:
    ///   - expected: The golden animation.
    ///   - actual: The run's.
    ///   - step: The step's index, for the differences.
    ///   - tolerance: How far numbers may differ.
    /// - Returns: The differences, possibly none.
    public static func all(expected: UpdateAnimation, actual: UpdateAnimation, step: Int,
                           tolerance: TimelineTolerance) -> [TimelineDifference] {
        AnimationComparison(step: step, tolerance: tolerance).all(expected, actual)
    }

    /// The first of ``all(expected:actual:tolerance:)``, or `nil` when they agree within `tolerance`.
    ///
    /// - Parameters:
    ///   - expected: The golden animations, one per step.
    ///   - actual: The run's.
    ///   - tolerance: How far numbers may differ.
    /// - Returns: The first difference, or `nil`.
    public static func first(expected: [UpdateAnimation], actual: [UpdateAnimation],
                             tolerance: TimelineTolerance) -> TimelineDifference? {
        all(expected: expected, actual: actual, tolerance: tolerance).first
    }

    /// The first of ``all(expected:actual:step:tolerance:)``, or `nil` when they agree.
    ///
    /// - Parameters:
    ///   - expected: The golden animation.
    ///   - actual: The run's.
    ///   - step: The step's index, for the difference.
    ///   - tolerance: How far numbers may differ.
    /// - Returns: The first difference, or `nil`.
    public static func first(expected: UpdateAnimation, actual: UpdateAnimation, step: Int,
                             tolerance: TimelineTolerance) -> TimelineDifference? {
        all(expected: expected, actual: actual, step: step, tolerance: tolerance).first
    }
}

/// The comparison of two animations of one step, in ``TimelineDifference``'s order.
struct AnimationComparison {
    let step: Int
    let tolerance: TimelineTolerance

    func all(_ expected: UpdateAnimation, _ actual: UpdateAnimation) -> [TimelineDifference] {
        var differences = hooks(expected.hooks, actual.hooks) + views(expected.tracks, actual.tracks)
        let pairs = expected.tracks.compactMap { track in actual.tracks.first { $0.name == track.name }.map { (track, $0) } }
        differences += pairs.flatMap { golden, run in attributes(golden.start, run.start, golden.name, golden.startTime, .start) }
        differences += pairs.flatMap { golden, run in attributes(golden.end, run.end, golden.name, golden.endTime, .end) }
        differences += pairs.flatMap { golden, run in motion(golden, run) }
        return differences + animation(expected, actual)
    }

    private func difference(_ element: String?, _ property: String, _ expected: String, _ actual: String,
                            time: Double? = nil, moment: TimelineDifference.Moment? = nil) -> TimelineDifference {
        TimelineDifference(step: step, element: element, property: property, time: time, moment: moment,
                           expected: expected, actual: actual)
    }

    /// The first hook that differs: after it, the two lists no longer line up.
    private func hooks(_ expected: [LayoutHook], _ actual: [LayoutHook]) -> [TimelineDifference] {
        let count = max(expected.count, actual.count)
        guard let index = (0..<count).first(where: { index in
            guard index < expected.count, index < actual.count else { return true }
            return !tolerance.matches(expected[index], actual[index])
        }) else { return [] }
        let text = { (hooks: [LayoutHook]) in index < hooks.count ? hooks[index].description : "no more hooks" }
        return [difference(nil, "hook \(index)", text(expected), text(actual))]
    }

    /// Which views are animated, in which order, with which fates and index paths.
    private func views(_ expected: [ViewTrack], _ actual: [ViewTrack]) -> [TimelineDifference] {
        let expectedNames = expected.map(\.name), actualNames = actual.map(\.name)
        var differences = expected.filter { !actualNames.contains($0.name) }.map { missing in
            difference(missing.name, "track", "a \(missing.fate) view", "no view")
        }
        differences += actual.filter { !expectedNames.contains($0.name) }.map { extra in
            difference(extra.name, "track", "no view", "a \(extra.fate) view")
        }
        guard differences.isEmpty else { return differences }
        if expectedNames != actualNames {
            return [difference(nil, "track order", expectedNames.joined(separator: ", "), actualNames.joined(separator: ", "))]
        }
        differences = zip(expected, actual).filter { $0.fate != $1.fate }.map { golden, run in
            difference(golden.name, "fate", golden.fate.rawValue, run.fate.rawValue)
        }
        return differences + zip(expected, actual).filter { golden, run in
            golden.indexPathBeforeUpdate != run.indexPathBeforeUpdate || golden.indexPathAfterUpdate != run.indexPathAfterUpdate
        }.map { golden, run in difference(golden.name, "index paths", Self.indexPaths(golden), Self.indexPaths(run)) }
    }

    private static func indexPaths(_ track: ViewTrack) -> String {
        let text = { (indexPath: IndexPath?) in indexPath.map { "\($0.section)-\($0.item)" } ?? "none" }
        return "before \(text(track.indexPathBeforeUpdate)), after \(text(track.indexPathAfterUpdate))"
    }

    /// Each of `frame`, `alpha`, `transform`, `zIndex`, `hidden` in which two values differ.
    func attributes(_ expected: AnimatedAttributes, _ actual: AnimatedAttributes, _ element: String?,
                    _ time: Double?, _ moment: TimelineDifference.Moment?) -> [TimelineDifference] {
        AttributeComparison(tolerance: tolerance).all(expected, actual).map { property, was, now in
            difference(element, property, was, now, time: time, moment: moment)
        }
    }

    /// A view's timing, keyframes and identity.
    private func motion(_ golden: ViewTrack, _ run: ViewTrack) -> [TimelineDifference] {
        let timing = golden.track.timing, other = run.track.timing
        var differences: [TimelineDifference] = []
        if !tolerance.matches(timing, other) {
            differences.append(difference(golden.name, "timing", "\(timing)", "\(other)"))
        }
        if golden.keyframes.count != run.keyframes.count {
            differences.append(difference(golden.name, "keyframes", "\(golden.keyframes.count)", "\(run.keyframes.count)"))
        } else {
            for (was, now) in zip(golden.keyframes, run.keyframes) {
                if !tolerance.matches(was.time, now.time) {
                    differences.append(difference(golden.name, "keyframe time", number(was.time), number(now.time),
                                                  time: was.time, moment: .keyframe))
                }
                differences += attributes(was.value, now.value, golden.name, was.time, .keyframe)
            }
        }
        if golden.viewID != run.viewID {
            differences.append(difference(golden.name, "view", "view \(golden.viewID)", "view \(run.viewID)"))
        }
        return differences
    }

    /// The animation's own values: states, start time, timing, batch and content offset.
    private func animation(_ expected: UpdateAnimation, _ actual: UpdateAnimation) -> [TimelineDifference] {
        var differences: [TimelineDifference] = []
        if !tolerance.matches(expected.before, actual.before) {
            differences.append(difference(nil, "before", Self.state(expected.before), Self.state(actual.before)))
        }
        if !tolerance.matches(expected.after, actual.after) {
            differences.append(difference(nil, "after", Self.state(expected.after), Self.state(actual.after)))
        }
        if !tolerance.matches(expected.startTime, actual.startTime) {
            differences.append(difference(nil, "start time", number(expected.startTime), number(actual.startTime)))
        }
        if !tolerance.matches(expected.timing, actual.timing) {
            differences.append(difference(nil, "timing", "\(expected.timing)", "\(actual.timing)"))
        }
        if expected.batch != actual.batch {
            differences.append(difference(nil, "batch", expected.batch.map { "\($0.batch)" } ?? "none",
                                          actual.batch.map { "\($0.batch)" } ?? "none"))
        }
        if !tolerance.matches(expected.contentOffsetTrack, actual.contentOffsetTrack) {
            differences.append(difference(nil, "content offset", expected.contentOffsetTrack.map { "\($0)" } ?? "none",
                                          actual.contentOffsetTrack.map { "\($0)" } ?? "none"))
        }
        return differences
    }

    private func number(_ value: Double) -> String {
        AttributeComparison(tolerance: tolerance).number(CGFloat(value))
    }

    /// A view's state in one line: `offset [0.000, 0.000], size [320.000, 480.000], items [0-0, 0-1]`.
    static func state(_ state: CollectionViewState) -> String {
        let point = "[\(TraceFormat.fixed(state.contentOffset.x)), \(TraceFormat.fixed(state.contentOffset.y))]"
        let size = "[\(TraceFormat.fixed(state.contentSize.width)), \(TraceFormat.fixed(state.contentSize.height))]"
        let items = state.visibleItems.map { "\($0.section)-\($0.item)" }.joined(separator: ", ")
        return "offset \(point), size \(size), items [\(items)]"
    }
}

/// The comparison of two views' values within a tolerance, each value written as precisely as the
/// tolerance needs.
package struct AttributeComparison {
    /// How far numbers may differ.
    package let tolerance: TimelineTolerance

    /// A comparison within `tolerance`.
    package init(tolerance: TimelineTolerance) {
        self.tolerance = tolerance
    }

    /// Each property that differs, in the order `frame`, `alpha`, `transform`, `zIndex`, `hidden`:
    /// its name, the expected value and the actual one.
    package func all(_ expected: AnimatedAttributes, _ actual: AnimatedAttributes) -> [(String, String, String)] {
        var differences: [(String, String, String)] = []
        let center = (expected.center, actual.center), size = (expected.size, actual.size)
        if !tolerance.matches(center.0.x, center.1.x) || !tolerance.matches(center.0.y, center.1.y)
            || !tolerance.matches(size.0.width, size.1.width) || !tolerance.matches(size.0.height, size.1.height) {
            differences.append(("frame", rect(expected.frame), rect(actual.frame)))
        }
        if !tolerance.matches(expected.alpha, actual.alpha) {
            differences.append(("alpha", number(expected.alpha), number(actual.alpha)))
        }
        let entries = (expected.transform3D.components, actual.transform3D.components)
        if entries.0.count != entries.1.count || zip(entries.0, entries.1).contains(where: { !tolerance.matches($0, $1) }) {
            differences.append(("transform", list(entries.0), list(entries.1)))
        }
        if expected.zIndex != actual.zIndex { differences.append(("zIndex", "\(expected.zIndex)", "\(actual.zIndex)")) }
        if expected.isHidden != actual.isHidden { differences.append(("hidden", "\(expected.isHidden)", "\(actual.isHidden)")) }
        return differences
    }

    /// The first of ``all(_:_:)``, or `nil` when the values agree.
    package func first(_ expected: AnimatedAttributes, _ actual: AnimatedAttributes) -> (String, String, String)? {
        all(expected, actual).first
    }

    func number(_ value: CGFloat) -> String {
        tolerance.isFinerThanThreeDecimals ? "\(value)" : TraceFormat.number(value)
    }

    private func list(_ values: [CGFloat]) -> String {
        "[" + values.map(number).joined(separator: ", ") + "]"
    }

    /// A frame, rounded, and in full too when the tolerance is finer than three decimals:
    /// `[0.000, 3.000, 50.000, 50.000] (exactly [0.0, 3.0000001, 50.0, 50.0])`.
    private func rect(_ rect: CGRect) -> String {
        guard tolerance.isFinerThanThreeDecimals else { return TraceFormat.rect(rect) }
        let numbers = [rect.minX, rect.minY, rect.width, rect.height]
        let rounded = numbers.map { TraceFormat.fixed(Double($0)) }, full = numbers.map { "\(Double($0) + 0)" }
        return "[" + rounded.joined(separator: ", ") + "] (exactly [" + full.joined(separator: ", ") + "])"
    }
}
