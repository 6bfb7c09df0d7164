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
        let timing = animated ? effectiveTiming(timing) : TrackTiming(duration: 0, curve: .linear)
        return performChange(recorder: recorder, timing: timing) { change in
            let oldBounds = bounds
            let layout = collectionViewLayout
            changeBounds(to: CGRect(origin: contentOffset, size: frame.size), recording: &change.recorder) { storedFrame = frame }
            storedContentOffset = clampedContentOffset(contentOffset)
            if animated {
                layout.updateContext = identityUpdateContext(change.oldVisible, visibleRect: bounds)
                change.recorder.prepareForAnimatedBoundsChange(oldBounds)
            }
            let newVisible = change.recorder.elements(in: bounds)
            guard animated else {
                change.keepViews(Self.keyed(newVisible))
                return AnimatedChangeResult(tracks: [], newVisible: newVisible)
            }
            let tracks = change.buildTracks(newVisible: Self.keyed(newVisible), timing: timing, fallback: missingAttributesFallback)
            change.recorder.finalizeAnimatedBoundsChange()
            layout.updateContext = nil
            return AnimatedChangeResult(tracks: tracks, newVisible: newVisible)
        }
    }

    /// Changes the bounds as a view does: asks the layout `shouldInvalidateLayout(forBoundsChange:)`
    /// and, if it says so, `invalidationContext(forBoundsChange:)` with the new bounds while the old
    /// ones still stand, applies the change, and invalidates the layout with that context and
    /// prepares it again.
    func changeBounds(to newBounds: CGRect, recording recorder: inout LayoutCallRecorder, apply: () -> Void) {
        let context = recorder.shouldInvalidateLayout(forBoundsChange: newBounds)
            ? recorder.invalidationContext(forBoundsChange: newBounds) : nil
        apply()
        guard let context else { return }
        recorder.invalidateLayout(with: context)
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
