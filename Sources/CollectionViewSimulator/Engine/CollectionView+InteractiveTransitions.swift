import Foundation
import Keyframes

/// An interactive transition in progress: its layouts, completion, and the hooks called at its start.
struct InteractiveTransitionState {
    let transition: CollectionViewTransitionLayout
    let completion: ((Bool, Bool) -> Void)?
    let startHooks: [LayoutHook]
}

extension CollectionView {
    /// Starts an interactive transition, as UIKit's `startInteractiveTransition(to:completion:)`:
    /// the old layout gets `prepareForTransition(to:)`, the new one `prepareForTransition(from:)`,
    /// and a ``CollectionViewTransitionLayout`` between them — the delegate's, from
    /// `collectionView(_:transitionLayoutForOldLayout:newLayout:)`, when it has one — quietly
    /// becomes the view's layout.
    ///
    /// Set its ``CollectionViewTransitionLayout/transitionProgress`` and call ``layoutIfNeeded()``
    /// to lay the view out at that point; end with ``finishInteractiveTransition(timing:)`` or
    /// ``cancelInteractiveTransition(timing:)``.
    ///
    /// - Parameters:
    ///   - layout: The layout to go to.
    ///   - completion: Called at the end with `completed` (true if finished, false if cancelled)
    ///     and `finished` (false if another change interrupted the final animation).
    /// - Returns: The transition layout, now the view's layout; the one already running if a
    ///   transition is in progress.
    @discardableResult
    public func startInteractiveTransition(to layout: CollectionViewLayout,
                                           completion: ((_ completed: Bool, _ finished: Bool) -> Void)? = nil) -> CollectionViewTransitionLayout {
        if let running = engine.interactiveTransition { return running.transition }
        let oldLayout = collectionViewLayout
        var recorder = LayoutCallRecorder(oldLayout)
        layoutIfNeeded(recording: &recorder)
        beginTransition(from: oldLayout, to: layout, recorder: &recorder)
        let transition = delegate?.collectionView(self, transitionLayoutForOldLayout: oldLayout, newLayout: layout)
            ?? CollectionViewTransitionLayout(currentLayout: oldLayout, nextLayout: layout)
        installQuietly(transition, detaching: [])
        oldLayout.collectionView = self
        transition.invalidateLayout()
        recorder.layout = transition
        layoutIfNeeded(recording: &recorder)
        engine.interactiveTransition = InteractiveTransitionState(transition: transition, completion: completion,
                                                                  startHooks: recorder.hooks)
        return transition
    }

    /// Ends the interactive transition at the new layout, animating from the current progress
    /// over the remaining part of the timing (duration × (1 − progress)).
    ///
    /// - Parameter timing: The full transition's timing; ``layoutTransitionTiming`` when nil.
    /// - Returns: The hooks (the transition's start included) and every view's track; an empty
    ///   animation when no transition is in progress.
    @discardableResult
    public func finishInteractiveTransition(timing: TrackTiming? = nil) -> UpdateAnimation {
        endInteractiveTransition(finishing: true, timing: timing)
    }

    /// Ends the interactive transition back at the old layout, animating from the current progress
    /// over duration × progress.
    @discardableResult
    public func cancelInteractiveTransition(timing: TrackTiming? = nil) -> UpdateAnimation {
        endInteractiveTransition(finishing: false, timing: timing)
    }

    private func endInteractiveTransition(finishing: Bool, timing: TrackTiming?) -> UpdateAnimation {
        guard let running = engine.interactiveTransition else { return .empty(at: engine.clock, state: state) }
        engine.interactiveTransition = nil
        let transition = running.transition
        var recorder = LayoutCallRecorder(transition)
        recorder.replay(running.startHooks)
        layoutIfNeeded(recording: &recorder)
        let full = effectiveTiming(timing, fallback: layoutTransitionTiming)
        let remaining = finishing ? 1 - transition.transitionProgress : transition.transitionProgress
        let scaled = TrackTiming(delay: full.delay, duration: full.duration * Double(min(max(remaining, 0), 1)), curve: full.curve)
        let target = finishing ? transition.nextLayout : transition.currentLayout
        let other = finishing ? transition.currentLayout : transition.nextLayout
        let animation = performChange(recorder: recorder, timing: scaled) { change in
            change.recorder.layout = target
            contentSize = change.recorder.contentSize()
            storedContentOffset = offsetInsideContent(contentOffset)
            return finishTransition(from: [transition, other], to: target, change: &change, timing: scaled)
        }
        let completions = running.completion.map { completion in [{ (finished: Bool) in completion(finishing, finished) }] } ?? []
        schedule(completions, endingAt: animation.startTime + animation.timing.endTime)
        return animation
    }
}
