import Foundation
import Keyframes

/// Changes of the bounds: an animated (or immediate) resize, and a scroll, animated frame by frame.
extension UpdateEngine {
    /// `setFrame(_:animated:timing:)`: the bounds change asked of the layout; when animated,
    /// bracketed by `prepare(forAnimatedBoundsChange:)` and `finalizeAnimatedBoundsChange()` with
    /// every element's `final…`/`initial…` provider and a track, as in a batch update; the
    /// self-sizing cells on screen after it are fitted (`Cells/SelfSizing`).
    func setFrame(_ frame: CGRect, animated: Bool, timing: TrackTiming?) -> UpdateAnimation {
        defer { checkInvariants() }
        var recorder = LayoutCallRecorder(view.collectionViewLayout)
        layoutIfNeeded(recording: &recorder)
        let timing = animated ? effectiveTiming(timing) : TrackTiming(duration: 0, curve: .linear)
        return performChange(recorder: recorder, timing: timing) { change in
            let oldBounds = view.bounds
            let layout = view.collectionViewLayout
            changeBounds(to: CGRect(origin: view.contentOffset, size: frame.size), recording: &change.recorder) {
                view.storedFrame = frame
            }
            view.storedContentOffset = view.clampedContentOffset(view.contentOffset)
            if animated {
                layout.updateContext = identityUpdateContext(change.oldVisible, visibleRect: view.bounds)
                change.recorder.prepare(forAnimatedBoundsChange: oldBounds)
            }
            var newVisible = change.recorder.elements(in: view.bounds)
            guard animated else {
                newVisible = view.fitCells(newVisible, mapping: .identity, recording: &change.recorder) {
                    $0.elements(in: view.bounds)
                }.visible
                change.keepViews(Self.keyed(newVisible))
                return AnimatedChangeResult(tracks: [], newVisible: newVisible)
            }
            var tracks = change.buildTracks(newVisible: Self.keyed(newVisible), timing: timing,
                                            fallback: state.missingAttributesFallback)
            (tracks, newVisible) = view.fitCellsAfterTracks(tracks, newVisible, mapping: .identity, timing: timing, change: &change) {
                $0.elements(in: view.bounds)
            }
            change.recorder.finalizeAnimatedBoundsChange()
            layout.updateContext = nil
            return AnimatedChangeResult(tracks: tracks, newVisible: newVisible)
        }
    }

    /// Changes the bounds as a view does: when they differ, asks the layout `shouldInvalidateLayout(forBoundsChange:)`
    /// and, if it says so, `invalidationContext(forBoundsChange:)` with the new bounds while the old
    /// ones still stand, applies the change, and invalidates the layout with that context and
    /// prepares it again.
    func changeBounds(to newBounds: CGRect, recording recorder: inout LayoutCallRecorder, apply: () -> Void) {
        // Only a real change is asked about, as `setGeometry` asks (a frame set that moves only the
        // view's origin keeps its bounds).
        let context = newBounds != view.bounds && recorder.shouldInvalidateLayout(forBoundsChange: newBounds)
            ? recorder.invalidationContext(forBoundsChange: newBounds) : nil
        apply()
        guard let context else { return }
        recorder.invalidateLayout(with: context)
        recorder.prepare()
        view.contentSize = recorder.contentSize()
    }

    /// An update context that maps every element to itself: a bounds change moves no data.
    func identityUpdateContext(_ visible: [ElementID: CollectionViewLayoutAttributes], visibleRect: CGRect) -> LayoutUpdateContext {
        LayoutUpdateContext(
            oldVisibleAttributes: visible.keys.sorted().compactMap { visible[$0] }, visibleRect: visibleRect, mapping: .identity,
            mirror: view.collectionViewLayout.horizontalMirror)
    }

    /// `setContentOffset(_:animated:timing:frameRate:)` after the layout pass.
    func setContentOffset(_ contentOffset: CGPoint, animated: Bool, timing: TrackTiming?, frameRate: Double) -> UpdateAnimation {
        defer { checkInvariants() }
        var recorder = LayoutCallRecorder(view.collectionViewLayout)
        layoutIfNeeded(recording: &recorder)
        return scroll(to: contentOffset, timing: animated ? timing ?? state.scrollTiming : TrackTiming(duration: 0, curve: .linear),
                      frameRate: frameRate, recorder: recorder)
    }

    /// `fling(withVelocity:proposedContentOffset:timing:frameRate:)`: the coasting target goes to
    /// the layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`, and
    /// the view scrolls there, decelerating.
    func fling(withVelocity velocity: CGPoint, proposedContentOffset: CGPoint?, timing: TrackTiming?,
               frameRate: Double) -> UpdateAnimation {
        defer { checkInvariants() }
        var recorder = LayoutCallRecorder(view.collectionViewLayout)
        layoutIfNeeded(recording: &recorder)
        let rate = view.decelerationRate
        let offset = view.contentOffset
        let proposed = proposedContentOffset
            ?? CGPoint(x: offset.x + rate.coastingDistance(forVelocity: velocity.x),
                       y: offset.y + rate.coastingDistance(forVelocity: velocity.y))
        let target = recorder.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        return scroll(to: view.offsetInsideContent(target), timing: timing ?? TrackTiming(duration: 0.5, curve: .easeOut),
                      frameRate: frameRate, recorder: recorder)
    }

    /// A scroll to `target`, re-laid out at every frame of the grid (the self-sizing cells that come
    /// on screen at a frame fitted before it shows); each view's track is its per-frame values.
    private func scroll(to target: CGPoint, timing: TrackTiming, frameRate: Double, recorder: LayoutCallRecorder) -> UpdateAnimation {
        performChange(recorder: recorder, timing: timing) { change in
            let offsetTrack = Track(from: view.contentOffset, to: target, timing: timing)
            let rate = frameRate.isFinite && frameRate > 0 ? frameRate : 60
            let times = timing.endTime > 0 ? Array(FrameGrid(rate: rate, through: timing.endTime)) : [0]
            var frames = ScrollFrames(initial: change.oldVisible, remaining: change.remaining, endTime: times.last ?? 0)
            var last: [CollectionViewLayoutAttributes] = []
            var shown = Set(change.oldVisible.keys)
            for time in times {
                last = relayout(at: time >= timing.endTime ? target : offsetTrack.value(at: time), recording: &change.recorder)
                last = view.fitCellsComingOnScreen(last, shown: shown, recording: &change.recorder)
                shown = Set(last.map(ElementID.init))
                frames.add(last, at: time)
            }
            return AnimatedChangeResult(tracks: frames.tracks(identities: &change.identities), newVisible: last,
                                        contentOffsetTrack: timing.endTime > 0 ? offsetTrack : nil, leaveTimes: frames.leaveTimes)
        }
    }

    /// Moves the bounds to `offset` as a scroll view does for one frame: asks the layout whether
    /// the change invalidates it, prepares it again if so, and queries the visible rectangle.
    private func relayout(at offset: CGPoint, recording recorder: inout LayoutCallRecorder) -> [CollectionViewLayoutAttributes] {
        let newBounds = CGRect(origin: offset, size: view.bounds.size)
        if newBounds != view.bounds {
            changeBounds(to: newBounds, recording: &recorder) { view.storedContentOffset = offset }
        }
        return recorder.elements(in: view.bounds)
    }
}
