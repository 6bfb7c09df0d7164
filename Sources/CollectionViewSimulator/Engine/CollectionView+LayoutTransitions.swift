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
        let oldVisible = presentedVisibleAttributes()
        interruptRunningAnimations()
        let before = state
        let timing = animated ? effectiveTiming(timing, fallback: layoutTransitionTiming) : TrackTiming(duration: 0, curve: .linear)
        beginTransition(from: oldLayout, to: layout, recorder: &recorder)
        contentSize = recorder.contentSize()
        storedContentOffset = anchoredContentOffset(oldVisible, recorder: &recorder)
        let animation = finishTransition(from: [oldLayout], to: layout, oldVisible: oldVisible, before: before, timing: timing,
                                         recorder: recorder)
        schedule(completion.map { [$0] } ?? [], endingAt: animation.startTime + animation.timing.endTime)
        return animation
    }

    /// The start of every transition: `prepareForTransition(to:)` on the old layout, the new one
    /// attached, `prepareForTransition(from:)` and `prepare()` on it; the recorder then calls it.
    func beginTransition(from oldLayout: CollectionViewLayout, to layout: CollectionViewLayout,
                         recorder: inout LayoutCallRecorder) {
        recorder.record(.prepareForTransitionTo)
        oldLayout.prepareForTransition(to: layout)
        layout.collectionView = self
        layout.invalidateLayout()
        recorder.layout = layout
        recorder.record(.prepareForTransitionFrom)
        layout.prepareForTransition(from: oldLayout)
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
        recorder.record(.targetContentOffset(forProposedContentOffset: proposed))
        return recorder.layout.targetContentOffset(forProposedContentOffset: proposed)
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)
    }

    /// The end of every transition: the new layout's elements on screen, a track per view with the
    /// new layout's providers, `finalizeLayoutTransition()` on the layouts involved, and the new
    /// layout installed without another invalidation.
    func finishTransition(from others: [CollectionViewLayout], to layout: CollectionViewLayout,
                          oldVisible: [ElementID: CollectionViewLayoutAttributes], before: CollectionViewState,
                          timing: TrackTiming, recorder initial: LayoutCallRecorder) -> UpdateAnimation {
        var recorder = initial
        let newVisible = recorder.elements(in: bounds)
        var builder = ViewAnimationBuilder(
            oldVisible: oldVisible, newVisible: Self.keyed(newVisible), batch: nil, mapping: .identity,
            timing: timing, fallback: missingAttributesFallback, viewIDs: viewIdentities())
        builder.supplementaryFallback = .transparentCopy
        let tracks = builder.build(recording: &recorder)
        for finished in others + [layout] where !(finished is CollectionViewTransitionLayout) {
            recorder.record(.finalizeLayoutTransition)
            finished.finalizeLayoutTransition()
        }
        installQuietly(layout, detaching: others)
        loadVisibleAttributes(newVisible)
        let animation = UpdateAnimation(hooks: recorder.hooks, tracks: tracks, timing: timing, batch: nil,
                                        startTime: engine.clock, before: before, after: state)
        record(animation, identities: builder.viewIDs)
        return animation
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
