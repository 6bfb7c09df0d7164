import BatchUpdates
import Foundation
import Keyframes

/// One animated change in progress — a batch update, a bounds change, a layout transition (or the
/// finish of an interactive one), a scroll — as the shared pipeline hands it to the part that
/// differs: the layout recorder every layout call goes through, what each view on screen shows at
/// the start, and the view identities.
@MainActor struct AnimatedChange {
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
    ///   - newVisible: The elements on screen after the change: copies made for the tracks
    ///     (``UpdateEngine/keyed(_:)``), which keep them.
    ///   - batch: The batch, for a batch update (its reloads).
    ///   - mapping: How elements map across the change; the identity when nothing moves.
    ///   - timing: The change's timing.
    ///   - fallback: What stands in for a cell's `nil` provider answer.
    ///   - supplementaryFallback: What stands in for a supplementary or decoration one.
    ///   - providerOrder: In what order a batch update asks the providers.
    ///   - sortedOldKeys: The keys of ``oldVisible`` sorted, when the caller has them (sorted here otherwise).
    mutating func buildTracks(newVisible: [ElementID: CollectionViewLayoutAttributes], batch: ResolvedBatchUpdate? = nil,
                              mapping: ElementMapping = .identity, timing: TrackTiming, fallback: MissingAttributesFallback,
                              supplementaryFallback: MissingAttributesFallback = .unchanged,
                              providerOrder: ProviderOrder = .visibleBeforeThenAfter, sortedOldKeys: [ElementID]? = nil) -> [ViewTrack] {
        var builder = ViewAnimationBuilder(oldVisible: oldVisible, newVisible: newVisible, batch: batch, mapping: mapping,
                                           timing: timing, fallback: fallback, viewIDs: identities)
        builder.supplementaryFallback = supplementaryFallback
        builder.raisesForMissingItemAttributes = batch != nil
        builder.providerOrder = providerOrder
        builder.sortedOldKeys = sortedOldKeys
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
/// and, for a scroll, the offset's motion and when each element leaves the screen.
struct AnimatedChangeResult {
    var tracks: [ViewTrack]
    var newVisible: [CollectionViewLayoutAttributes]
    var contentOffsetTrack: Track<CGPoint>? = nil
    /// For a scroll, the first frame time at which each element that left was no longer shown;
    /// `nil` for other changes (their views leave when their tracks end).
    var leaveTimes: [ElementID: Double]? = nil
}

extension UpdateEngine {
    /// The one pipeline of every animated change: what the views show now (running animations
    /// included) → running animations interrupted (their completions get `false`) → the change's
    /// own part (`body`) → the view objects shown and ended (`Cells/`) → the ``UpdateAnimation`` →
    /// the new screen, the views' tracks and the history recorded.
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
        endPresentedContentOffset()
        let leaving = leavingSurvivors()
        let carriedOn = leaving.mapValues(\.cellID)
        let oldVisible = presentedVisibleAttributes(leaving: leaving)
        let remaining = remainingAnimationTimes(leaving: leaving)
        let before = view.state
        var change = AnimatedChange(recorder: recorder, oldVisible: oldVisible, remaining: remaining,
                                    identities: viewIdentities(leaving: leaving))
        guard let result = try undoingOnFailure(&change, body) else { return .empty(at: state.clock, state: view.state) }
        interruptRunningAnimations()
        loadVisibleAttributesOfChange(result.newVisible)
        let tracks = displayViews(of: result, visibleAfter: change.identities.visibleAfter, carryingOn: carriedOn)
        let animation = UpdateAnimation(hooks: change.recorder.hooks, tracks: withAppliedProperties(tracks), timing: timing, batch: batch,
                                        startTime: state.clock, before: before, after: view.state,
                                        contentOffsetTrack: result.contentOffsetTrack)
        record(animation, identities: change.identities)
        return animation
    }

    /// Attributes keyed by element, each a snapshot; the first of a duplicated element wins.
    ///
    /// - Parameters:
    ///   - attributes: What a layout answered.
    ///   - copying: `false` when the objects are the unshared answers of a layout that keeps none
    ///     (``CollectionViewLayout/answersUnsharedAttributes``) and the caller's copies are not
    ///     handed to anyone else: they are keyed as they are.
    static func keyed(_ attributes: [CollectionViewLayoutAttributes], copying: Bool = true) -> [ElementID: CollectionViewLayoutAttributes] {
        var keyed = [ElementID: CollectionViewLayoutAttributes](minimumCapacity: attributes.count)
        for element in attributes {
            let key = ElementID(element)
            if keyed[key] == nil { keyed[key] = copying ? element.snapshot() : element }
        }
        return keyed
    }

    /// Runs the change's own part; when it throws, or meets a NaN or infinite answer (a change that
    /// cannot throw), puts the view back as it was and rethrows or returns `nil`. The copy of the
    /// view it keeps ends with it: appending to the history while a copy holds it would copy every
    /// earlier animation, on every change.
    private func undoingOnFailure(_ change: inout AnimatedChange,
                                  _ body: (inout AnimatedChange) throws -> AnimatedChangeResult) rethrows -> AnimatedChangeResult? {
        let saved = SavedView(state: state, counts: cachedItemCounts, contentSize: view.contentSize, offset: view.storedContentOffset,
                              frame: view.storedFrame, layout: view.collectionViewLayout)
        state.nonFiniteAnswer = nil
        let result: AnimatedChangeResult
        do {
            result = try body(&change)
        } catch {
            undoChange(saved)
            throw error
        }
        guard state.nonFiniteAnswer == nil else {
            undoChange(saved)
            return nil
        }
        state.nonFiniteAnswer = saved.state.nonFiniteAnswer
        return result
    }

    /// Puts the view back as `saved` holds it, the layout invalidated so that the next layout pass
    /// prepares it for those counts again (it was prepared for the change's). Like any
    /// invalidation, that pass may move the views of a layout whose geometry changed since it was
    /// last prepared (one that ignores bounds changes, as the circle layout does, after a resize):
    /// the pass is owed by the invalidation, not a change the failed update made. A non-finite
    /// answer noted before or during the change stays noted. Views self-sizing asked the data
    /// source for go back to their pools, as the views a change does not show do.
    private func undoChange(_ saved: SavedView) {
        let noted = saved.state.nonFiniteAnswer ?? state.nonFiniteAnswer
        (state, cachedItemCounts, view.contentSize, view.storedContentOffset, view.storedFrame) =
            (saved.state, saved.counts, saved.contentSize, saved.offset, saved.frame)
        if view.collectionViewLayout !== saved.layout { installQuietly(saved.layout, detaching: [view.collectionViewLayout]) }
        view.collectionViewLayout.updateContext = nil
        view.collectionViewLayout.invalidateLayout()
        state.nonFiniteAnswer = noted
        returnUnusedPreparedViews()
    }
}

/// What a failed change puts back.
private struct SavedView {
    let state: UpdateEngineState
    let counts: [Int]?
    let contentSize: CGSize
    let offset: CGPoint
    let frame: CGRect
    let layout: CollectionViewLayout
}
