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

    /// The section's orthogonal offset as the point a visible-items handler receives.
    func orthogonalOffsetPoint(ofSection section: Int) -> CGPoint {
        let offset = orthogonalOffsets[section] ?? 0
        return geometry.axis.isVertical ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset)
    }
}
