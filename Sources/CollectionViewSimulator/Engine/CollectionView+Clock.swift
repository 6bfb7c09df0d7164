import BatchUpdates
import Foundation
import Keyframes

extension CollectionView {
    /// The view's simulated clock, in seconds. Animations start at the clock's time and completion
    /// handlers run when it passes their end; it moves only through ``advanceTime(by:)`` and
    /// ``finishAnimations()``, so every run is deterministic.
    public var currentTime: Double { engine.clock }

    /// Moves the clock forward: the views whose leaving animation has ended end display, then the
    /// completion handlers whose animations have ended run in order, with `finished == true`.
    public func advanceTime(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        engine.clock += seconds
        endLeavingViews()
        runEndedCompletions()
    }

    /// Moves the clock to the end of every running animation and runs their completion handlers.
    public func finishAnimations() {
        let end = max(engine.pendingCompletions.map(\.endTime).max() ?? engine.clock, animationsEndTime)
        if end > engine.clock { engine.clock = end }
        endLeavingViews()
        runEndedCompletions()
    }

    /// Whether an animation is still running at the current time, with or without a completion handler.
    public var isAnimating: Bool {
        let now = engine.clock
        return animationsEndTime > now || engine.pendingCompletions.contains { $0.endTime > now }
    }

    /// When the last view of any change so far reaches its end values, or the last scroll's offset
    /// its end (a scroll can end on a stretch without views), on the clock.
    private var animationsEndTime: Double {
        let views = engine.runningTracks.values.map { $0.startTime + $0.track.endTime }.max() ?? engine.clock
        guard let last = engine.history.last, let offset = last.contentOffsetTrack else { return views }
        return max(views, last.startTime + offset.timing.endTime)
    }

    /// Runs `changes` with animations off, as `UIView.performWithoutAnimation` does: updates inside
    /// still call every layout hook, but their duration is 0, so the end state applies at once and
    /// their completion handlers run before this returns.
    public func performWithoutAnimation<Result>(_ changes: () throws -> Result) rethrows -> Result {
        engine.animationsDisabled += 1
        defer { engine.animationsDisabled -= 1 }
        return try changes()
    }

    /// The timing of updates that do not give one: 0.25 s, linear. That is the only measured figure
    /// (UIKit's macOS port, UXKit); iOS's own is unmeasured, so it is one setting.
    public var updateTiming: TrackTiming {
        get { engine.updateTiming }
        set { engine.updateTiming = newValue }
    }

    /// Which UIKit's validation batch updates are checked against; iOS 16.4 and later by default.
    public var validationBehavior: ValidationBehavior {
        get { engine.validationBehavior }
        set { engine.validationBehavior = newValue }
    }

    /// What stands in when a cell's `initial…`/`final…` provider returns `nil`.
    public var missingAttributesFallback: MissingAttributesFallback {
        get { engine.missingAttributesFallback }
        set { engine.missingAttributesFallback = newValue }
    }

    /// The animation of the last update, also for the eight operations called outside a batch.
    public var lastAnimation: UpdateAnimation? { engine.history.last }

    /// Queues completion handlers for the end of an animation; one that has already ended (an
    /// update without animation) runs now.
    func schedule(_ completions: [(Bool) -> Void], endingAt endTime: Double) {
        engine.pendingCompletions += completions.map { PendingCompletion(endTime: endTime, handler: $0) }
        runEndedCompletions()
    }

    /// Ends running animations early: their completion handlers run now with `finished == false`.
    func interruptRunningAnimations() {
        let now = engine.clock
        let interrupted = engine.pendingCompletions.filter { $0.endTime > now }
        engine.pendingCompletions.removeAll { $0.endTime > now }
        runEndedCompletions()
        for completion in interrupted { completion.handler(false) }
    }

    private func runEndedCompletions() {
        let now = engine.clock
        let ended = engine.pendingCompletions.filter { $0.endTime <= now }
        engine.pendingCompletions.removeAll { $0.endTime <= now }
        for completion in ended.sorted(by: { $0.endTime < $1.endTime }) { completion.handler(true) }
    }
}
