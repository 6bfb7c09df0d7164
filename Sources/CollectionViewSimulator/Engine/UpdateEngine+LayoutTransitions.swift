import Foundation
import Keyframes

/// An interactive transition in progress: its layouts, completion, and the hooks called at its start.
struct InteractiveTransitionState {
    let transition: CollectionViewTransitionLayout
    let completion: ((Bool, Bool) -> Void)?
    let startHooks: [LayoutHook]
}

/// Layout transitions: animated (`setCollectionViewLayout(_:animated:…)`) and interactive (started,
/// then finished or cancelled), which share their start and their end.
extension UpdateEngine {
    /// `setCollectionViewLayout(_:animated:timing:completion:)`: the transition's start, the
    /// anchored offset, its end, and the completion queued for the end of the animation.
    func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool, timing: TrackTiming?,
                                 completion: ((Bool) -> Void)?) -> UpdateAnimation {
        defer { endOperation() }
        let oldLayout = view.collectionViewLayout
        guard layout !== oldLayout else { return .empty(at: state.clock, state: view.state) }
        var recorder = LayoutCallRecorder(oldLayout)
        layoutIfNeeded(recording: &recorder)
        // UIKit's animated layout change first stops a running scroll or fling where it is
        // (`stopScrollingAndZooming`): the views start from what they show, and the anchor is
        // picked among the old layout's elements at the frame shown (the views of a scroll are
        // those of its end, which a stopped scroll never reaches).
        let stopsScroll = animated && scrollingContentOffset != nil
        if stopsScroll { stopRunningScroll(recording: &recorder) }
        let timing = animated ? effectiveTiming(timing, fallback: state.layoutTransitionTiming) : TrackTiming(duration: 0, curve: .linear)
        let animation = performChange(recorder: recorder, timing: timing) { change in
            var anchorCandidates = change.oldVisible
            if stopsScroll {
                prepareForLayoutPass(recording: &change.recorder)
                anchorCandidates = Self.keyed(change.recorder.elements(in: view.bounds))
            }
            beginTransition(from: oldLayout, to: layout, recorder: &change.recorder)
            let contentSize = change.recorder.contentSize()
            changingBounds(replacing: oldLayout, change: &change) { setContentSize(contentSize, recording: &$0) }
            let anchored = anchoredContentOffset(anchorCandidates, recorder: &change.recorder)
            changingBounds(replacing: oldLayout, change: &change) {
                changeBounds(frame: view.frame, contentOffset: anchored, recording: &$0)
            }
            return finishTransition(from: [oldLayout], to: layout, change: &change, timing: timing)
        }
        schedule(completion.map { [$0] } ?? [], endingAt: animation.startTime + animation.timing.endTime)
        return animation
    }

    /// `startInteractiveTransition(to:completion:)`: the transition's start, then the transition
    /// layout (the delegate's, or a plain one) installed quietly and laid out.
    func startInteractiveTransition(to layout: CollectionViewLayout,
                                    completion: ((Bool, Bool) -> Void)?) -> CollectionViewTransitionLayout {
        defer { endOperation() }
        if let running = state.interactiveTransition { return running.transition }
        let oldLayout = view.collectionViewLayout
        var recorder = LayoutCallRecorder(oldLayout)
        // As an animated layout change, an interactive one stops a running scroll where it is.
        stopRunningScroll(recording: &recorder)
        cancelInteractiveMovementForTransition()
        layoutIfNeeded(recording: &recorder)
        beginTransition(from: oldLayout, to: layout, recorder: &recorder)
        let transition = view.delegate?.collectionView(view, transitionLayoutForOldLayout: oldLayout, newLayout: layout)
            ?? CollectionViewTransitionLayout(currentLayout: oldLayout, nextLayout: layout)
        installQuietly(transition, detaching: [])
        oldLayout.owningView = view
        transition.invalidateLayout()
        recorder.layout = transition
        layoutIfNeeded(recording: &recorder)
        state.interactiveTransition = InteractiveTransitionState(transition: transition, completion: completion,
                                                                 startHooks: recorder.hooks)
        return transition
    }

    /// An interactive movement (reordering) and an interactive transition never run together: a
    /// movement cannot begin during a transition (`beginInteractiveMovementForItem(at:)` answers
    /// `false`), and a transition started during a movement first cancels it, as
    /// `cancelInteractiveMovement()` does (the item goes back; the data source is not told).
    /// UIKit documents neither order; the movement's index paths belong to the layout being
    /// replaced, so the simulator ends it rather than let it outlive that layout. If the cancel
    /// throws (the layout's answers make UIKit raise), the movement is dropped and the view reads
    /// its counts from the data source again, which was never told of the move.
    private func cancelInteractiveMovementForTransition() {
        guard interactiveMovement != nil else { return }
        if (try? view.throwing.cancelInteractiveMovement()) == nil, interactiveMovement != nil {
            interactiveMovement = nil
            reloadData()
        }
    }

    /// `finishInteractiveTransition(timing:)` and `cancelInteractiveTransition(timing:)`: the
    /// transition's end, animated from the current progress over what remains of the timing.
    func endInteractiveTransition(finishing: Bool, timing: TrackTiming?) -> UpdateAnimation {
        defer { endOperation() }
        guard let running = state.interactiveTransition else { return .empty(at: state.clock, state: view.state) }
        state.interactiveTransition = nil
        let transition = running.transition
        var recorder = LayoutCallRecorder(transition)
        recorder.replay(running.startHooks)
        layoutIfNeeded(recording: &recorder)
        let full = effectiveTiming(timing, fallback: state.layoutTransitionTiming)
        let remaining = finishing ? 1 - transition.boundedProgress : transition.boundedProgress
        let scaled = TrackTiming(delay: full.delay, duration: full.duration * Double(remaining), curve: full.curve)
        let target = finishing ? transition.nextLayout : transition.currentLayout
        let other = finishing ? transition.currentLayout : transition.nextLayout
        let animation = performChange(recorder: recorder, timing: scaled) { change in
            change.recorder.layout = target
            let contentSize = change.recorder.contentSize()
            changingBounds(replacing: transition, change: &change) { recorder in
                setContentSize(contentSize, recording: &recorder)
                changeBounds(frame: view.frame, contentOffset: offsetInsideContent(view.contentOffset), recording: &recorder)
            }
            return finishTransition(from: [transition, other], to: target, change: &change, timing: scaled)
        }
        let completions = running.completion.map { completion in [{ (finished: Bool) in completion(finishing, finished) }] } ?? []
        schedule(completions, endingAt: animation.startTime + animation.timing.endTime)
        return animation
    }

    /// The start of every transition: `prepareForTransition(to:)` on the old layout, the new one
    /// attached, `prepareForTransition(from:)` and `prepare()` on it; the recorder then calls it.
    func beginTransition(from oldLayout: CollectionViewLayout, to layout: CollectionViewLayout,
                         recorder: inout LayoutCallRecorder) {
        recorder.layout = oldLayout
        recorder.prepareForTransition(to: layout)
        layout.owningView = view
        layout.invalidateLayout()
        recorder.layout = layout
        recorder.prepareForTransition(from: oldLayout)
        recorder.prepare()
    }

    /// Runs `body`, a bounds change a transition makes while the view still holds `replaced` (its
    /// new content size moving a right-to-left view's offset, its new offset: UIKit's animation
    /// block sets both before the new layout is installed), with the recorder on the layout
    /// ``CollectionView/transitionBoundsChangeLayout`` names: `replaced`, or the recorder's own,
    /// the one being installed. A layout that answers `true` is invalidated with its context and
    /// prepared at the next layout pass only if it is the view's by then, so a replaced layout is
    /// left invalidated, never prepared again.
    private func changingBounds(replacing replaced: CollectionViewLayout, change: inout AnimatedChange,
                                _ body: (inout LayoutCallRecorder) -> Void) {
        let installing = change.recorder.layout
        if state.transitionBoundsChangeLayout == .oldLayout { change.recorder.layout = replaced }
        body(&change.recorder)
        change.recorder.layout = installing
    }

    /// The offset that keeps the anchor in place: the cell on screen nearest the view's centre,
    /// centred in the new layout, kept inside the new content, then the layout's target offset.
    func anchoredContentOffset(_ oldVisible: [ElementID: CollectionViewLayoutAttributes],
                               recorder: inout LayoutCallRecorder) -> CGPoint {
        let bounds = view.bounds
        let middle = CGPoint(x: bounds.midX, y: bounds.midY)
        let anchor = oldVisible.filter { $0.key.category == .cell && $0.value.frame.intersects(bounds) }
            .min { a, b in
                let (da, db) = (Self.distance(a.value.center, middle), Self.distance(b.value.center, middle))
                return da != db ? da < db : a.key < b.key
            }
        var proposed = view.contentOffset
        if let anchor, let moved = recorder.attributes(for: anchor.key) {
            proposed = CGPoint(x: moved.center.x - bounds.width / 2, y: moved.center.y - bounds.height / 2)
        }
        proposed = offsetInsideContent(proposed)
        return recorder.targetContentOffset(forProposedContentOffset: proposed)
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)
    }

    /// The end of every transition: the new layout's elements on screen, a track per view with the
    /// new layout's providers, self-sizing cells fitted to the new layout (`Cells/SelfSizing`),
    /// `finalizeLayoutTransition()` on the layouts involved, and the new layout installed without
    /// another invalidation.
    func finishTransition(from others: [CollectionViewLayout], to layout: CollectionViewLayout,
                          change: inout AnimatedChange, timing: TrackTiming) -> AnimatedChangeResult {
        var newVisible = change.recorder.elements(in: view.bounds)
        var tracks = change.buildTracks(newVisible: Self.keyed(newVisible), timing: timing, fallback: state.missingAttributesFallback,
                                        supplementaryFallback: .transparentCopy)
        (tracks, newVisible) = fitCellsAfterTracks(tracks, newVisible, mapping: .identity, timing: timing, change: &change) {
            $0.elements(in: view.bounds)
        }
        for finished in others + [layout] where !(finished is CollectionViewTransitionLayout) {
            change.recorder.finalizeLayoutTransition(of: finished)
        }
        installQuietly(layout, detaching: others)
        return AnimatedChangeResult(tracks: tracks, newVisible: newVisible)
    }

    /// Makes `layout` the view's layout as it stands (prepared), and detaches `others`.
    func installQuietly(_ layout: CollectionViewLayout, detaching others: [CollectionViewLayout]) {
        state.installingLayoutQuietly = true
        view.collectionViewLayout = layout
        state.installingLayoutQuietly = false
        layout.owningView = view
        for other in others where other !== layout && other.owningView === view { other.owningView = nil }
    }
}
