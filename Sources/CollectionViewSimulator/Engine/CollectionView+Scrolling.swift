import Foundation
import Keyframes

extension CollectionView {
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
        var recorder = LayoutCallRecorder(collectionViewLayout)
        layoutIfNeeded(recording: &recorder)
        return scroll(to: contentOffset, timing: animated ? timing ?? scrollTiming : TrackTiming(duration: 0, curve: .linear),
                      frameRate: frameRate, recorder: recorder)
    }

    /// Lets a fling end where the layout wants it: the offset a scroll view would coast to (or
    /// `proposedContentOffset`, when given) goes with the velocity to
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`, and the view scrolls
    /// there, decelerating, re-querying the layout at every frame.
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
    @discardableResult
    public func fling(withVelocity velocity: CGPoint, proposedContentOffset: CGPoint? = nil, timing: TrackTiming? = nil,
                      frameRate: Double = 60) -> UpdateAnimation {
        var recorder = LayoutCallRecorder(collectionViewLayout)
        layoutIfNeeded(recording: &recorder)
        let rate = decelerationRate
        let proposed = proposedContentOffset
            ?? CGPoint(x: contentOffset.x + rate.coastingDistance(forVelocity: velocity.x),
                       y: contentOffset.y + rate.coastingDistance(forVelocity: velocity.y))
        let target = recorder.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        return scroll(to: offsetInsideContent(target), timing: timing ?? TrackTiming(duration: 0.5, curve: .easeOut),
                      frameRate: frameRate, recorder: recorder)
    }

    /// The timing of animated scrolls that give none: 0.3 s, ease-in-ease-out (unmeasured on iOS).
    public var scrollTiming: TrackTiming {
        get { engine.scrollTiming }
        set { engine.scrollTiming = newValue }
    }

    private func scroll(to target: CGPoint, timing: TrackTiming, frameRate: Double, recorder: LayoutCallRecorder) -> UpdateAnimation {
        performChange(recorder: recorder, timing: timing) { change in
            let offsetTrack = Track(from: contentOffset, to: target, timing: timing)
            let rate = frameRate.isFinite && frameRate > 0 ? frameRate : 60
            let times = timing.endTime > 0 ? Array(FrameGrid(rate: rate, through: timing.endTime)) : [0]
            var frames = ScrollFrames(initial: change.oldVisible, remaining: change.remaining)
            var last: [CollectionViewLayoutAttributes] = []
            for time in times {
                last = relayout(at: time >= timing.endTime ? target : offsetTrack.value(at: time), recording: &change.recorder)
                frames.add(last, at: time)
            }
            return AnimatedChangeResult(tracks: frames.tracks(identities: &change.identities), newVisible: last,
                                        contentOffsetTrack: timing.endTime > 0 ? offsetTrack : nil, leaveTimes: frames.leaveTimes)
        }
    }

    /// Moves the bounds to `offset` as a scroll view does for one frame: asks the layout whether
    /// the change invalidates it, prepares it again if so, and queries the visible rectangle.
    private func relayout(at offset: CGPoint, recording recorder: inout LayoutCallRecorder) -> [CollectionViewLayoutAttributes] {
        let newBounds = CGRect(origin: offset, size: bounds.size)
        if newBounds != bounds {
            changeBounds(to: newBounds, recording: &recorder) { storedContentOffset = offset }
        }
        return recorder.elements(in: bounds)
    }

    /// `offset` moved inside the range a scroll view allows: from minus the leading inset to the
    /// content's end plus the trailing inset (the start when the content is smaller than the view).
    func offsetInsideContent(_ offset: CGPoint) -> CGPoint {
        let inset = contentInset
        let maxX = max(-inset.left, contentSize.width + inset.right - bounds.width)
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        return CGPoint(x: min(max(offset.x, -inset.left), maxX), y: min(max(offset.y, -inset.top), maxY))
    }
}
