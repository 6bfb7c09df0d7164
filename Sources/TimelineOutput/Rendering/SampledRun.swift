import CollectionViewSimulator
import Foundation
import Keyframes

/// A run as pictures and exports see it: every step, in order, with its animated stages sampled on
/// their frame grid, or the message that says why the step shows no animation.
///
/// This is the one place where drawings and exports meet the frame sampler and the element
/// names, so that every output shows the same frames with the same names.
struct SampledRun {
    /// One step of the scenario.
    struct Step {
        /// The step's index in the scenario.
        let index: Int
        /// What the step does, in one line.
        let summary: String
        /// The step's animations, one per stage; empty for a failed or unanimated step.
        var stages: [SampledStage]
        /// UIKit's message for a failed step, or why an unanimated step shows nothing.
        let message: String?
        /// Whether the step failed.
        let failed: Bool
        /// The step's frame rate.
        let rate: Double
    }

    /// The scenario's name.
    let name: String
    /// The scenario's summary.
    let summary: String
    /// The view's size in points.
    let size: CGSize
    /// Every step of the scenario, in order.
    let steps: [Step]

    init(_ run: RecordedRun) {
        name = run.name
        summary = run.summary
        size = run.view.size
        let untimed = run.steps.map { result in
            let identifiers = result.identifiers
            let stages = result.stages.enumerated().map { stageIndex, animation in
                SampledStage(animation, step: result.index, stage: stageIndex, of: result.stages.count,
                             summary: result.summary, rate: result.animation.frameRate,
                             identifiers: (stageIndex == 0 ? identifiers.before : [:],
                                           stageIndex == result.stages.count - 1 ? identifiers.after : [:]))
            }
            let message = result.error.map(\.description) ?? (stages.isEmpty ? "no animation" : nil)
            return Step(index: result.index, summary: result.summary, stages: stages, message: message,
                        failed: result.error != nil, rate: result.animation.frameRate)
        }
        steps = Self.timed(untimed)
    }

    /// Every stage of every step, in order.
    var stages: [SampledStage] { steps.flatMap(\.stages) }

    /// The stage the screen shows at `time` seconds after the first animation began, and the
    /// time within it: the last stage begun by then (a stage that an interrupting one replaced
    /// no longer shows), or the first stage before it began.
    func stage(at time: Double) -> (stage: SampledStage, time: Double)? {
        let stages = stages
        guard let first = stages.first else { return nil }
        let shown = stages.last { $0.start <= time + SampledStage.tolerance } ?? first
        return (shown, max(0, time - shown.start))
    }

    /// `steps` with every stage's start on the scenario's clock (seconds after the first
    /// animation began) and, for a stage that the next one began before it ended, its
    /// interruption: the collection view's clock says when each began (a step with `interruptAt`
    /// begins while the previous animation runs; any other step when it has ended).
    ///
    /// Animations whose clocks do not follow on (recorded on different collection views: all
    /// beginning at the same time, or a later one before an earlier one) are laid end to end.
    private static func timed(_ steps: [Step]) -> [Step] {
        let all = steps.flatMap(\.stages)
        let clocks = all.map(\.clockStart)
        let oneClock = zip(clocks, clocks.dropFirst()).allSatisfy { $0 <= $1 } && (clocks.count < 2 || clocks.first != clocks.last)
        var starts: [Double] = []
        for (index, stage) in all.enumerated() {
            starts.append(oneClock ? stage.clockStart - clocks[0] : index == 0 ? 0 : starts[index - 1] + all[index - 1].duration)
        }
        var steps = steps
        var flat = 0
        for s in steps.indices {
            for k in steps[s].stages.indices {
                var stage = steps[s].stages[k]
                stage.start = starts[flat]
                if flat + 1 < all.count, starts[flat + 1] - stage.start < stage.duration - SampledStage.tolerance {
                    let next = all[flat + 1]
                    stage.interruption = SampledStage.Interruption(
                        step: next.step, stage: next.stage, stageCount: next.stageCount, time: starts[flat + 1] - stage.start)
                }
                steps[s].stages[k] = stage
                flat += 1
            }
        }
        return steps
    }
}

/// One animation of a step, sampled at its frame rate: frame `k` at `k / rate` seconds.
struct SampledStage {
    /// One view of the animation: what drawings label it with.
    struct View {
        /// The element's name as scenario files write it: `cell 0-3`, `header 1`, `cell 0-5 (before)`.
        let name: String
        /// The item's identifier in the data source, when the scenario names identifiers.
        let identifier: String?
        /// What the change does to the view.
        let fate: ViewFate
        /// How drawings tell the view's category apart.
        let style: ViewPalette.Style
    }

    /// One view's values at one frame.
    struct Sample {
        /// The view's index in ``views``.
        let view: Int
        /// What the view shows.
        let value: AnimatedAttributes
        /// The view properties its cell's `apply(_:)` set, when it set any.
        let applied: AppliedViewProperties?

        /// The layer's anchor point, in unit coordinates of the view's size: the middle unless
        /// the cell's `apply(_:)` moved it.
        var anchorPoint: CGPoint { applied?.anchorPoint ?? CGPoint(x: 0.5, y: 0.5) }

        /// Where the layer's anchor point sits, in content coordinates: the view's centre, moved
        /// by what its cell's `apply(_:)` moved it.
        var position: CGPoint {
            let adjustment = applied?.centerAdjustment ?? .zero
            return CGPoint(x: value.center.x + adjustment.x, y: value.center.y + adjustment.y)
        }

        /// The middle of the drawn view, in content coordinates: the position moved by the
        /// transform's translation, and, when the cell moved its anchor point, the view's middle
        /// turned with its transform about that point.
        var middle: CGPoint {
            let m = value.transform3D
            let x = (0.5 - anchorPoint.x) * value.size.width, y = (0.5 - anchorPoint.y) * value.size.height
            return CGPoint(x: position.x + m.m11 * x + m.m21 * y + m.m41, y: position.y + m.m12 * x + m.m22 * y + m.m42)
        }
    }

    /// Where a later stage began before this one ended, replacing it on screen.
    struct Interruption: Equatable {
        /// The interrupting stage's step.
        let step: Int
        /// The interrupting stage's index within its step.
        let stage: Int
        /// The number of stages of the interrupting step.
        let stageCount: Int
        /// Seconds after this stage's start.
        let time: Double

        /// `interrupted by step 1 at 0.125 s` (`step 4 stage 2` for a step with several stages).
        var caption: String {
            "interrupted by step \(step)\(stageCount > 1 ? " stage \(stage + 1)" : "") at \(FixedDecimal.format(time)) s"
        }
    }

    /// How far apart two times may be and still be the same instant, in seconds.
    static let tolerance = 1e-9

    /// The scenario step's index.
    let step: Int
    /// The stage's index within the step.
    let stage: Int
    /// The number of stages of the step.
    let stageCount: Int
    /// When the stage began, in seconds after the scenario's first animation began.
    fileprivate(set) var start = 0.0
    /// When a later stage began before this one ended, replacing it on screen; `nil` when the
    /// stage played to its end.
    fileprivate(set) var interruption: Interruption?
    /// `step 1: insert 0-0`, or `step 4 stage 2: apply [...]` for a step with several stages.
    let title: String
    /// Frames per second.
    let rate: Double
    /// The visible rectangle after the change, in the content's coordinates.
    let viewport: CGRect
    /// Every view, in the animation's stable track order.
    let views: [View]
    /// The number of the last frame: the first on or after the animation's end.
    let lastFrame: Int
    private let animation: UpdateAnimation
    private let viewIndex: [Int: Int]

    init(_ animation: UpdateAnimation, step: Int, stage: Int, of stageCount: Int, summary: String, rate: Double,
         identifiers: (before: [IndexPath: String], after: [IndexPath: String])) {
        self.animation = animation
        self.step = step
        self.stage = stage
        self.stageCount = stageCount
        self.rate = rate
        title = "step \(step)\(stageCount > 1 ? " stage \(stage + 1)" : ""): \(summary)"
        viewport = animation.after.bounds
        lastFrame = animation.frameGrid(rate: rate).count - 1
        views = animation.tracks.map { track in
            let element = track.element
            let identifier = element.category == .cell
                ? Self.identifier(at: track.indexPathBeforeUpdate, in: identifiers.before)
                    ?? Self.identifier(at: track.indexPathAfterUpdate, in: identifiers.after)
                : nil
            return View(name: track.scenarioName, identifier: identifier, fate: track.fate,
                        style: ViewPalette.Style(category: element.category, kind: element.kind))
        }
        viewIndex = Dictionary(animation.tracks.enumerated().map { ($0.element.viewID, $0.offset) }) { first, _ in first }
    }

    /// The collection view's clock when the animation began.
    var clockStart: Double { animation.startTime }

    /// When the animation's last track ends, in seconds after its start.
    var duration: Double { animation.duration }

    /// How long the screen shows the stage: until its interruption, or its last frame.
    var shownDuration: Double { interruption?.time ?? time(ofFrame: lastFrame) }

    /// The last frame the screen shows: the first on or after the interruption, or the last.
    var lastShownFrame: Int {
        guard let interruption else { return lastFrame }
        return min(lastFrame, FrameGrid(rate: rate, through: interruption.time).count - 1)
    }

    /// Whether the screen no longer shows the stage at `time` seconds after its start: a later
    /// stage interrupted it before then.
    func isInterrupted(at time: Double) -> Bool {
        interruption.map { time > $0.time + Self.tolerance } ?? false
    }

    /// Whether the visible rectangle moves over the content during the stage: an animated scroll.
    var isScroll: Bool { animation.contentOffsetTrack != nil }

    /// The visible rectangle at `time` seconds after the start, in the content's coordinates: it
    /// moves over the content while a scroll animates the content offset, and is the visible
    /// rectangle after the change otherwise.
    func viewport(at time: Double) -> CGRect {
        guard let offset = animation.contentOffsetTrack?.value(at: time) else { return viewport }
        return CGRect(origin: offset, size: viewport.size)
    }

    /// The time of frame `frame`, in seconds after the animation's start.
    func time(ofFrame frame: Int) -> Double {
        animation.frameGrid(rate: rate)[frame]
    }

    /// What every visible view shows at frame `frame`, in drawing order (by zIndex, then track order).
    func samples(atFrame frame: Int) -> [Sample] {
        samples(at: time(ofFrame: frame))
    }

    /// What every visible view shows at `seconds` after the start, in drawing order (by zIndex,
    /// then track order).
    func samples(at seconds: Double) -> [Sample] {
        animation.drawnViews(at: seconds).compactMap { view in
            viewIndex[view.track.viewID].map {
                Sample(view: $0, value: view.value, applied: view.track.appliedProperties?.value(at: seconds))
            }
        }
    }

    /// What view `view` shows at frame `frame`, hidden or not.
    func value(of view: Int, atFrame frame: Int) -> AnimatedAttributes {
        value(of: view, at: time(ofFrame: frame))
    }

    /// What view `view` shows at `seconds` after the start, hidden or not.
    func value(of view: Int, at seconds: Double) -> AnimatedAttributes {
        animation.tracks[view].value(at: seconds)
    }

    /// What view `view` shows at `seconds` after the start, hidden or not, on the screen: its
    /// centre relative to the visible rectangle at that instant, so that a scroll moves the
    /// content across the screen and a pinned view stays put.
    func screenValue(of view: Int, at seconds: Double) -> AnimatedAttributes {
        onScreen(value(of: view, at: seconds), at: seconds)
    }

    /// `value`, a view's value at `seconds` after the start in the content's coordinates, on the
    /// screen: its centre moved by the visible rectangle's origin at that instant.
    func onScreen(_ value: AnimatedAttributes, at seconds: Double) -> AnimatedAttributes {
        let origin = viewport(at: seconds).origin
        var value = value
        value.center = CGPoint(x: value.center.x - origin.x, y: value.center.y - origin.y)
        return value
    }

    /// The times exports key the stage's views at: every frame the screen shows, the last one moved
    /// back to the interruption's instant for an interrupted stage, so that the next stage
    /// begins where this one was cut.
    var shownTimes: [Double] {
        var times = (0...lastShownFrame).map(time(ofFrame:))
        if let interruption, let last = times.last, last > interruption.time {
            times.removeLast()
            if times.last.map({ $0 < interruption.time - Self.tolerance }) ?? true { times.append(interruption.time) }
        }
        return times
    }

    /// View `view`'s animation.
    func track(_ view: Int) -> ViewTrack {
        animation.tracks[view]
    }

    /// Up to `count` instants the screen shows, at frames spread evenly from the first to the last
    /// shown, the first and the last included; for an interrupted stage the last instant is the
    /// interruption's.
    func keyInstants(count: Int) -> [(frame: Int, time: Double)] {
        let last = lastShownFrame
        let panels = min(count, last + 1)
        let frames = last > 0 && panels > 1 ? (0..<panels).map { Int((Double($0 * last) / Double(panels - 1)).rounded()) } : [0]
        return frames.map { frame in (frame, min(time(ofFrame: frame), interruption?.time ?? .infinity)) }
    }

    private static func identifier(at indexPath: IndexPath?, in identifiers: [IndexPath: String]) -> String? {
        indexPath.flatMap { identifiers[$0] }
    }
}
