import Foundation
import Keyframes

/// The user's drag, in UIKit's order: a finger comes down and drags the content, lifts (with a
/// velocity for a fling, at rest otherwise), and the content coasts to where the layout and the
/// delegate want it.
///
/// 1. `scrollViewWillBeginDragging(_:)`, with ``CollectionView/isTracking`` and
///    ``CollectionView/isDragging`` true.
/// 2. The drag's own movement, if any: the offset follows the finger, which tells the delegate
///    `scrollViewDidScroll(_:)` (the one rule of `UpdateEngine+ScrollReports.swift`).
/// 3. The finger lifts. The offset the scroll would coast to goes with the velocity to the layout's
///    `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`; its answer is the
///    `targetContentOffset` the delegate's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
///    receives, and whatever the delegate writes there is where the scroll ends. This is the order
///    of PSTCollectionView (steipete/PSTCollectionView, `PSTCollectionView.m`, an open-source
///    `UICollectionView` for iOS 5 that matched iOS 6's behaviour): the layout decides, then the
///    delegate "may modify targetContentOffset as well". Apple documents the pointer as the
///    value the delegate can change "to adjust where the scrollview finishes its scrolling
///    animation" (`UIScrollViewDelegate`).
/// 4. The target is kept inside the content (from minus the leading inset to the content's end
///    plus the trailing inset), as a scroll view's deceleration never comes to rest outside it.
///    `scrollViewDidEndDragging(_:willDecelerate:)` follows, `willDecelerate` true unless the
///    target is where the content already is; ``CollectionView/isDragging`` is false by then,
///    ``CollectionView/isTracking`` still true (the widely used end-of-scroll check, Stack
///    Overflow question 993280, tests `isTracking && !isDragging` there).
/// 5. When it decelerates: `scrollViewWillBeginDecelerating(_:)`, a `scrollViewDidScroll(_:)`
///    per frame as the clock passes it, and `scrollViewDidEndDecelerating(_:)` at the end.
///
/// Velocities are in points per millisecond everywhere: Apple documents the delegate's
/// `velocity` so ("The velocity of the scroll view (in points per millisecond) at the moment the
/// touch was released"), and the measurements of Stack Overflow question 16155375 (velocity
/// 4.62 coasting 2,300 points at the normal rate, 4.62 · 499 = 2,305) agree. The layout's
/// documentation says points per second, but UIKit hands it the same number (PSTCollectionView
/// passes the delegate's `velocity` through unchanged), and snapping code is written against it.
///
/// A delegate that writes a NaN or infinite target (on iOS Core Animation would raise
/// `CALayerInvalidGeometry` once the offset reached the layer) leaves the view where it is: the
/// answer is noted in ``CollectionView/nonFiniteLayoutAnswer``, the drag ends without
/// decelerating and no animation is recorded.
extension UpdateEngine {
    /// Step 1: the finger comes down and starts to drag.
    func beginDragging() {
        touch = .dragging
        view.delegate?.scrollViewWillBeginDragging(view)
    }

    /// Step 2: the offset follows the finger, a translation of the finger (`translation(in:)`'s
    /// sign: a finger moving up scrolls the content down), kept inside the content; the layout
    /// pass before it gives the content's size.
    func moveDraggedContent(by translation: CGPoint) {
        guard translation != .zero else { return }
        view.layoutIfNeeded()
        // A finger that comes down on a running scroll drags the content from where it is.
        let offset = scrollingContentOffset ?? view.contentOffset
        view.contentOffset = offsetInsideContent(CGPoint(x: offset.x - translation.x, y: offset.y - translation.y))
    }

    /// Steps 3 to 5: the finger lifts at `velocity` and the content coasts to the target.
    ///
    /// - Parameters:
    ///   - velocity: The scroll velocity at release, in points per millisecond.
    ///   - proposedContentOffset: Where the scroll would stop unadjusted; the coasting distance
    ///     from the current offset when nil.
    ///   - timing: The deceleration's timing; 0.5 s ease-out when nil.
    ///   - frameRate: Frames per second at which the layout is re-queried.
    ///   - isFling: A fling records its deceleration even to the offset it is at (frames that do
    ///     not move), as it always has; a drag released where it stays records none.
    /// - Returns: The deceleration's animation, or an empty one.
    func endDragging(withVelocity velocity: CGPoint, proposedContentOffset: CGPoint?, timing: TrackTiming?,
                     frameRate: Double, isFling: Bool) -> UpdateAnimation {
        defer {
            touch = .none
            endOperation()
        }
        var recorder = LayoutCallRecorder(view.collectionViewLayout)
        layoutIfNeeded(recording: &recorder)
        let rate = view.decelerationRate
        // Flung again while coasting: from where the content is (the deceleration stops there).
        let offset = scrollingContentOffset ?? view.contentOffset
        let proposed = proposedContentOffset
            ?? CGPoint(x: offset.x + rate.coastingDistance(forVelocity: velocity.x),
                       y: offset.y + rate.coastingDistance(forVelocity: velocity.y))
        guard let target = delegateTarget(recorder.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity),
                                          velocity: velocity) else {
            didEndDragging(willDecelerate: false)
            return .empty(at: state.clock, state: view.state)
        }
        let end = offsetInsideContent(target)
        let willDecelerate = end != offset
        didEndDragging(willDecelerate: willDecelerate)
        guard willDecelerate || isFling else { return .empty(at: state.clock, state: view.state) }
        let animation = scroll(to: end, timing: timing ?? TrackTiming(duration: 0.5, curve: .easeOut), frameRate: frameRate,
                               recorder: recorder)
        guard willDecelerate, animation.timing.endTime > 0 else { return animation }
        scheduleScrollEnd(of: animation, decelerating: true)
        view.delegate?.scrollViewWillBeginDecelerating(view)
        return animation
    }

    /// The layout's target as the delegate leaves it in `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`;
    /// `nil` (the answer noted) when the delegate wrote a NaN or infinite offset.
    private func delegateTarget(_ layoutTarget: CGPoint, velocity: CGPoint) -> CGPoint? {
        guard let delegate = view.delegate else { return layoutTarget }
        var target = layoutTarget
        delegate.scrollViewWillEndDragging(view, withVelocity: velocity, targetContentOffset: &target)
        let hook = "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)"
        guard let bad = NonFiniteLayoutAnswer.check(target.x, target.y, property: "targetContentOffset", hook: hook) else { return target }
        noteNonFiniteAnswer(bad)
        return nil
    }

    /// Step 4's call, with the finger lifted but still tracking.
    private func didEndDragging(willDecelerate: Bool) {
        touch = .lifting
        view.delegate?.scrollViewDidEndDragging(view, willDecelerate: willDecelerate)
        touch = .none
    }
}
