import Foundation
import Keyframes

/// UIKit's animated changes other than batch updates: a new frame, a scroll or a fling, a layout
/// transition (animated or interactive). The engine runs them through the one pipeline
/// (`Engine/UpdateEngine+BoundsChanges.swift`, `Engine/UpdateEngine+LayoutTransitions.swift`).
extension CollectionView {
    /// Changes the view's frame, animated as a rotation-like resize or at once.
    ///
    /// As UIKit: when the bounds change, the layout is asked `shouldInvalidateLayout(forBoundsChange:)`;
    /// if it says so it is invalidated and prepared for the new size, and the offset is pulled back
    /// if the content no longer reaches it. An animated change that invalidated the layout then
    /// brackets the re-layout with `prepare(forAnimatedBoundsChange:)` (with the old bounds), asks
    /// `targetContentOffset(forProposedContentOffset:)` for the offset, and gives every element on
    /// screen before or after its `final…`/`initial…` provider and a track, as in a batch update,
    /// before `finalizeAnimatedBoundsChange()`. Otherwise (no animation, a frame that keeps the
    /// bounds, a layout that ignores the change) the view simply lays out again and no view animates.
    ///
    /// - Parameters:
    ///   - frame: The new frame.
    ///   - animated: Whether to animate.
    ///   - timing: The animation's timing; ``updateTiming`` when nil.
    /// - Returns: The hooks and, when animated, every view's track.
    @discardableResult
    public func setFrame(_ frame: CGRect, animated: Bool, timing: TrackTiming? = nil) -> UpdateAnimation {
        engine.setFrame(frame, animated: animated, timing: timing)
    }

    /// Scrolls to `contentOffset`, animated over the timing or at once.
    ///
    /// An animated scroll re-lays out at every frame, as a scroll view does: each frame's bounds go
    /// to `shouldInvalidateLayout(forBoundsChange:)`, an invalidating layout (a zooming line layout)
    /// is prepared again, and the elements of the visible rectangle are queried. Every view's track
    /// is its per-frame values (``ViewTrack/keyframes``), so a zoom that follows the scroll is
    /// recorded frame by frame; ``UpdateAnimation/contentOffsetTrack`` is the offset's motion.
    ///
    /// - Parameters:
    ///   - contentOffset: Where to scroll.
    ///   - animated: Whether to animate.
    ///   - timing: The scroll's timing; ``scrollTiming`` (0.3 s, ease-in-ease-out) when nil.
    ///   - frameRate: Frames per second at which the layout is re-queried; frame k is at k / rate.
    /// - Returns: The hooks of every frame and the motion of every view.
    @discardableResult
    public func setContentOffset(_ contentOffset: CGPoint, animated: Bool, timing: TrackTiming? = nil,
                                 frameRate: Double = 60) -> UpdateAnimation {
        engine.setContentOffset(contentOffset, animated: animated, timing: timing, frameRate: frameRate)
    }

    /// Lets a fling end where the layout and the delegate want it: the finger that was dragging
    /// lifts at `velocity`, the offset a scroll view would coast to (or `proposedContentOffset`,
    /// when given) goes with the velocity to `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`,
    /// the delegate may move that target in `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
    /// and the view scrolls there, decelerating, re-querying the layout at every frame.
    ///
    /// The delegate hears the whole drag in UIKit's order: `scrollViewWillBeginDragging(_:)`,
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` (after the layout's
    /// answer, which it receives as the target), `scrollViewDidEndDragging(_:willDecelerate:)`,
    /// `scrollViewWillBeginDecelerating(_:)`, a `scrollViewDidScroll(_:)` per frame as the clock
    /// passes it and `scrollViewDidEndDecelerating(_:)`; ``isDragging``, ``isTracking`` and
    /// ``isDecelerating`` read as on iOS inside each call. The details and their sources are in
    /// the engine's `UpdateEngine+Dragging.swift`. A target outside the content is brought back
    /// inside it; when it is where the content already is, `willDecelerate` is `false` and no
    /// deceleration is announced (the animation still records the frames, which do not move).
    ///
    /// Velocities are in points per millisecond, the unit `UIScrollView` reports in
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` and passes unchanged to the
    /// layout (whose documentation says points per second; observed values, and snapping code
    /// written against them, use points per millisecond). At the view's ``decelerationRate`` r per
    /// millisecond a scroll coasts velocity · r / (1 − r): velocity · 499 points at the normal
    /// rate, 0.998.
    ///
    /// - Parameters:
    ///   - velocity: The fling's velocity, in points per millisecond.
    ///   - proposedContentOffset: Where the scroll would stop unadjusted; the coasting distance
    ///     from the current offset when nil.
    ///   - timing: The deceleration's timing; 0.5 s ease-out when nil (unmeasured on iOS).
    ///   - frameRate: Frames per second at which the layout is re-queried.
    ///
    /// While it runs, ``panGestureRecognizer`` is the lifted finger's (`.ended`, with the finger's
    /// velocity: see ``PanGestureRecognizer``). A fling is the user's gesture: with
    /// ``isScrollEnabled`` off it does nothing (an empty animation, no delegate call), as UIKit's
    /// pan recogniser takes no drag then.
    @discardableResult
    public func fling(withVelocity velocity: CGPoint, proposedContentOffset: CGPoint? = nil, timing: TrackTiming? = nil,
                      frameRate: Double = 60) -> UpdateAnimation {
        guard isScrollEnabled else { return UpdateAnimation.empty(at: engine.state.clock, state: state) }
        engine.beginDragging()
        return panGestureRecognizer.liftingFinger(withScrollVelocity: velocity) {
            engine.endDragging(withVelocity: velocity, proposedContentOffset: proposedContentOffset, timing: timing,
                               frameRate: frameRate, isFling: true)
        }
    }

    /// Drags the content with a simulated finger: it comes down (`scrollViewWillBeginDragging(_:)`),
    /// moves by `translation` — the content offset follows it, kept inside the content (no rubber
    /// band past an edge), and the delegate hears `scrollViewDidScroll(_:)` once — and lifts.
    ///
    /// At rest (`velocity` zero, the default) the layout is still asked
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` with the offset and
    /// a zero velocity and the delegate `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
    /// so a snapping layout or delegate settles a slow drag on a page; when the target is where
    /// the content is, `scrollViewDidEndDragging(_:willDecelerate: false)` ends it and no
    /// animation is recorded. With a velocity it ends as ``fling(withVelocity:proposedContentOffset:timing:frameRate:)``.
    ///
    /// ```swift
    /// collectionView.drag(by: CGPoint(x: -120, y: 0))   // the finger moves left: offset.x + 120
    /// ```
    ///
    /// - Parameters:
    ///   - translation: The finger's movement, as ``PanGestureRecognizer/translation(in:)``
    ///     reports it: a finger moving left or up scrolls towards the content's end.
    ///   - velocity: The scroll velocity as the finger lifts, in points per millisecond.
    ///   - timing: The deceleration's timing, if any; 0.5 s ease-out when nil.
    ///   - frameRate: Frames per second at which the layout is re-queried while decelerating.
    /// - Returns: The deceleration's animation; an empty one when the content stays where the
    ///   finger left it, or when ``isScrollEnabled`` is off (then nothing happens).
    @discardableResult
    public func drag(by translation: CGPoint, endingWithVelocity velocity: CGPoint = .zero, timing: TrackTiming? = nil,
                     frameRate: Double = 60) -> UpdateAnimation {
        guard isScrollEnabled else { return UpdateAnimation.empty(at: engine.state.clock, state: state) }
        engine.beginDragging()
        panGestureRecognizer.dragging(by: translation) { engine.moveDraggedContent(by: translation) }
        return panGestureRecognizer.liftingFinger(withScrollVelocity: velocity) {
            engine.endDragging(withVelocity: velocity, proposedContentOffset: nil, timing: timing, frameRate: frameRate,
                               isFling: velocity != .zero)
        }
    }

    /// Changes the layout, animated as UIKit's `setCollectionViewLayout(_:animated:completion:)`.
    ///
    /// The old layout gets `prepareForTransition(to:)`, the new one `prepareForTransition(from:)`,
    /// `prepare()` and its content size. The item on screen nearest the view's centre is the anchor:
    /// the proposed offset centres its new frame (kept inside the new content) and goes to the new
    /// layout's `targetContentOffset(forProposedContentOffset:)`; moving there is a bounds change,
    /// asked of the old layout (``transitionBoundsChangeLayout``). Views on screen in both layouts
    /// move to their new attributes; those leaving get the new layout's `final…` (where the new
    /// layout puts them, by default), those arriving its `initial…` (where the old layout had them,
    /// by default). Both layouts then get `finalizeLayoutTransition()`, once the attributes are
    /// gathered, and the completion runs at the end of the animation. An animated change first
    /// stops a running scroll or fling at the frame it shows, as UIKit's does
    /// (`stopScrollingAndZooming`): the transition starts from there.
    ///
    /// - Parameters:
    ///   - layout: The new layout; the same layout again does nothing (and calls no completion).
    ///   - animated: Whether to animate; without animation the same steps run with a duration of 0
    ///     (assigning ``collectionViewLayout`` instead swaps the layout with no transition hooks).
    ///   - timing: The animation's timing; ``layoutTransitionTiming`` (0.25 s, ease-in-ease-out) when nil.
    ///   - completion: Called with `true` at the end, `false` if another change interrupts it.
    @discardableResult
    public func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool, timing: TrackTiming? = nil,
                                        completion: ((Bool) -> Void)? = nil) -> UpdateAnimation {
        engine.setCollectionViewLayout(layout, animated: animated, timing: timing, completion: completion)
    }

    /// Starts an interactive transition, as UIKit's `startInteractiveTransition(to:completion:)`:
    /// the old layout gets `prepareForTransition(to:)`, the new one `prepareForTransition(from:)`,
    /// and a ``CollectionViewTransitionLayout`` between them — the delegate's, from
    /// `collectionView(_:transitionLayoutForOldLayout:newLayout:)`, when it has one — quietly
    /// becomes the view's layout. A running scroll or fling stops first at the frame it shows, as
    /// for an animated layout change.
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
        engine.startInteractiveTransition(to: layout, completion: completion)
    }

    /// Ends the interactive transition at the new layout, animating from the current progress
    /// over the remaining part of the timing (duration × (1 − progress)).
    ///
    /// - Parameter timing: The full transition's timing; ``layoutTransitionTiming`` when nil.
    /// - Returns: The hooks (the transition's start included) and every view's track; an empty
    ///   animation when no transition is in progress.
    @discardableResult
    public func finishInteractiveTransition(timing: TrackTiming? = nil) -> UpdateAnimation {
        engine.endInteractiveTransition(finishing: true, timing: timing)
    }

    /// Ends the interactive transition back at the old layout, animating from the current progress
    /// over duration × progress.
    @discardableResult
    public func cancelInteractiveTransition(timing: TrackTiming? = nil) -> UpdateAnimation {
        engine.endInteractiveTransition(finishing: false, timing: timing)
    }
}
