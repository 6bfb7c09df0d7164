import Foundation
import Keyframes

/// UIKit's bounds-change protocol, in one place. Every path that changes the bounds takes the same
/// steps in the same order: setting ``CollectionView/frame``, ``CollectionView/bounds`` or
/// ``CollectionView/contentOffset`` (then a layout pass), `setFrame(_:animated:timing:)`,
/// `setContentOffset(_:animated:timing:frameRate:)`, `fling(withVelocity:…)` and every frame of an
/// animated scroll. The order is OpenUXKit's `UXCollectionView` (Apple's macOS port of
/// `UICollectionView`): `clipViewBoundsDidChange:`, `_invalidateLayoutWithContext:`,
/// `layoutSubviews` and `_updateCellsInRect:createIfNecessary:`.
///
/// 1. The change (``changeBounds(frame:contentOffset:recording:)``, UIKit's `setBounds:`): only a
///    real change of the bounds is asked about — a frame that moves the view in its superview
///    keeps its bounds and asks nothing — `shouldInvalidateLayout(forBoundsChange:)` while the old
///    bounds still stand, and on `true` `invalidationContext(forBoundsChange:)`; then the bounds
///    change and the layout is invalidated with that context.
/// 2. The layout pass (``prepareForLayoutPass(recording:)``, `layoutSubviews`): an invalidated
///    layout is prepared again (`prepare()`, `collectionViewContentSize`); after a new size, the
///    offset is pulled back where the content no longer reaches it.
/// 3. Inside an animation, when the change invalidated the layout (UXKit's
///    `fadeCellsForBoundsChange`; only a resize animates this way, since UIKit steps an animated
///    scroll frame by frame outside any animation block): `prepare(forAnimatedBoundsChange:)` with
///    the old bounds, `targetContentOffset(forProposedContentOffset:)` with the offset, the visible
///    rectangle's attributes, every element's `final…`/`initial…` provider and a track, as in a
///    batch update, then `finalizeAnimatedBoundsChange()`. Otherwise the visible rectangle's
///    attributes, when it moved or the layout was prepared, and no view animates.
extension UpdateEngine {
    /// Step 1, UIKit's `setBounds:`: asks the layout about a real change of the bounds, applies
    /// the new frame and offset, and invalidates the layout with the context it gave. The change
    /// waits for the next layout pass (step 2).
    func changeBounds(frame: CGRect, contentOffset: CGPoint, recording recorder: inout LayoutCallRecorder) {
        endPresentedContentOffset()
        stopRunningScroll(recording: &recorder)
        let oldBounds = view.bounds
        if contentOffset != oldBounds.origin { endScrollReports() }
        let newBounds = CGRect(origin: contentOffset, size: frame.size)
        guard newBounds != oldBounds else {
            view.storedFrame = frame
            view.storedContentOffset = contentOffset
            return
        }
        // As in UIKit, the layout answers both questions while `bounds` is still the old one.
        let context = recorder.shouldInvalidateLayout(forBoundsChange: newBounds) ? recorder.invalidationContext(forBoundsChange: newBounds) : nil
        view.storedFrame = frame
        view.storedContentOffset = contentOffset
        if let context { recorder.invalidateLayout(with: context) }
        let change = BoundsChange(oldBounds: oldBounds, invalidatedLayout: context != nil)
        state.pendingBoundsChange = state.pendingBoundsChange?.merged(with: change) ?? change
    }

    /// Step 2, the first part of every layout pass: prepares an invalidated layout
    /// (`prepare()`, `collectionViewContentSize`) and, when the bounds changed size since the last
    /// pass, pulls the offset back where the content no longer reaches it (``clampedContentOffset(_:)``).
    ///
    /// - Returns: The bounds changes since the last pass, merged; `nil` when there were none.
    @discardableResult
    func prepareForLayoutPass(recording recorder: inout LayoutCallRecorder) -> BoundsChange? {
        endPresentedContentOffset()
        // Taken first: a change the layout makes while it prepares (a paging layout setting the
        // offset) waits for the next pass, as it would in UIKit.
        var change = state.pendingBoundsChange
        state.pendingBoundsChange = nil
        if view.collectionViewLayout.needsPrepare {
            _ = itemCounts
            recorder.prepare()
            let madeWhilePreparing = state.pendingBoundsChange
            state.pendingBoundsChange = nil
            // Setting the content size may move a right-to-left view to its start: a bounds change
            // of this pass (UIKit's `setContentSize:` sets the offset), prepared again if it invalidated.
            setContentSize(recorder.contentSize(), recording: &recorder)
            if let moved = state.pendingBoundsChange {
                change = change?.merged(with: moved) ?? moved
                if view.collectionViewLayout.needsPrepare {
                    recorder.prepare()
                    view.contentSize = recorder.contentSize()
                }
            }
            state.pendingBoundsChange = madeWhilePreparing
            state.loadedRect = nil
        }
        if let change, change.oldBounds.size != view.bounds.size {
            view.storedContentOffset = clampedContentOffset(view.contentOffset)
        }
        return change
    }

    /// `setFrame(_:animated:timing:)`: steps 1 and 2, then step 3 when animated and the layout was
    /// invalidated; the self-sizing cells on screen after it are fitted (`Cells/SelfSizing`).
    ///
    /// An animated change without step 3 (a frame that keeps the bounds asks the layout nothing; a
    /// layout may ignore a new size) starts no animation: a view still animating carries on to the
    /// layout's values, arriving when its earlier animation would have ended (linearly from what it
    /// shows, as during a scroll: UIKit leaves its running animation alone), and every other view
    /// shows the layout's values at once — on screen before and after,
    /// ``ViewFate/unchanged``; only after, ``ViewFate/appeared``; only before, ``ViewFate/disappeared``.
    func setFrame(_ frame: CGRect, animated: Bool, timing: TrackTiming?) -> UpdateAnimation {
        defer { endOperation() }
        var recorder = LayoutCallRecorder(view.collectionViewLayout)
        layoutIfNeeded(recording: &recorder)
        let timing = animated ? effectiveTiming(timing) : TrackTiming(duration: 0, curve: .linear)
        return performChange(recorder: recorder, timing: timing) { change in
            // During an animated scroll, from the frame it shows (where the scroll stops).
            changeBounds(frame: frame, contentOffset: scrollingContentOffset ?? view.contentOffset, recording: &change.recorder)
            let boundsChange = prepareForLayoutPass(recording: &change.recorder)
            if animated, state.animationsDisabled == 0, let boundsChange, boundsChange.invalidatedLayout {
                return animateBoundsChange(from: boundsChange.oldBounds, timing: timing, change: &change)
            }
            let newVisible = state.loadedRect == view.bounds
                ? state.visibleAttributes.sortedByElement().values
                : fitCells(change.recorder.elements(in: view.bounds), mapping: .identity, recording: &change.recorder) {
                    $0.elements(in: view.bounds)
                }.visible
            guard animated else {
                change.keepViews(Self.keyed(newVisible))
                return AnimatedChangeResult(tracks: [], newVisible: newVisible)
            }
            // Nothing asked the views to move, so a view still animating carries on: it reaches the
            // layout's values when its earlier animation would have ended, as during a scroll.
            let times = [0] + Set(change.remaining.values.filter { $0 > 0 }).sorted()
            var frames = ScrollFrames(initial: change.oldVisible, remaining: change.remaining, endTime: times.last ?? 0,
                                      frameCount: times.count)
            for time in times { frames.add(newVisible, at: time) }
            return AnimatedChangeResult(tracks: frames.tracks(identities: &change.identities), newVisible: newVisible,
                                        leaveTimes: frames.leaveTimes)
        }
    }

    /// Step 3: the animated layout pass of a bounds change that invalidated the layout, bracketed
    /// by `prepare(forAnimatedBoundsChange:)` and `finalizeAnimatedBoundsChange()`.
    private func animateBoundsChange(from oldBounds: CGRect, timing: TrackTiming, change: inout AnimatedChange) -> AnimatedChangeResult {
        let layout = view.collectionViewLayout
        layout.updateContext = identityUpdateContext(change.oldVisible, visibleRect: view.bounds)
        change.recorder.prepare(forAnimatedBoundsChange: oldBounds)
        view.storedContentOffset = change.recorder.targetContentOffset(forProposedContentOffset: view.contentOffset)
        layout.updateContext?.visibleRect = view.bounds
        var newVisible = change.recorder.elements(in: view.bounds)
        var tracks = change.buildTracks(newVisible: Self.keyed(newVisible), timing: timing, fallback: state.missingAttributesFallback)
        (tracks, newVisible) = fitCellsAfterTracks(tracks, newVisible, mapping: .identity, timing: timing, change: &change) {
            $0.elements(in: view.bounds)
        }
        change.recorder.finalizeAnimatedBoundsChange()
        layout.updateContext = nil
        return AnimatedChangeResult(tracks: tracks, newVisible: newVisible)
    }

    /// An update context that maps every element to itself: a bounds change moves no data.
    func identityUpdateContext(_ visible: [ElementID: CollectionViewLayoutAttributes], visibleRect: CGRect) -> LayoutUpdateContext {
        LayoutUpdateContext(
            oldVisible: visible, sortedKeys: visible.keys.sorted(), visibleRect: visibleRect, mapping: .identity,
            mirror: view.collectionViewLayout.horizontalMirror)
    }

    /// `setContentOffset(_:animated:timing:frameRate:)` after the layout pass; an animated one
    /// tells the delegate when it ends (``scheduleScrollEnd(of:decelerating:)``).
    func setContentOffset(_ contentOffset: CGPoint, animated: Bool, timing: TrackTiming?, frameRate: Double) -> UpdateAnimation {
        defer { endOperation() }
        var recorder = LayoutCallRecorder(view.collectionViewLayout)
        layoutIfNeeded(recording: &recorder)
        let animation = scroll(to: contentOffset, timing: animated ? timing ?? state.scrollTiming : TrackTiming(duration: 0, curve: .linear),
                               frameRate: frameRate, recorder: recorder)
        if animated { scheduleScrollEnd(of: animation, decelerating: false) }
        return animation
    }

    /// A scroll to `target`, re-laid out at every frame of the grid (the self-sizing cells that come
    /// on screen at a frame fitted before it shows); each view's track is its per-frame values. The
    /// delegate hears of every frame that moves the offset, as the clock passes it (``reportFrames(of:)``).
    func scroll(to target: CGPoint, timing: TrackTiming, frameRate: Double, recorder: LayoutCallRecorder) -> UpdateAnimation {
        // A scroll still running stops at the frame it shows; this one starts from there.
        var recorder = recorder
        stopRunningScroll(recording: &recorder)
        let offsetTrack = Track(from: view.contentOffset, to: target, timing: timing)
        let rate = frameRate.isFinite && frameRate > 0 ? frameRate : 60
        let times = timing.endTime > 0 ? Array(FrameGrid(rate: rate, through: timing.endTime)) : [0]
        var offsets: [(time: Double, offset: CGPoint)] = []
        // A loop rather than `map`: a main-actor closure checks its executor on every frame.
        offsets.reserveCapacity(times.count)
        for time in times { offsets.append((time, time >= timing.endTime ? target : offsetTrack.value(at: time))) }
        return scroll(along: offsets, timing: timing, offsetTrack: offsetTrack, recorder: recorder)
    }

    /// A scroll through `offsets` (each frame's time since the start and offset, the first at 0),
    /// ending at `timing`'s end, the offset moving as `offsetTrack`: a new scroll's frames, or what
    /// remains of one that carries on through a change (``carryOn(_:recording:)``).
    private func scroll(along offsets: [(time: Double, offset: CGPoint)], timing: TrackTiming, offsetTrack: Track<CGPoint>,
                        recorder: LayoutCallRecorder) -> UpdateAnimation {
        let animation = performChange(recorder: recorder, timing: timing) { change in
            var frames = ScrollFrames(initial: change.oldVisible, remaining: change.remaining, endTime: offsets.last?.time ?? 0,
                                      frameCount: offsets.count)
            var last: [CollectionViewLayoutAttributes] = []
            for (time, offset) in offsets {
                last = relayout(at: offset, recording: &change.recorder)
                // What the previous frame showed (the screen before the scroll, for the first),
                // listed only when self-sizing asks.
                last = fitCellsComingOnScreen(last, shown: { frames.shownAtLastFrame }, recording: &change.recorder)
                frames.add(last, at: time, unshared: view.collectionViewLayout.answersUnsharedAttributes)
            }
            return AnimatedChangeResult(tracks: frames.tracks(identities: &change.identities), newVisible: last,
                                        contentOffsetTrack: timing.endTime > 0 ? offsetTrack : nil, leaveTimes: frames.leaveTimes)
        }
        // An animation that failed (a NaN in the layout's answers) put the view back: nothing to report.
        if animation.contentOffsetTrack != nil {
            runningScroll = RunningScroll(startTime: animation.startTime, frames: offsets, endTime: timing.endTime,
                                          generation: scrollGeneration, offsetTrack: offsetTrack)
            reportFrames(of: offsets)
        }
        return animation
    }

    /// What remains of the animated scroll running now, stopped where it is so that a change can
    /// come first (``stopRunningScroll(recording:)``), for ``carryOn(_:recording:)`` to go on with
    /// after it; `nil` when no scroll runs.
    func stopRunningScrollToCarryOn(recording recorder: inout LayoutCallRecorder) -> ScrollRemainder? {
        guard scrollingContentOffset != nil,
              let remainder = runningScroll?.remainder(at: state.clock, decelerating: deceleration != nil) else { return nil }
        stopRunningScroll(recording: &recorder)
        return remainder
    }

    /// The rest of a scroll a change stopped (``stopRunningScrollToCarryOn(recording:)``), from
    /// the view's screen now: its remaining frames, re-laid out, with the delegate told of each
    /// and of its end as if it had never stopped (a fling still decelerates).
    func carryOn(_ remainder: ScrollRemainder, recording recorder: LayoutCallRecorder) -> UpdateAnimation {
        let animation = scroll(along: remainder.frames, timing: remainder.timing, offsetTrack: remainder.offsetTrack, recorder: recorder)
        guard animation.contentOffsetTrack != nil else { return animation }
        scheduleScrollEnd(of: animation, decelerating: remainder.decelerating)
        return animation
    }

    /// One frame of a scroll: steps 1 and 2 for the frame's offset (never step 3: UIKit moves the
    /// offset of an animated scroll outside any animation block), then the visible rectangle's
    /// attributes.
    private func relayout(at offset: CGPoint, recording recorder: inout LayoutCallRecorder) -> [CollectionViewLayoutAttributes] {
        changeBounds(frame: view.frame, contentOffset: offset, recording: &recorder)
        prepareForLayoutPass(recording: &recorder)
        return recorder.elements(in: view.bounds)
    }

    /// The offset pulled back where the content shrank below it: on each axis where the content
    /// (with insets) is larger than the view, an offset past the end moves back to the end
    /// (OpenUXKit's `_endItemAnimations`, step 6e).
    func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let (inset, contentSize, bounds) = (view.contentInset, view.contentSize, view.bounds)
        let maxX = contentSize.width + inset.right - bounds.width
        let maxY = contentSize.height + inset.bottom - bounds.height
        var clamped = offset
        if contentSize.width + inset.left + inset.right > bounds.width, clamped.x > maxX { clamped.x = maxX }
        if contentSize.height + inset.top + inset.bottom > bounds.height, clamped.y > maxY { clamped.y = maxY }
        return clamped
    }

    /// `offset` moved inside the range a scroll view allows: from minus the leading inset to the
    /// content's end plus the trailing inset (the start when the content is smaller than the view).
    func offsetInsideContent(_ offset: CGPoint) -> CGPoint {
        let (inset, contentSize, bounds) = (view.contentInset, view.contentSize, view.bounds)
        let maxX = max(-inset.left, contentSize.width + inset.right - bounds.width)
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        return CGPoint(x: min(max(offset.x, -inset.left), maxX), y: min(max(offset.y, -inset.top), maxY))
    }
}
