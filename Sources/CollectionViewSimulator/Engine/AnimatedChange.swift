import BatchUpdates
import Foundation
import Keyframes

/// One animated change in progress — a batch update, a bounds change, a layout transition (or the
/// finish of an interactive one), a scroll — as the shared pipeline hands it to the part that
/// differs: the layout recorder every layout call goes through, what each view on screen shows at
/// the start, and the view identities.
struct AnimatedChange {
    /// Every call into the layout goes through it, so the trace is what the layout received.
    var recorder: LayoutCallRecorder
    /// The attributes of the elements on screen as their views show them at the start.
    let oldVisible: [ElementID: CollectionViewLayoutAttributes]
    /// For each view still running an earlier animation, the time that animation has left.
    let remaining: [ElementID: Double]
    /// The identities of the views before, and of those on screen after once built.
    var identities: ViewIdentities
    /// UIKit's exception for what the layout answered while the tracks were built, if any.
    var raised: BatchUpdateError?

    /// One track per view on screen before or after, by UIKit's rules (``ViewAnimationBuilder``),
    /// asking the layout's providers through the recorder.
    ///
    /// - Parameters:
    ///   - newVisible: The elements on screen after the change.
    ///   - batch: The batch, for a batch update (its reloads).
    ///   - mapping: How elements map across the change; the identity when nothing moves.
    ///   - timing: The change's timing.
    ///   - fallback: What stands in for a cell's `nil` provider answer.
    ///   - supplementaryFallback: What stands in for a supplementary or decoration one.
    mutating func buildTracks(newVisible: [ElementID: CollectionViewLayoutAttributes], batch: ResolvedBatchUpdate? = nil,
                              mapping: ElementMapping = .identity, timing: TrackTiming, fallback: MissingAttributesFallback,
                              supplementaryFallback: MissingAttributesFallback = .unchanged) -> [ViewTrack] {
        var builder = ViewAnimationBuilder(oldVisible: oldVisible, newVisible: newVisible, batch: batch, mapping: mapping,
                                           timing: timing, fallback: fallback, viewIDs: identities)
        builder.supplementaryFallback = supplementaryFallback
        builder.raisesForMissingItemAttributes = batch != nil
        let tracks = builder.build(recording: &recorder)
        identities = builder.viewIDs
        raised = raised ?? builder.raised
        return tracks
    }

    /// Keeps every view on screen after an unanimated change (no tracks): the same view for the
    /// same element, a new one for an element that was not on screen.
    mutating func keepViews(_ newVisible: [ElementID: CollectionViewLayoutAttributes]) {
        for key in newVisible.keys.sorted() { identities.visibleAfter[key] = identities.old(key) }
    }
}

/// What the part of a change that differs produces: the tracks, the elements on screen after it,
/// and, for a scroll, the offset's motion.
struct AnimatedChangeResult {
    var tracks: [ViewTrack]
    var newVisible: [CollectionViewLayoutAttributes]
    var contentOffsetTrack: Track<CGPoint>? = nil
}

extension CollectionView {
    /// The one pipeline of every animated change: what the views show now (running animations
    /// included) → running animations interrupted (their completions get `false`) → the change's
    /// own part (`body`) → the ``UpdateAnimation`` → the new screen, the views' tracks and the
    /// history recorded.
    ///
    /// - Parameters:
    ///   - recorder: The recorder, holding any layout pass made before the change.
    ///   - timing: The change's timing.
    ///   - batch: The resolved batch, for a batch update.
    ///   - body: What differs: the layout calls, the new offset, the tracks. It throws UIKit's
    ///     exception when the layout's answers make UIKit raise.
    /// - Returns: The animation, already recorded.
    /// - Throws: What `body` throws, with the view as it was before: counts, offset, content
    ///   size, views and running animations (whose completions are not called), the layout
    ///   invalidated so that it answers for those counts again.
    func performChange(recorder: LayoutCallRecorder, timing: TrackTiming, batch: ResolvedBatchUpdate? = nil,
                       _ body: (inout AnimatedChange) throws -> AnimatedChangeResult) rethrows -> UpdateAnimation {
        let oldVisible = presentedVisibleAttributes()
        let remaining = remainingAnimationTimes()
        let before = state
        let saved = (engine: engine, counts: cachedItemCounts, contentSize: contentSize, offset: storedContentOffset)
        var change = AnimatedChange(recorder: recorder, oldVisible: oldVisible, remaining: remaining, identities: viewIdentities())
        let result: AnimatedChangeResult
        do {
            result = try body(&change)
        } catch {
            (engine, cachedItemCounts, contentSize, storedContentOffset) = saved
            collectionViewLayout.updateContext = nil
            collectionViewLayout.invalidateLayout()
            throw error
        }
        interruptRunningAnimations()
        loadVisibleAttributes(result.newVisible)
        let animation = UpdateAnimation(hooks: change.recorder.hooks, tracks: withAppliedProperties(result.tracks), timing: timing, batch: batch,
                                        startTime: engine.clock, before: before, after: state,
                                        contentOffsetTrack: result.contentOffsetTrack)
        record(animation, identities: change.identities)
        return animation
    }
}
