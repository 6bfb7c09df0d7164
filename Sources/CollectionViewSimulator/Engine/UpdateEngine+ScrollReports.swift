import Foundation

/// `UIScrollViewDelegate.scrollViewDidScroll(_:)` — "any offset changes", as Apple's `UIScrollView.h`
/// comments it — and the ends of animated scrolls.
///
/// One rule decides when the delegate hears of a scroll: the content offset differs from the one it
/// was last told of (``reportContentOffsetChange()``). An offset set to the value it already has
/// calls nothing; every other change does, whatever made it: `contentOffset`, `bounds` or `frame`
/// set, `setContentOffset(_:animated: false)`, a layout pass that pulls the offset back because the
/// content shrank or moves a right-to-left view to its start, a batch update's or a resize's target
/// offset, a layout transition's anchored offset.
///
/// When: a property set tells the delegate at once, after the layout's
/// `shouldInvalidateLayout(forBoundsChange:)` and before the next layout pass (UIKit's `setBounds:`
/// asks the layout, then `setContentOffset:` notifies the delegate). Every other change tells it
/// once the change is complete (its layout pass done, its animation built and recorded, its
/// completion handlers queued), never halfway through: so a delegate that changes the view from
/// `scrollViewDidScroll(_:)` — invalidates the layout, loads more items with a batch update, sets
/// another offset — starts from a consistent view. Inside `performBatchUpdates`' closure and the
/// stages of a diffable apply, the outermost call tells it at its end.
///
/// An animated scroll (`setContentOffset(_:animated: true)` or a fling) is driven in UIKit by a
/// display link that sets the real offset at every frame, each set calling the delegate. The
/// simulator computes the scroll's frames at once, so it queues one call per frame whose offset
/// moved, on the view's clock; ``CollectionView/advanceTime(by:)`` makes the calls of the frames
/// it passes, in order. During each call ``CollectionView/contentOffset`` and
/// ``CollectionView/bounds`` read that frame's offset (the view's elements are already those of
/// the scroll's end), until the delegate makes the view lay out or change; between calls they
/// read the scroll's end (the state a change leaves, as every change's is). What takes over the
/// scroll while it runs — a new scroll, a drag or fling, a set offset, bounds or frame, an
/// animated or interactive layout change (UIKit's `stopScrollingAndZooming`) — stops it at the
/// frame the display link last set (``stopRunningScroll(recording:)``) and starts from there, as
/// on iOS, so the offset's motion never jumps. `reloadData()` stops it there too and then carries
/// it on from the new data's screen (``carryOn(_:recording:)``), as the display link carries it on
/// through a reload on iOS; other changes end it at its end.
///
/// The calls run when the clock passes their frames, each with the clock at its frame's time
/// (`currentTime`, ``CollectionView/isDecelerating``, the views' running animations and the start
/// of a change made from the call are the frame's), as the display link runs them on iOS; the
/// clock then goes on to the advance's end. A change that interrupts the scroll drops its
/// remaining calls; at that change's end the delegate is told of the offset the view then has.
extension UpdateEngine {
    /// What runs at the end of every operation the engine performs: the internal checks, then the
    /// delegate is told if the offset moved (``reportContentOffsetChange()``).
    func endOperation() {
        checkInvariants()
        reportContentOffsetChange()
    }

    /// The one place that decides the offset changed: when it differs from the one the delegate
    /// was last told of, the delegate's `scrollViewDidScroll(_:)`.
    ///
    /// Waits while a batch's closure or an all-or-nothing change runs (the outermost call reports
    /// at its end, so that an offset rolled back is never reported) and while an animated scroll
    /// reports its own frames.
    func reportContentOffsetChange() {
        guard state.batchDepth == 0, state.heldCompletions == nil, reportingScroll == nil else { return }
        let offset = view.storedContentOffset
        guard offset != reportedContentOffset else { return }
        reportedContentOffset = offset
        view.delegate?.scrollViewDidScroll(view)
    }

    /// Queues the delegate's per-frame calls of an animated scroll that started now: one for each
    /// frame whose offset moved, at that frame's time. Nothing is queued without a delegate.
    ///
    /// - Parameter frames: The scroll's frames: each one's time since the start and its offset.
    func reportFrames(of frames: [(time: Double, offset: CGPoint)]) {
        guard view.delegate != nil, let last = frames.last, last.time > 0 else { return }
        let scroll = scrollGeneration
        reportingScroll = scroll
        let start = state.clock
        var previous = reportedContentOffset
        // Frame 0 shows the offset the scroll starts from; the last frame ends the reports even
        // when it does not move.
        for frame in frames where frame.time > 0 && (frame.offset != previous || frame.time == last.time) {
            previous = frame.offset
            let isLast = frame.time == last.time
            // `unowned`, not `weak`: the engine keeps its handlers and runs them itself, so it
            // outlives them; a weak reference would give it a side table for good, and every
            // retain and release of the engine after it the runtime's slow path.
            schedule([{ [unowned self] finished in
                guard finished, self.reportingScroll == scroll else { return }
                if isLast { self.reportingScroll = nil }
                self.tellDelegateOfFrame(at: frame.offset, time: start + frame.time)
            }], endingAt: start + frame.time)
        }
    }

    /// Drops the remaining delegate calls of an animated scroll, if one is running: another change
    /// interrupts it, or the offset is set elsewhere.
    func endScrollReports() {
        scrollGeneration &+= 1
        reportingScroll = nil
    }

    /// One frame's call: the delegate reads the frame's offset while it runs, unless it makes the
    /// view lay out or change meanwhile, and the clock reads the frame's time (`time`), so that
    /// ``CollectionView/currentTime``, ``CollectionView/isDecelerating`` and the views' running
    /// animations are those of the frame, and a change the delegate makes starts then.
    private func tellDelegateOfFrame(at offset: CGPoint, time: Double) {
        guard offset != reportedContentOffset else { return }
        reportedContentOffset = offset
        presentedContentOffset = offset == view.storedContentOffset ? nil : offset
        let advanceEnd = state.clock
        state.clock = min(time, advanceEnd)
        defer {
            presentedContentOffset = nil
            state.clock = max(state.clock, advanceEnd)
        }
        view.delegate?.scrollViewDidScroll(view)
    }

    /// The offset an animated scroll running on the clock shows now: the frame UIKit's display
    /// link last set (``RunningScroll/offset(at:)``), where a change made now starts from; `nil`
    /// when none runs, or it reached its end or was stopped.
    var scrollingContentOffset: CGPoint? {
        guard let runningScroll, runningScroll.generation == scrollGeneration else { return nil }
        return runningScroll.offset(at: state.clock)
    }

    /// Stops an animated scroll still running where it is now, the frame it shows: that offset
    /// becomes the view's (a bounds change, step 1 of `UpdateEngine+BoundsChanges.swift`, which
    /// drops the scroll's remaining delegate calls and its end call), so that what takes over the
    /// scroll — another scroll or fling (as its own frames begin), a set offset, bounds or frame,
    /// an animated or interactive layout change (which UIKit begins with `stopScrollingAndZooming`)
    /// — starts there, as on iOS, where the display link has moved the real offset to it.
    /// `reloadData()` stops it here and carries it on afterwards
    /// (``stopRunningScrollToCarryOn(recording:)``). A batch update and a layout change without
    /// animation still end the scroll at its end: on iOS the scroll would carry on through them
    /// (nothing on UIKit's update path stops it), which a scroll computed in advance does not model.
    func stopRunningScroll(recording recorder: inout LayoutCallRecorder) {
        guard runningScroll != nil else { return }
        let offset = scrollingContentOffset
        runningScroll = nil
        if offset != nil { deceleration = nil }
        guard let offset, offset != view.storedContentOffset else { return }
        changeBounds(frame: view.storedFrame, contentOffset: offset, recording: &recorder)
    }

    /// Ends what a frame's call presented: the view reads its own offset again. Called first by
    /// every step that lays the view out or changes it.
    func endPresentedContentOffset() {
        if presentedContentOffset != nil { presentedContentOffset = nil }
    }

    /// Tells the delegate, when an animated scroll ends, that it did: `scrollViewDidEndDecelerating(_:)`
    /// after a fling, `scrollViewDidEndScrollingAnimation(_:)` after `setContentOffset(_:animated: true)`;
    /// not when another change interrupts it. A fling's deceleration (``CollectionView/isDecelerating``)
    /// runs from the animation's start to its end.
    func scheduleScrollEnd(of animation: UpdateAnimation, decelerating: Bool) {
        guard animation.timing.endTime > 0 else { return }
        if decelerating { deceleration = (animation.startTime, animation.startTime + animation.timing.endTime) }
        let scroll = scrollGeneration
        // `unowned`, as in `reportFrames(of:)`: the engine outlives the handlers it keeps.
        schedule([{ [unowned self] finished in
            // An earlier call made as the clock passed the end may have interrupted the scroll.
            guard finished, self.scrollGeneration == scroll else { return }
            if decelerating { self.deceleration = nil }
            guard let delegate = self.view.delegate else { return }
            if decelerating {
                delegate.scrollViewDidEndDecelerating(self.view)
            } else {
                delegate.scrollViewDidEndScrollingAnimation(self.view)
            }
        }], endingAt: animation.startTime + animation.timing.endTime)
    }
}
