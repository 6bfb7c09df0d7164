import Foundation

/// Lays out one section of a compositional layout, starting at `start` along the scrolling axis.
///
/// Along the axis: headers that extend the section, the top (leading) content inset, the groups
/// separated by the inter-group spacing (or one row of groups across the axis for an orthogonal
/// section), the bottom (trailing) inset, and footers. Boundary items that sit beside the content
/// across the axis (``BoundarySides``) start with the groups and take room from them across the
/// axis. Groups are resolved against the section's
/// content area: its extent across the axis less its content insets, and the view's visible length
/// along the axis less those insets. When no item has an estimated dimension the group is
/// arranged once and translated for every instance; otherwise each instance is arranged with the
/// fitted sizes of its own cells.
@MainActor struct CompositionalSectionBuilder {
    let axis: FlowAxis
    let section: CollectionLayoutSection
    let environment: CollectionLayoutEnvironment
    /// The section's extent across the axis.
    let crossStart: CGFloat
    let crossEnd: CGFloat
    /// The view's visible length along the axis (less its content insets).
    let visibleLength: CGFloat
    /// The fitted size a cell reported, by item index.
    let fittedSize: (Int) -> CGSize?
    /// The fitted size the section's boundary item of a kind reported, if any.
    var fittedBoundarySize: (String) -> CGSize? = { _ in nil }

    func build(itemCount: Int, start: CGFloat) -> CompositionalSectionGeometry {
        var geometry = CompositionalSectionGeometry(section: section, environment: environment)
        geometry.crossStart = crossStart
        geometry.crossEnd = crossEnd
        geometry.start = start
        let insets = section.contentInsets
        let (leadInset, trailInset) = axis.isVertical ? (insets.top, insets.bottom) : (insets.leading, insets.trailing)
        let (crossLead, crossTrail) = axis.isVertical ? (insets.leading, insets.trailing) : (insets.top, insets.bottom)
        let contentCross = max(0, crossEnd - crossStart - crossLead - crossTrail)
        let container = axis.size(inline: contentCross, stack: max(0, visibleLength - leadInset - trailInset))
        var cursor = start
        for header in section.boundarySupplementaryItems where header.placement(axis) == .header {
            let frame = boundaryFrame(header, at: cursor, container: container, crossLead: crossLead)
            geometry.boundaries.append(PlacedBoundary(item: header, frame: frame))
            if header.extendsBoundary { cursor += axis.stack(frame.size) }
        }
        geometry.contentStart = cursor
        let sides = BoundarySides(section.boundarySupplementaryItems, axis: axis,
                                  at: cursor + (section.supplementariesFollowContentInsets ? leadInset : 0),
                                  cross: (crossStart, crossEnd)) { boundarySize($0, in: container) }
        geometry.boundaries += sides.placed
        cursor += leadInset
        let groupContainer = axis.size(inline: max(0, axis.inline(container) - sides.start - sides.end), stack: axis.stack(container))
        let crossOrigin = crossStart + crossLead + sides.start
        if section.orthogonalScrollingBehavior == .none {
            cursor = placeGroups(into: &geometry, count: itemCount, start: cursor, crossOrigin: crossOrigin, container: groupContainer)
        } else {
            cursor = placeRow(into: &geometry, count: itemCount, start: cursor, crossOrigin: crossOrigin, container: groupContainer)
        }
        cursor = max(cursor + trailInset, sides.reach)
        geometry.contentEnd = cursor
        for footer in section.boundarySupplementaryItems where footer.placement(axis) == .footer {
            let size = boundarySize(footer, in: container)
            let position = footer.extendsBoundary ? cursor : cursor - axis.stack(size)
            let frame = boundaryFrame(footer, at: position, container: container, crossLead: crossLead)
            geometry.boundaries.append(PlacedBoundary(item: footer, frame: frame))
            if footer.extendsBoundary { cursor += axis.stack(frame.size) }
        }
        geometry.end = cursor
        geometry.decorations = section.decorationItems.map { decoration in
            let frame = axis.rect(inline: crossStart, stack: geometry.contentStart,
                                  inlineExtent: crossEnd - crossStart, stackExtent: geometry.contentEnd - geometry.contentStart)
            return PlacedDecoration(kind: decoration.elementKind, frame: decoration.contentInsets.inset(frame), zIndex: decoration.zIndex)
        }
        return geometry
    }

    private func boundarySize(_ item: CollectionLayoutBoundarySupplementaryItem, in container: CGSize) -> CGSize {
        item.size(in: container, fitted: fittedBoundarySize(item.elementKind))
    }

    /// A boundary item's frame: across the section's content (by its alignment), at `position`.
    private func boundaryFrame(_ item: CollectionLayoutBoundarySupplementaryItem, at position: CGFloat,
                               container: CGSize, crossLead: CGFloat) -> CGRect {
        let follows = section.supplementariesFollowContentInsets
        let container = follows ? container : axis.size(inline: crossEnd - crossStart, stack: axis.stack(container))
        let crossLead = follows ? crossLead : 0
        let size = boundarySize(item, in: container)
        let contentCross = axis.inline(container)
        let alignment = item.alignment
        let trailingCorner: Bool = axis.isVertical
            ? [.topTrailing, .bottomTrailing, .trailing].contains(alignment)
            : [.bottomLeading, .bottomTrailing, .bottom].contains(alignment)
        let cross = crossStart + crossLead + (trailingCorner ? contentCross - axis.inline(size) : 0)
        return axis.rect(inline: cross, stack: position, inlineExtent: axis.inline(size), stackExtent: axis.stack(size))
            .offsetBy(dx: item.offset.x, dy: item.offset.y)
    }

    /// Groups one after the other along the axis; returns the end of the last.
    private func placeGroups(into geometry: inout CompositionalSectionGeometry, count: Int, start: CGFloat,
                             crossOrigin: CGFloat, container: CGSize) -> CGFloat {
        let groupSize = section.group.layoutSize.resolved(in: container)
        let template = arrange(at: .zero, size: groupSize, firstItem: 0)
        geometry.setLeaves(template.leaves, groups: template.groups, cellCount: count)
        let perGroup = template.leaves.count
        guard perGroup > 0, count > 0 else { return start }
        let needsFitting = hasEstimates(section.group)
        geometry.itemFrames.reserveCapacity(count)
        geometry.itemIndex.reserveCapacity(count)
        var cursor = start
        var first = 0
        while first < count {
            let origin = axis.isVertical ? CGPoint(x: crossOrigin, y: cursor) : CGPoint(x: cursor, y: crossOrigin)
            let placed = needsFitting ? arrange(at: origin, size: groupSize, firstItem: first) : template
            let (dx, dy) = needsFitting ? (0, 0) : (origin.x, origin.y)
            append(placed.leaves.prefix(count - first), offsetBy: CGPoint(x: dx, y: dy), firstItem: first, to: &geometry)
            appendSupplementaries(of: placed.groups, offsetBy: CGPoint(x: dx, y: dy), firstItem: first, count: count, to: &geometry)
            first += perGroup
            cursor += axis.stack(placed.size) + (first < count ? section.interGroupSpacing : 0)
        }
        return cursor
    }

    /// Groups side by side across the axis (an orthogonal section); returns the row's end.
    private func placeRow(into geometry: inout CompositionalSectionGeometry, count: Int, start: CGFloat,
                          crossOrigin: CGFloat, container: CGSize) -> CGFloat {
        let groupSize = section.group.layoutSize.resolved(in: container)
        let template = arrange(at: .zero, size: groupSize, firstItem: 0)
        geometry.setLeaves(template.leaves, groups: template.groups, cellCount: count)
        let perGroup = template.leaves.count
        let groupCross = axis.inline(template.size)
        let lead = section.orthogonalScrollingBehavior == .groupPagingCentered ? (axis.inline(container) - groupCross) / 2 : 0
        geometry.groupStride = groupCross + section.interGroupSpacing
        geometry.groupLength = groupCross
        guard perGroup > 0, count > 0 else { return start }
        var first = 0
        var cross = crossOrigin + lead
        while first < count {
            let origin = axis.isVertical ? CGPoint(x: cross, y: start) : CGPoint(x: start, y: cross)
            append(template.leaves.prefix(count - first), offsetBy: origin, firstItem: first, to: &geometry)
            appendSupplementaries(of: template.groups, offsetBy: origin, firstItem: first, count: count, to: &geometry)
            first += perGroup
            cross += geometry.groupStride
        }
        geometry.rowLength = cross - geometry.groupStride + groupCross - crossOrigin + lead
        return start + axis.stack(template.size)
    }

    /// Records one group instance's cells, moved by `offset`.
    private func append(_ leaves: ArraySlice<PlacedLeaf>, offsetBy offset: CGPoint, firstItem: Int,
                        to geometry: inout CompositionalSectionGeometry) {
        for (index, leaf) in leaves.enumerated() {
            let frame = leaf.frame.offsetBy(dx: offset.x, dy: offset.y)
            geometry.itemFrames.append(frame)
            if leaf.zIndex != 0 { geometry.itemZIndexes[firstItem + index] = leaf.zIndex }
            let (low, high) = axis.stackRange(of: frame)
            geometry.itemIndex.append(start: low, end: high)
        }
    }

    private func arrange(at origin: CGPoint, size: CGSize, firstItem: Int) -> (leaves: [PlacedLeaf], groups: [PlacedGroup], size: CGSize) {
        var arrangement = GroupArrangement(environment: environment) { fittedSize(firstItem + $0) }
        let used = arrangement.place(section.group, in: CGRect(origin: origin, size: size))
        return (arrangement.leaves, arrangement.groups, used)
    }

    /// Records one group instance's supplementary items (those of every group in it that holds
    /// a cell of the data), on their groups' frames moved by `offset`.
    private func appendSupplementaries(of groups: [PlacedGroup], offsetBy offset: CGPoint, firstItem: Int, count: Int,
                                       to geometry: inout CompositionalSectionGeometry) {
        for placed in groups where firstItem + placed.firstLeaf < count {
            let container = placed.frame.offsetBy(dx: offset.x, dy: offset.y)
            for item in placed.group.supplementaryItems {
                geometry.appendGroupSupplementary(item, frame: item.frame(in: container), cell: firstItem + placed.firstLeaf, axis: axis)
            }
        }
    }

    /// Whether any dimension in the group's tree is estimated.
    private func hasEstimates(_ item: CollectionLayoutItem) -> Bool {
        if item.layoutSize.widthDimension.isEstimated || item.layoutSize.heightDimension.isEstimated { return true }
        return (item as? CollectionLayoutGroup)?.subitems.contains(where: hasEstimates) ?? false
    }
}

extension CollectionLayoutBoundarySupplementaryItem {
    /// The item's size in `container`, its estimated dimensions replaced by the size its view
    /// reported, if any (Apple's example of a header: `heightDimension: .estimated(44)`): a
    /// section's header or footer, or one of the layout's own.
    func size(in container: CGSize, fitted: CGSize?) -> CGSize {
        var size = layoutSize.resolved(in: container)
        guard let fitted else { return size }
        if layoutSize.widthDimension.isEstimated { size.width = fitted.width }
        if layoutSize.heightDimension.isEstimated { size.height = fitted.height }
        return size
    }
}
