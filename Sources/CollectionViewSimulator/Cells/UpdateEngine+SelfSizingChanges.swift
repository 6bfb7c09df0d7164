import Foundation
import Keyframes

/// Self-sizing in animated changes: in a batch update at the point ``CollectionView/selfSizingPass``
/// chooses, after the tracks of a bounds change or a layout transition, and at every frame of an
/// animated scroll for the cells that come on screen at that frame.
extension UpdateEngine {
    /// Under ``SelfSizingPass/beforeProviders``: once the layout has prepared for the new counts,
    /// the cells it shows at the current offset are fitted before `prepare(forCollectionViewUpdates:)`
    /// and any provider, round after round while the layout invalidates.
    ///
    /// - Returns: What the layout shows at the current offset, fitted.
    func fitCellsBeforeProviders(_ newVisible: [CollectionViewLayoutAttributes], mapping: ElementMapping,
                                 recording recorder: inout LayoutCallRecorder) throws -> [CollectionViewLayoutAttributes] {
        guard state.selfSizingPass == .beforeProviders else { return newVisible }
        return try fitCells(newVisible, mapping: mapping, recording: &recorder) {
            try validatedForDataSourceCounts($0.elements(in: view.bounds))
        }.visible
    }

    /// Under ``SelfSizingPass/afterUpdateLayout`` (the default): the update's tracks, fitted
    /// (``fitCellsAfterTracks(_:_:mapping:timing:change:requery:)``), what the layout answers
    /// again validated against the data source's counts.
    ///
    /// - Returns: The tracks and what is on screen after the update, fitted.
    func fitCellsAfterUpdateLayout(_ tracks: [ViewTrack], _ newVisible: [CollectionViewLayoutAttributes], mapping: ElementMapping,
                                   timing: TrackTiming, change: inout AnimatedChange) throws -> (tracks: [ViewTrack], newVisible: [CollectionViewLayoutAttributes]) {
        guard state.selfSizingPass == .afterUpdateLayout else { return (tracks, newVisible) }
        return try fitCellsAfterTracks(tracks, newVisible, mapping: mapping, timing: timing, change: &change) {
            try validatedForDataSourceCounts($0.elements(in: view.bounds))
        }
    }

    /// Once a change's tracks are built at the layout's sizes so far, the cells on screen after
    /// it are fitted; if the layout invalidates, every view's end becomes its fitted attributes
    /// (asked of the layout for a view that the fitted layout moves off screen; one that only the
    /// estimate moved off screen stays), and a cell the fitted layout brings on screen comes in
    /// from its `initial…` attributes (a transparent copy when it has none). A batch update, an
    /// animated bounds change (a rotation) and a layout transition to a layout that estimates
    /// sizes all end this way.
    ///
    /// - Returns: The tracks and what is on screen after the change, fitted.
    func fitCellsAfterTracks(_ tracks: [ViewTrack], _ newVisible: [CollectionViewLayoutAttributes], mapping: ElementMapping,
                             timing: TrackTiming, change: inout AnimatedChange,
                             requery: (inout LayoutCallRecorder) throws -> [CollectionViewLayoutAttributes])
        rethrows -> (tracks: [ViewTrack], newVisible: [CollectionViewLayoutAttributes]) {
        let fitted = try fitCells(newVisible, mapping: mapping, recording: &change.recorder, requery: requery)
        guard fitted.invalidated else { return (tracks, newVisible) }
        let retargeted = retargeted(tracks, to: UpdateEngine.keyed(fitted.visible), mapping: mapping, timing: timing, change: &change)
        return (retargeted, fitted.visible)
    }

    /// At one frame of an animated scroll: the cells that come on screen at that frame (those not
    /// in `shown`, what the previous frame showed) are fitted before the frame is drawn, as UIKit
    /// asks each cell it displays while scrolling; the frame then shows the fitted layout.
    ///
    /// - Returns: What the layout shows at the frame, fitted.
    func fitCellsComingOnScreen(_ frameVisible: [CollectionViewLayoutAttributes], shown: () -> Set<ElementID>,
                                recording recorder: inout LayoutCallRecorder) -> [CollectionViewLayoutAttributes] {
        // Built only when a cell is asked about: most layouts do not estimate sizes.
        var known: Set<ElementID>?
        return fitCells(frameVisible, mapping: .identity, isComing: { element in
            let set = known ?? shown()
            known = set
            return !set.contains(element)
        }, recording: &recorder) {
            $0.elements(in: view.bounds)
        }.visible
    }

    /// The tracks with their ends moved to the fitted layout, plus a track for each element the
    /// fitted layout brings on screen.
    private func retargeted(_ tracks: [ViewTrack], to fitted: [ElementID: CollectionViewLayoutAttributes], mapping: ElementMapping,
                            timing: TrackTiming, change: inout AnimatedChange) -> [ViewTrack] {
        var result: [ViewTrack] = []
        var tracked = Set<ElementID>()
        for track in tracks {
            guard let after = track.indexPathAfterUpdate.map({ ElementID(track.element.role, at: $0) }) else {
                result.append(track)
                continue
            }
            tracked.insert(after)
            guard let end = fitted[after] else {
                // A view the fitted layout moves off screen leaves when its animation ends: a surviving
                // element's view disappears, and no view shows the element after the change.
                let fate: ViewFate = track.fate == .unchanged || track.fate == .moved ? .disappeared : track.fate
                if change.identities.visibleAfter[after] == track.viewID { change.identities.visibleAfter[after] = nil }
                result.append(track.ending(at: change.recorder.attributes(for: after) ?? track.endpoints.end, fate: fate))
                continue
            }
            // A view the estimated layout moved off screen that the fitted one keeps on screen.
            let fate = track.fate == .disappeared ? (track.indexPathBeforeUpdate == after.indexPath ? .unchanged : .moved) : track.fate
            if fate != track.fate { change.identities.visibleAfter[after] = track.viewID }
            result.append(track.ending(at: end, fate: fate))
        }
        for key in fitted.keys.sorted() where !tracked.contains(key) {
            guard let end = fitted[key] else { continue }
            let start = change.recorder.initialAttributes(for: key) ?? end.transparentSnapshot()
            let id = change.identities.new()
            change.identities.visibleAfter[key] = id
            let old = mapping.oldElement(forNew: key)
            result.append(ViewTrack(before: old, after: key, fate: old == nil ? .inserted : .appeared, viewID: id,
                                    start: start, end: end, timing: timing))
        }
        return result
    }
}

extension ViewTrack {
    /// The same view's track from the same start, with the same timing, to another end.
    @MainActor func ending(at end: CollectionViewLayoutAttributes, fate: ViewFate) -> ViewTrack {
        var track = ViewTrack(before: indexPathBeforeUpdate.map { ElementID(element.role, at: $0) },
                              after: indexPathAfterUpdate.map { ElementID(element.role, at: $0) },
                              fate: fate, viewID: viewID, start: endpoints.start, end: end, timing: self.track.timing)
        track.appliedProperties = appliedProperties
        return track
    }
}
