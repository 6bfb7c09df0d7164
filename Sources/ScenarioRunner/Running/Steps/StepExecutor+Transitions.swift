import CollectionViewSimulator
import Foundation
import Keyframes
import TimelineOutput

/// The animated step kinds: animated scrolling and bounds changes, animated and interactive
/// layout transitions, and interruption.
@MainActor extension StepExecutor {
    /// `setContentOffset(_:animated: true)`, re-querying the layout at the scenario's frame rate;
    /// with a velocity, a fling from the current offset whose unadjusted end is the step's
    /// `scroll` and which ends where `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` says.
    func performAnimatedScroll(_ scroll: ScrollStepSpec, _ step: StepSpec, at index: Int) throws(StepError) -> [UpdateAnimation] {
        let rate = step.animation.frameRate
        if let velocity = scroll.velocity {
            return [collectionView.fling(withVelocity: velocity, proposedContentOffset: scroll.contentOffset,
                                         timing: timing(step), frameRate: rate)]
        }
        try checkScrollBudget(timing(step), rate: rate)
        return [collectionView.setContentOffset(scroll.contentOffset, animated: true, timing: timing(step), frameRate: rate)]
    }

    /// An animated scroll lays out and records every view at every frame of its delay and
    /// duration: checked against ``maxScrollSamples`` before any work, counting the views on
    /// screen now (a 60 s delay over 1,000 views took seconds and 757 MB).
    private func checkScrollBudget(_ timing: TrackTiming, rate: Double) throws(StepError) {
        let frames = FrameGrid(rate: rate, through: timing.endTime).count
        let state = collectionView.state
        let views = max(1, state.visibleItems.count + state.visibleSupplementaryElements.count)
        let (samples, overflow) = frames.multipliedReportingOverflow(by: views)
        guard overflow || samples > maxScrollSamples else { return }
        let total = overflow ? "more than \(Int.max)" : "\(samples)"
        throw .budget("the animated scroll samples \(frames) frames × \(views) views = \(total), more than the budget of "
            + "\(maxScrollSamples) (maxScrollSamples); raise it with \"maxScrollSamples\": \(total) at the top level, "
            + "or shorten its delay or duration")
    }

    /// An animated bounds change to a new frame size (`prepare(forAnimatedBoundsChange:)` …
    /// `finalizeAnimatedBoundsChange()`); the frame's origin stays.
    func performAnimatedResize(to size: CGSize, _ step: StepSpec, at index: Int) throws(StepError) -> [UpdateAnimation] {
        [collectionView.setFrame(CGRect(origin: collectionView.frame.origin, size: size), animated: true, timing: timing(step))]
    }

    /// `setCollectionViewLayout(_:animated: true)`; later steps' `layout` changes apply to the new layout.
    func performAnimatedLayoutChange(to layout: LayoutSpec, _ step: StepSpec, at index: Int) throws(StepError) -> [UpdateAnimation] {
        let animation = collectionView.setCollectionViewLayout(LayoutFactory.make(layout, behavior: uikit), animated: true,
                                                               timing: timing(step))
        delegate = LayoutFactory.delegate(for: layout)
        layoutSpec = layout
        return [animation]
    }

    /// `startInteractiveTransition(to:)`, each progress value applied and laid out at once, then
    /// `finishInteractiveTransition()` or `cancelInteractiveTransition()` animated with the step's
    /// timing (over the part of it that remains).
    func performInteractiveTransition(
        _ transition: InteractiveTransitionSpec, _ step: StepSpec, at index: Int
    ) throws(StepError) -> [UpdateAnimation] {
        let target = LayoutFactory.make(transition.layout, behavior: uikit)
        let interactive = collectionView.startInteractiveTransition(to: target)
        delegate = LayoutFactory.delegate(for: transition.layout)
        for progress in transition.progress {
            interactive.transitionProgress = CGFloat(progress)
            collectionView.layoutIfNeeded()
        }
        guard transition.finishes else {
            delegate = LayoutFactory.delegate(for: layoutSpec)
            return [collectionView.cancelInteractiveTransition(timing: timing(step))]
        }
        layoutSpec = transition.layout
        return [collectionView.finishInteractiveTransition(timing: timing(step))]
    }

    /// Moves the clock to `seconds` after the previous step's start (`previousStart`), where a step
    /// with `interruptAt` begins while the previous animation still runs.
    func moveClock(toInterruptAt seconds: Double, previousStart: Double) {
        let target = previousStart + seconds
        let now = collectionView.currentTime
        if target > now { collectionView.advanceTime(by: target - now) }
    }
}
