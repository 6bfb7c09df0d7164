import Foundation

/// Orthogonal sections scroll on their own axis: each keeps an offset across the layout's axis,
/// applied to its cells per query, and comes to rest where its behaviour says.
extension CollectionViewCompositionalLayout {
    /// A section's scroll position across the layout's axis (0 for a section that does not
    /// scroll orthogonally, or was never scrolled).
    public func orthogonalScrollOffset(forSection section: Int) -> CGFloat {
        orthogonalOffsets[section] ?? 0
    }

    /// Scrolls an orthogonal section to `offset` (not clamped, as programmatic offsets are not).
    /// The cells move on the next query; animate the change with an empty
    /// `performBatchUpdates(nil)`, which slides every visible cell to its new place.
    public func setOrthogonalScrollOffset(_ offset: CGFloat, forSection section: Int) {
        guard offset.isFinite else { return }
        orthogonalOffsets[section] = offset
    }

    /// Where an orthogonal section comes to rest when a scroll gesture would end at `proposed`,
    /// by its ``CollectionLayoutSectionOrthogonalScrollingBehavior``:
    /// `.continuous` anywhere; `.continuousGroupLeadingBoundary` and `.groupPaging` at the nearest
    /// group's leading edge; `.groupPagingCentered` with the nearest group centred (the centring
    /// is built into the row's leading space, so the same offsets); `.paging` at a multiple of the
    /// section's visible width. Clamped to the row's scrollable range.
    ///
    /// - Parameters:
    ///   - proposed: The offset the gesture would end at.
    ///   - section: The section's index.
    /// - Returns: The resting offset; `proposed` for a section that does not scroll orthogonally.
    public func targetOrthogonalScrollOffset(forProposedOffset proposed: CGFloat, inSection section: Int) -> CGFloat {
        guard geometry.sections.indices.contains(section), proposed.isFinite else { return proposed }
        let placed = geometry.sections[section]
        let visible = placed.crossEnd - placed.crossStart
        let maximum = max(0, placed.rowLength - visible)
        let target: CGFloat
        switch placed.section.orthogonalScrollingBehavior {
        case .none: return proposed
        case .continuous: target = proposed
        case .continuousGroupLeadingBoundary, .groupPaging, .groupPagingCentered:
            target = placed.groupStride > 0 ? (proposed / placed.groupStride).rounded() * placed.groupStride : 0
            if placed.section.orthogonalScrollingBehavior == .groupPagingCentered { return max(0, target) }
        case .paging:
            target = visible > 0 ? (proposed / visible).rounded() * visible : 0
        }
        return min(max(0, target), maximum)
    }

    /// Moves each orthogonal section's offset to the section's index after an update: a deleted
    /// section's offset goes, a moved one follows its move, and the others follow UIKit's section
    /// mapping (surviving sections keep their order in the indices no insert or move takes). UIKit
    /// keeps an orthogonal section's scroll position with the section, not with its number.
    ///
    /// - Parameter updateItems: The update's items, as `prepare(forCollectionViewUpdates:)` gets them.
    func remapOrthogonalOffsets(through updateItems: [CollectionViewUpdateItem]) {
        let sectionUpdates = updateItems.filter(\.isSectionUpdate)
        guard !orthogonalOffsets.isEmpty, !sectionUpdates.isEmpty else { return }
        var removed = Set<Int>(), taken = Set<Int>(), moved: [Int: Int] = [:]
        for update in sectionUpdates {
            let before = update.indexPathBeforeUpdate?.section, after = update.indexPathAfterUpdate?.section
            switch update.updateAction {
            case .delete: if let before { removed.insert(before) }
            case .insert: if let after { taken.insert(after) }
            case .move:
                if let before, let after { moved[before] = after; removed.insert(before); taken.insert(after) }
            default: break
            }
        }
        var remapped: [Int: CGFloat] = [:]
        for (section, offset) in orthogonalOffsets {
            if let target = moved[section] { remapped[target] = offset; continue }
            guard !removed.contains(section) else { continue }
            // The survivor's rank among survivors, placed in the rank-th index nothing else takes.
            var rank = (0..<section).count { !removed.contains($0) }
            var target = 0
            while rank > 0 || taken.contains(target) {
                if !taken.contains(target) { rank -= 1 }
                target += 1
            }
            remapped[target] = offset
        }
        orthogonalOffsets = remapped
    }

    /// The section's orthogonal offset as the point a visible-items handler receives.
    func orthogonalOffsetPoint(ofSection section: Int) -> CGPoint {
        let offset = orthogonalOffsets[section] ?? 0
        return geometry.axis.isVertical ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset)
    }
}
