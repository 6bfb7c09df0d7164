import CollectionViewSimulator
import Foundation

/// The step kinds of issue #7: animated scrolling and bounds changes, animated and interactive
/// layout transitions, and interruption.
extension StepExecutor {
    /// `setContentOffset(_:animated: true)`, re-querying the layout at the scenario's frame rate;
    /// with a velocity, a fling from the current offset whose unadjusted end is the step's
    /// `scroll` and which ends where `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` says.
    func performAnimatedScroll(_ scroll: ScrollStepSpec, _ step: StepSpec, at index: Int) throws(StepError) -> [UpdateAnimation] {
        let rate = step.animation.frameRate
        if let velocity = scroll.velocity {
            return [collectionView.fling(withVelocity: velocity, proposedContentOffset: scroll.contentOffset,
                                         timing: timing(step), frameRate: rate)]
        }
        return [collectionView.setContentOffset(scroll.contentOffset, animated: true, timing: timing(step), frameRate: rate)]
    }

    /// An animated bounds change to a new frame size (`prepareForAnimatedBoundsChange(_:)` …
    /// `finalizeAnimatedBoundsChange()`); the frame's origin stays.
    func performAnimatedResize(to size: CGSize, _ step: StepSpec, at index: Int) throws(StepError) -> [UpdateAnimation] {
        [collectionView.setFrame(CGRect(origin: collectionView.frame.origin, size: size), animated: true, timing: timing(step))]
    }

    /// `setCollectionViewLayout(_:animated: true)`; later steps' `layout` changes apply to the new layout.
    func performAnimatedLayoutChange(to layout: LayoutSpec, _ step: StepSpec, at index: Int) throws(StepError) -> [UpdateAnimation] {
        let animation = collectionView.setCollectionViewLayout(LayoutFactory.make(layout, behavior: uikit), animated: true,
                                                               timing: timing(step))
        collectionView.delegate = LayoutFactory.delegate(for: layout)
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
        collectionView.delegate = LayoutFactory.delegate(for: transition.layout)
        for progress in transition.progress {
            interactive.transitionProgress = CGFloat(progress)
            collectionView.layoutIfNeeded()
        }
        guard transition.finishes else {
            collectionView.delegate = LayoutFactory.delegate(for: layoutSpec)
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
