import Foundation
import Keyframes

extension CollectionView {
    /// Changes the layout, animated as UIKit's `setCollectionViewLayout(_:animated:completion:)`.
    ///
    /// The old layout gets `prepareForTransition(to:)`, the new one `prepareForTransition(from:)`,
    /// `prepare()` and its content size. The item on screen nearest the view's centre is the anchor:
    /// the proposed offset centres its new frame (kept inside the new content) and goes to the new
    /// layout's `targetContentOffset(forProposedContentOffset:)`. Views on screen in both layouts
    /// move to their new attributes; those leaving get the new layout's `final…` (where the new
    /// layout puts them, by default), those arriving its `initial…` (where the old layout had them,
    /// by default). Both layouts then get `finalizeLayoutTransition()`, once the attributes are
    /// gathered, and the completion runs at the end of the animation.
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
        let oldLayout = collectionViewLayout
        guard layout !== oldLayout else { return .empty(at: engine.clock, state: state) }
        var recorder = LayoutCallRecorder(oldLayout)
        layoutIfNeeded(recording: &recorder)
        let timing = animated ? effectiveTiming(timing, fallback: layoutTransitionTiming) : TrackTiming(duration: 0, curve: .linear)
        let animation = performChange(recorder: recorder, timing: timing) { change in
            beginTransition(from: oldLayout, to: layout, recorder: &change.recorder)
            contentSize = change.recorder.contentSize()
            storedContentOffset = anchoredContentOffset(change.oldVisible, recorder: &change.recorder)
            return finishTransition(from: [oldLayout], to: layout, change: &change, timing: timing)
        }
        schedule(completion.map { [$0] } ?? [], endingAt: animation.startTime + animation.timing.endTime)
        return animation
    }

    /// The start of every transition: `prepareForTransition(to:)` on the old layout, the new one
    /// attached, `prepareForTransition(from:)` and `prepare()` on it; the recorder then calls it.
    func beginTransition(from oldLayout: CollectionViewLayout, to layout: CollectionViewLayout,
                         recorder: inout LayoutCallRecorder) {
        recorder.layout = oldLayout
        recorder.prepareForTransition(to: layout)
        layout.collectionView = self
        layout.invalidateLayout()
        recorder.layout = layout
        recorder.prepareForTransition(from: oldLayout)
        recorder.prepare()
    }

    /// The timing of animated layout transitions that give none: 0.25 s, ease-in-ease-out (UXKit's).
    public var layoutTransitionTiming: TrackTiming {
        get { engine.layoutTransitionTiming }
        set { engine.layoutTransitionTiming = newValue }
    }

    /// The offset that keeps the anchor in place: the cell on screen nearest the view's centre,
    /// centred in the new layout, kept inside the new content, then the layout's target offset.
    func anchoredContentOffset(_ oldVisible: [ElementID: CollectionViewLayoutAttributes],
                               recorder: inout LayoutCallRecorder) -> CGPoint {
        let middle = CGPoint(x: bounds.midX, y: bounds.midY)
        let anchor = oldVisible.filter { $0.key.category == .cell && $0.value.frame.intersects(bounds) }
            .min { a, b in
                let (da, db) = (Self.distance(a.value.center, middle), Self.distance(b.value.center, middle))
                return da != db ? da < db : a.key < b.key
            }
        var proposed = contentOffset
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
    /// new layout's providers, `finalizeLayoutTransition()` on the layouts involved, and the new
    /// layout installed without another invalidation.
    func finishTransition(from others: [CollectionViewLayout], to layout: CollectionViewLayout,
                          change: inout AnimatedChange, timing: TrackTiming) -> AnimatedChangeResult {
        let newVisible = change.recorder.elements(in: bounds)
        let tracks = change.buildTracks(newVisible: Self.keyed(newVisible), timing: timing, fallback: missingAttributesFallback,
                                        supplementaryFallback: .transparentCopy)
        for finished in others + [layout] where !(finished is CollectionViewTransitionLayout) {
            change.recorder.finalizeLayoutTransition(of: finished)
        }
        installQuietly(layout, detaching: others)
        return AnimatedChangeResult(tracks: tracks, newVisible: newVisible)
    }

    /// Makes `layout` the view's layout as it stands (prepared), and detaches `others`.
    func installQuietly(_ layout: CollectionViewLayout, detaching others: [CollectionViewLayout]) {
        engine.installingLayoutQuietly = true
        collectionViewLayout = layout
        engine.installingLayoutQuietly = false
        layout.collectionView = self
        for other in others where other !== layout && other.collectionView === self { other.collectionView = nil }
    }
}
