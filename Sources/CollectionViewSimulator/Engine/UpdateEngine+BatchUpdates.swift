import BatchUpdates
import Foundation
import Keyframes

/// `performBatchUpdates`, step by step in UIKit's order (OpenUXKit's `performBatchUpdates:completion:`,
/// `_endItemAnimations` and `_updateWithItems:`), each with the file that holds it:
///
/// 1. The call: `CollectionView.performBatchUpdates` (`View/CollectionView+Updates.swift`) reports a
///    raised error as UIKit's exception; `view.throwing` (`View/CollectionView+Throwing.swift`) hands
///    it to ``performBatch(timing:updates:completion:)`` below.
/// 2. The layout pass still owed (`layOutBeforeBatch(recording:)` below, through the layout pass of
///    `Engine/UpdateEngine+Screen.swift`), the counts before, the closure: nested calls record into
///    the state's `pendingBatch`; every layout question goes through `Engine/LayoutCallRecorder.swift`.
/// 3. Validation against the counts before and the data source's counts after (`BatchUpdate.resolved`,
///    `BatchUpdates/Resolution/BatchUpdate+Resolution.swift`): an invalid batch throws, nothing changed.
/// 4. The pipeline every change shares (``performChange(recorder:timing:batch:_:)``,
///    `Engine/AnimatedChange.swift`): what is on screen now, then the update's own part, then views
///    displayed (`Cells/UpdateEngine+Display.swift`), the properties cells apply sampled
///    (`Cells/UpdateEngine+AppliedProperties.swift`) and the animation recorded.
/// 5. The update's own part (``updateBody(_:timing:change:)`` below): counts after; the layout
///    invalidated with the update's context, prepared, asked for the visible rectangle at the current
///    offset; the offset pulled back (6e); `prepare(forCollectionViewUpdates:)`; the supplementary and
///    decoration index paths; `targetContentOffset(forProposedContentOffset:)`; the content size; the
///    bounds set to the target (`Engine/UpdateEngine+BoundsChanges.swift`); the new visible rectangle.
/// 6. Every view's track from the `final…`/`initial…` providers (`AnimatedChange.buildTracks`,
///    `Engine/ViewAnimationBuilder.swift`, `Engine/ViewTrack.swift`); self-sizing cells fitted
///    (`Cells/UpdateEngine+SelfSizingChanges.swift`, each cell asked in `Cells/SelfSizing.swift`);
///    `finalizeCollectionViewUpdates()`.
/// 7. The selection follows the batch (`Selection/SelectionState.swift`); the completions are queued
///    for the animation's end (`Engine/UpdateEngine+Screen.swift`).
extension UpdateEngine {
    /// `performBatchUpdates`: the layout pass still owed, the closure (nested calls add to this
    /// batch), the batch resolved against the cached counts before and the data source's counts
    /// after (UIKit's validation as OpenUXKit's `_endItemAnimations` reproduces it), the update run
    /// through the pipeline, and the completions queued for its end.
    ///
    /// - Throws: ``BatchUpdateError`` for an invalid batch or one the layout's answers make UIKit
    ///   raise, with the view left as it was; or what `updates` throws.
    func performBatch(timing: TrackTiming?, updates: () throws -> Void,
                      completion: ((Bool) -> Void)?) throws -> UpdateAnimation {
        defer { endOperation() }
        if state.batchDepth > 0 {
            try updates()
            if let completion { state.batchCompletions.append(completion) }
            return UpdateAnimation.empty(at: state.clock, state: view.state)
        }
        let offered = offeredResolution
        offeredResolution = nil
        var recorder = LayoutCallRecorder(view.collectionViewLayout)
        layOutBeforeBatch(recording: &recorder)
        let countsBefore = itemCounts
        state.batchDepth = 1
        state.pendingBatch = BatchUpdate()
        state.batchCompletions = completion.map { [$0] } ?? []
        defer {
            state.batchDepth = 0
            state.pendingBatch = BatchUpdate()
            state.batchCompletions = []
        }
        try updates()
        let completions = state.batchCompletions
        let resolved = try resolution(of: state.pendingBatch, before: countsBefore, after: readItemCounts(), offered: offered)
        let animation = try performUpdate(resolved, timing: effectiveTiming(timing), recorder: recorder)
        schedule(completions, endingAt: animation.startTime + animation.timing.endTime)
        return animation
    }

    /// `batch` resolved against the counts before and after (UIKit's validation): `offered` when
    /// it is the resolution of exactly this batch, these counts and the view's validation
    /// behaviour (resolving is a function of those alone, so the update is the same), a new one
    /// otherwise.
    private func resolution(of batch: BatchUpdate, before: [Int], after: [Int],
                            offered: OfferedResolution?) throws(BatchUpdateError) -> ResolvedBatchUpdate {
        let behavior = state.validationBehavior
        if let offered, offered.behavior == behavior, offered.resolved.itemCountsBefore == before,
           offered.resolved.itemCountsAfter == after, offered.resolved.batch == batch {
            #if BATCHSIM_INTERNAL_CHECKS
            precondition((try? batch.resolved(itemCountsBefore: before, itemCountsAfter: after, behavior: behavior)) == offered.resolved,
                         "an offered resolution is the one the engine would make")
            #endif
            return offered.resolved
        }
        return try batch.resolved(itemCountsBefore: before, itemCountsAfter: after, behavior: behavior)
    }

    /// Inside a batch, records into it; outside, runs a one-operation batch, as UIKit does.
    func perform(_ record: (inout BatchUpdate) -> Void) throws -> UpdateAnimation? {
        if state.batchDepth > 0 {
            record(&state.pendingBatch)
            return nil
        }
        return try performBatch(timing: nil, updates: { record(&state.pendingBatch) }, completion: nil)
    }

    /// The layout pass UIKit runs before a batch's closure, where one is still owed: when the view
    /// was never laid out or its counts are stale (after `reloadData()`), so that the counts before
    /// are the data source's. A layout that was merely invalidated is not laid out first: the
    /// views keep showing their attributes, which is what lets `performBatchUpdates(nil)` after a
    /// change of the layout's inputs animate to the new attributes, as it does in UIKit.
    private func layOutBeforeBatch(recording recorder: inout LayoutCallRecorder) {
        guard state.loadedRect == nil || cachedItemCounts == nil else { return }
        layoutIfNeeded(recording: &recorder)
    }

    /// UIKit's steps after a batch validated (OpenUXKit's `_endItemAnimations`, steps 6–7): new
    /// counts, layout invalidated and prepared at the current offset, offset clamped, the update
    /// hooks, the target offset, every view's animation, `finalizeCollectionViewUpdates()`; then
    /// the selection follows the batch.
    ///
    /// - Throws: ``BatchUpdateError`` when the layout's answers make UIKit raise (§3.4), with the
    ///   view left as it was; ``CellReuseError`` when dequeuing a view for the update raised, with
    ///   the update applied and stand-in views on screen.
    func performUpdate(_ batch: ResolvedBatchUpdate, timing: TrackTiming,
                       recorder: LayoutCallRecorder) throws -> UpdateAnimation {
        let reuseErrorsBefore = cells.errors.count
        let animation = try performChange(recorder: recorder, timing: timing, batch: batch) { change in
            try updateBody(batch, timing: timing, change: &change)
        }
        // Only once nothing can raise: an update the layout's answers make fail leaves the selection too.
        selection.remap(through: batch)
        // The data source's views are asked for once the update is built: UIKit's exception about
        // one fails the update, with the update applied (UIKit would have stopped the app).
        if cells.errors.count > reuseErrorsBefore { throw cells.errors[reuseErrorsBefore] }
        return animation
    }

    /// The part of a batch update that differs from other changes: the update hooks and the
    /// index mapping (with the layout's `indexPathsToDelete/Insert…` answers).
    private func updateBody(_ batch: ResolvedBatchUpdate, timing: TrackTiming,
                            change: inout AnimatedChange) throws -> AnimatedChangeResult {
        let layout = view.collectionViewLayout
        cachedItemCounts = batch.itemCountsAfter
        state.isUpdating = true
        defer { state.isUpdating = false }
        var mapping = ElementMapping(batch)
        mapping.sectionIndependentKinds = layout.sectionIndependentSupplementaryKinds
        mapping.itemAnchoredKinds = layout.itemAnchoredSupplementaryKinds
        var fittedSizes = carryFittedSizes(through: mapping)
        defer { fittedSizes.restoreUnlessKept() }
        // §4.1 step 6c: the update's own context (data source counts, not everything), so a layout that
        // applies the update items to its model in prepare(forCollectionViewUpdates:) does not rebuild first.
        change.recorder.invalidateLayout(with: layout.makeInvalidationContext(everything: false, dataSourceCounts: true))
        change.recorder.prepare()
        setContentSize(change.recorder.contentSize(), recording: &change.recorder)
        let answered = change.recorder.elements(in: view.bounds)
        let atCurrentOffset = try fitCellsBeforeProviders(try validatedForDataSourceCounts(answered),
                                                               mapping: mapping, recording: &change.recorder)
        let proposed = clampedContentOffset(view.contentOffset)
        // Sorted once: the provider questions walk the same elements in the same order.
        let oldKeys = change.oldVisible.keys.sorted()
        let visibleRect = CGRect(origin: proposed, size: view.bounds.size)
        layout.updateContext = LayoutUpdateContext(
            oldVisible: change.oldVisible, sortedKeys: oldKeys, visibleRect: visibleRect, mapping: mapping, mirror: layout.horizontalMirror)
        if visibleRect == view.bounds, state.selfSizingPass != .beforeProviders, layout.horizontalMirror == nil,
           layout.providersAreReadOnlyDefaults {
            // The layout was just asked for this rectangle and nothing has changed it since (no cell
            // was fitted): its answers are its own new objects, which the engine only reads.
            layout.updateContext?.answerForVisibleRect = answered
        }
        change.recorder.prepare(forCollectionViewUpdates: batch.updateItems)
        let kinds = Self.kinds(in: Array(change.oldVisible.values) + atCurrentOffset, registered: layout.registeredDecorationViewKinds)
        mapping.reported = change.recorder.reportedIndexPaths(supplementaryKinds: kinds.supplementary, decorationKinds: kinds.decoration)
        layout.updateContext?.mapping = mapping
        let target = change.recorder.targetContentOffset(forProposedContentOffset: proposed)
        // §4.1 step 7e: the animation block sets the content size again, now that the layout has seen the
        // update items (the offset is the target above, computed from the size before them, as UIKit does),
        // then the bounds to the target: a bounds change like any other, which the layout is asked about
        // (OpenUXKit's `_updateWithItems:` sets the clip view's bounds origin there; its
        // `clipViewBoundsDidChange:` asks `shouldInvalidateLayoutForBoundsChange:`). An invalidated layout
        // is prepared again at the next layout pass: the update's data is locked until it ends.
        setContentSize(change.recorder.contentSize(), recording: &change.recorder)
        changeBounds(frame: view.frame, contentOffset: target, recording: &change.recorder)
        var newVisible = holdingMovingItem(try validatedForDataSourceCounts(change.recorder.elements(in: view.bounds)),
                                                recording: &change.recorder)
        // The tracks keep these as their ends; the screen (`loadVisibleAttributesOfChange`) copies them again.
        let keyedAfter = Self.keyed(newVisible, copying: !layout.answersUnsharedAttributes)
        var tracks = change.buildTracks(newVisible: keyedAfter, batch: batch, mapping: mapping, timing: timing,
                                        fallback: state.missingAttributesFallback, providerOrder: state.providerOrder,
                                        sortedOldKeys: oldKeys)
        (tracks, newVisible) = try fitCellsAfterUpdateLayout(tracks, newVisible, mapping: mapping, timing: timing, change: &change)
        if let raised = change.raised { throw raised }
        change.recorder.finalizeCollectionViewUpdates()
        layout.updateContext = nil
        if let raised = state.raisedByLayout { throw raised }
        if let nonFinite = state.nonFiniteAnswer { throw nonFinite }
        fittedSizes.keep()
        return AnimatedChangeResult(tracks: tracks, newVisible: newVisible)
    }

    /// The supplementary and decoration kinds known before or after, sorted.
    static func kinds(in attributes: [CollectionViewLayoutAttributes], registered: [String]) -> (supplementary: [String], decoration: [String]) {
        var supplementary = Set<String>()
        var decoration = Set(registered)
        for element in attributes {
            guard let kind = element.representedElementKind else { continue }
            if element.representedElementCategory == .supplementaryView { supplementary.insert(kind) } else { decoration.insert(kind) }
        }
        return (supplementary.sorted(), decoration.sorted())
    }

    /// UIKit's `-[UICollectionViewData validateLayoutInRect:]` over what the layout answered from
    /// `layoutAttributesForElements(in:)` during a batch update: attributes of a cell whose index
    /// path the data source does not have (a layout serving a stale cache) are ignored.
    ///
    /// Under ``ValidationBehavior/modern`` (iOS 13 and later) UIKit logs "… were received from the
    /// layout … but are not valid for the data source counts. Attributes will be ignored." and
    /// drops them: the layout gets ``LayoutWarning/attributesNotValidForDataSourceCounts(_:layout:)``.
    /// Under ``ValidationBehavior/classic`` (iOS 12 and earlier) UIKit raises "UICollectionView
    /// received layout attributes for a cell with an index path that does not exist"
    /// (square/Listable #57).
    ///
    /// - Parameter attributes: What the layout answered.
    /// - Returns: The attributes of elements the data source has.
    /// - Throws: ``BatchUpdateError/layoutAttributesForMissingItem(_:)`` under the classic behaviour.
    func validatedForDataSourceCounts(_ attributes: [CollectionViewLayoutAttributes]) throws -> [CollectionViewLayoutAttributes] {
        let checked = keptForDataSourceCounts(attributes, stoppingAtMissingItem: state.validationBehavior == .classic)
        if let missing = checked.missing { throw BatchUpdateError.layoutAttributesForMissingItem(missing) }
        return checked.kept
    }

    /// The attributes without those of cells the data source does not have, each ignored one
    /// logged as iOS 13 and later log it, and without those holding a NaN or infinite number
    /// (noted in ``CollectionView/nonFiniteLayoutAnswer`` as they entered): what a layout pass,
    /// which cannot raise, keeps.
    func ignoringMissingItems(_ attributes: [CollectionViewLayoutAttributes]) -> [CollectionViewLayoutAttributes] {
        keptForDataSourceCounts(attributes, stoppingAtMissingItem: false).kept
    }

    /// Both checks in one pass over the answer (every layout pass and update makes two or three):
    /// the finite attributes of elements the data source has, each finite one of a missing cell
    /// logged; or, when `stoppingAtMissingItem`, the index path of the first missing cell, finite
    /// or not, and nothing kept.
    private func keptForDataSourceCounts(
        _ attributes: [CollectionViewLayoutAttributes], stoppingAtMissingItem: Bool
    ) -> (kept: [CollectionViewLayoutAttributes], missing: IndexPath?) {
        let layout = view.collectionViewLayout
        let counts = itemCounts
        var kept: [CollectionViewLayoutAttributes] = []
        kept.reserveCapacity(attributes.count)
        // A loop rather than `filter` or `first(where:)`: a main-actor closure handed to the standard
        // library checks its executor on every call.
        for element in attributes {
            guard Self.isForMissingItem(element, counts: counts) else {
                if NonFiniteLayoutAnswer.isFinite(element) { kept.append(element) }
                continue
            }
            if stoppingAtMissingItem { return ([], element.indexPath) }
            if NonFiniteLayoutAnswer.isFinite(element) {
                layout.logWarning(.attributesNotValidForDataSourceCounts(element.indexPath, layout: String(describing: type(of: layout))))
            }
        }
        return (kept, nil)
    }

    /// Whether the attributes are a cell's at an index path `counts` (items per section) do not have.
    private static func isForMissingItem(_ element: CollectionViewLayoutAttributes, counts: [Int]) -> Bool {
        guard element.representedElementCategory == .cell else { return false }
        let indexPath = element.indexPath
        return !(indexPath.count == 2 && counts.indices.contains(indexPath.section)
            && (0..<counts[indexPath.section]).contains(indexPath.item))
    }

    /// `numberOfItems(inSection:)` for a section that does not exist: UIKit raises "request for
    /// number of items in section 0 when there are only 0 sections in the collection view"
    /// (`-[UICollectionViewData numberOfItemsInSection:]`; DTCollectionViewManager #12). During a
    /// batch update the call answers 0 so that the layout can finish, and the update throws
    /// ``BatchUpdateError/numberOfItemsInMissingSection(section:sectionCount:)`` afterwards.
    func noteMissingSection(_ section: Int, sectionCount: Int) {
        guard state.isUpdating, state.raisedByLayout == nil else { return }
        state.raisedByLayout = .numberOfItemsInMissingSection(section: section, sectionCount: sectionCount)
    }
}
