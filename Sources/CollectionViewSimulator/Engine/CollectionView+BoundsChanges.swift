import Foundation
import Keyframes

extension CollectionView {
    /// Changes the view's frame, animated as a rotation-like resize or at once.
    ///
    /// As UIKit: the layout is asked `shouldInvalidateLayout(forBoundsChange:)`; if it says so it is
    /// invalidated and prepared for the new size. An animated change then brackets the re-layout
    /// with `prepareForAnimatedBoundsChange(_:)` (with the old bounds) and
    /// `finalizeAnimatedBoundsChange()`, and every element on screen before or after gets its
    /// `final…`/`initial…` provider and a track, as in a batch update; the offset is pulled back if
    /// the content no longer reaches it. Without animation the layout simply lays out again.
    ///
    /// - Parameters:
    ///   - frame: The new frame.
    ///   - animated: Whether to animate.
    ///   - timing: The animation's timing; ``updateTiming`` when nil.
    /// - Returns: The hooks and, when animated, every view's track.
    @discardableResult
    public func setFrame(_ frame: CGRect, animated: Bool, timing: TrackTiming? = nil) -> UpdateAnimation {
        var recorder = LayoutCallRecorder(collectionViewLayout)
        layoutIfNeeded(recording: &recorder)
        let oldVisible = presentedVisibleAttributes()
        interruptRunningAnimations()
        let before = state
        let oldBounds = bounds
        let layout = collectionViewLayout
        changeBounds(to: CGRect(origin: contentOffset, size: frame.size), recording: &recorder) { storedFrame = frame }
        storedContentOffset = clampedContentOffset(contentOffset)
        let timing = animated ? effectiveTiming(timing) : TrackTiming(duration: 0, curve: .linear)
        if animated {
            layout.updateContext = identityUpdateContext(oldVisible, visibleRect: bounds)
            recorder.record(.prepareForAnimatedBoundsChange(oldBounds))
            layout.prepareForAnimatedBoundsChange(oldBounds)
        }
        let newVisible = recorder.elements(in: bounds)
        var identities = viewIdentities()
        var tracks: [ViewTrack] = []
        if animated {
            var builder = ViewAnimationBuilder(
                oldVisible: oldVisible, newVisible: Self.keyed(newVisible), batch: nil, mapping: .identity,
                timing: timing, fallback: missingAttributesFallback, viewIDs: identities)
            tracks = builder.build(recording: &recorder)
            identities = builder.viewIDs
            recorder.record(.finalizeAnimatedBoundsChange)
            layout.finalizeAnimatedBoundsChange()
            layout.updateContext = nil
        } else {
            for key in Self.keyed(newVisible).keys.sorted() { identities.visibleAfter[key] = identities.old(key) }
        }
        loadVisibleAttributes(newVisible)
        let animation = UpdateAnimation(hooks: recorder.hooks, tracks: tracks, timing: timing, batch: nil,
                                        startTime: engine.clock, before: before, after: state)
        record(animation, identities: identities)
        return animation
    }

    /// Changes the bounds as a view does: asks the layout `shouldInvalidateLayout(forBoundsChange:)`
    /// with the new bounds while the old ones still stand, applies the change, and invalidates and
    /// prepares the layout again if it said so.
    func changeBounds(to newBounds: CGRect, recording recorder: inout LayoutCallRecorder, apply: () -> Void) {
        recorder.record(.shouldInvalidateLayout(forBoundsChange: newBounds))
        let invalidates = collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newBounds)
        apply()
        guard invalidates else { return }
        recorder.record(.invalidateLayout)
        collectionViewLayout.invalidateLayout()
        recorder.prepare()
        contentSize = recorder.contentSize()
    }

    /// An update context that maps every element to itself: a bounds change moves no data.
    func identityUpdateContext(_ visible: [ElementID: CollectionViewLayoutAttributes], visibleRect: CGRect) -> LayoutUpdateContext {
        LayoutUpdateContext(
            oldVisibleAttributes: visible.keys.sorted().compactMap { visible[$0] }, visibleRect: visibleRect, mapping: .identity)
    }

    /// The timing a change runs with: none inside ``performWithoutAnimation(_:)``, otherwise the
    /// one given, or `fallback` (``updateTiming`` unless said otherwise).
    func effectiveTiming(_ timing: TrackTiming?, fallback: TrackTiming? = nil) -> TrackTiming {
        engine.animationsDisabled > 0 ? TrackTiming(duration: 0, curve: .linear) : timing ?? fallback ?? updateTiming
    }
}
