import BatchUpdates
import Foundation
import Keyframes

extension CollectionView {
    /// UIKit's steps after a batch validated (uikit-batch-updates.md §4.1, steps 6–7): new counts,
    /// layout invalidated and prepared at the current offset, offset clamped, the update hooks,
    /// the target offset, every view's animation, `finalizeCollectionViewUpdates()`.
    ///
    /// - Throws: ``BatchUpdateError`` when the layout's answers make UIKit raise (§3.4), with the
    ///   view left as it was.
    func performValidatedUpdate(_ batch: ResolvedBatchUpdate, timing: TrackTiming,
                                recorder: LayoutCallRecorder) throws -> UpdateAnimation {
        let animation = try performChange(recorder: recorder, timing: timing, batch: batch) { change in
            let layout = collectionViewLayout
            cachedItemCounts = batch.itemCountsAfter
            engine.isUpdating = true
            defer { engine.isUpdating = false }
            var fittedSizes = carryFittedSizes(through: batch)
            defer { fittedSizes.restoreUnlessKept() }
            change.recorder.invalidateLayout()
            change.recorder.prepare()
            contentSize = change.recorder.contentSize()
            let atCurrentOffset = try fitCellsBeforeProviders(try validatedForDataSourceCounts(change.recorder.elements(in: bounds)),
                                                              recording: &change.recorder)
            let proposed = clampedContentOffset(contentOffset)
            var mapping = ElementMapping(batch)
            layout.updateContext = LayoutUpdateContext(
                oldVisibleAttributes: change.oldVisible.keys.sorted().compactMap { change.oldVisible[$0] },
                visibleRect: CGRect(origin: proposed, size: bounds.size), mapping: mapping)
            change.recorder.prepare(forCollectionViewUpdates: batch.updateItems)
            let kinds = Self.kinds(in: Array(change.oldVisible.values) + atCurrentOffset, registered: layout.registeredDecorationViewKinds)
            mapping.reported = change.recorder.reportedIndexPaths(supplementaryKinds: kinds.supplementary, decorationKinds: kinds.decoration)
            layout.updateContext?.mapping = mapping
            storedContentOffset = change.recorder.targetContentOffset(forProposedContentOffset: proposed)
            var newVisible = try validatedForDataSourceCounts(change.recorder.elements(in: bounds))
            var tracks = change.buildTracks(newVisible: Self.keyed(newVisible), batch: batch, mapping: mapping, timing: timing,
                                            fallback: missingAttributesFallback)
            (tracks, newVisible) = try fitCellsAfterUpdateLayout(tracks, newVisible, mapping: mapping, timing: timing, change: &change)
            if let raised = change.raised { throw raised }
            change.recorder.finalizeCollectionViewUpdates()
            layout.updateContext = nil
            if let raised = engine.raisedByLayout { throw raised }
            fittedSizes.keep()
            return AnimatedChangeResult(tracks: tracks, newVisible: newVisible)
        }
        // Only once nothing can raise: an update the layout's answers make fail leaves the selection too.
        selection.remap(through: batch)
        return animation
    }

    /// The offset pulled back where the content shrank below it: on each axis where the content
    /// (with insets) is larger than the view, an offset past the end moves back to the end
    /// (uikit-batch-updates.md §4.1 step 6e).
    func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let inset = contentInset
        let maxX = contentSize.width + inset.right - bounds.width
        let maxY = contentSize.height + inset.bottom - bounds.height
        var clamped = offset
        if contentSize.width + inset.left + inset.right > bounds.width, clamped.x > maxX { clamped.x = maxX }
        if contentSize.height + inset.top + inset.bottom > bounds.height, clamped.y > maxY { clamped.y = maxY }
        return clamped
    }

    static func keyed(_ attributes: [CollectionViewLayoutAttributes]) -> [ElementID: CollectionViewLayoutAttributes] {
        var keyed: [ElementID: CollectionViewLayoutAttributes] = [:]
        for element in attributes where keyed[ElementID(element)] == nil {
            keyed[ElementID(element)] = element.snapshot()
        }
        return keyed
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
}
