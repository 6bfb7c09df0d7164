import Foundation

/// The boundary items that sit beside a section's (or the layout's) content across the scrolling
/// axis: `.top` and `.bottom` items when the layout scrolls horizontally, `.leading` and
/// `.trailing` ones when it scrolls vertically (``BoundaryPlacement/crossStart`` and
/// ``BoundaryPlacement/crossEnd``).
///
/// Each sits on its side of the content's extent across the axis, starting at `position` along
/// it. Those that extend the boundary (the default) take room from the content across the axis:
/// the groups are placed beside them (``start``, ``end``), and the content is at least as long
/// along the axis as they are (``reach``). Several on one side are placed one beside the other.
@MainActor
struct BoundarySides {
    /// The items, placed.
    private(set) var placed: [PlacedBoundary] = []
    /// The room taken across the axis on the start side (the top when scrolling horizontally).
    private(set) var start: CGFloat = 0
    /// The room taken across the axis on the end side.
    private(set) var end: CGFloat = 0
    /// The furthest point along the axis that an item extending the boundary reaches.
    private(set) var reach: CGFloat = -.infinity

    /// Places the items among `items` that sit beside the content.
    ///
    /// - Parameters:
    ///   - items: The section's or the layout's boundary items (the others are left out).
    ///   - axis: The layout's scrolling axis.
    ///   - position: Where they start along the axis.
    ///   - cross: The content's extent across the axis, whose edges they sit on.
    ///   - size: An item's size.
    init(_ items: [CollectionLayoutBoundarySupplementaryItem], axis: FlowAxis, at position: CGFloat,
         cross: (start: CGFloat, end: CGFloat), size: (CollectionLayoutBoundarySupplementaryItem) -> CGSize) {
        for item in items {
            let placement = item.placement(axis)
            guard placement == .crossStart || placement == .crossEnd else { continue }
            let itemSize = size(item)
            let extent = axis.inline(itemSize)
            let origin = placement == .crossStart ? cross.start + start : cross.end - end - extent
            let frame = axis.rect(inline: origin, stack: position, inlineExtent: extent, stackExtent: axis.stack(itemSize))
            placed.append(PlacedBoundary(item: item, frame: frame.offsetBy(dx: item.offset.x, dy: item.offset.y)))
            guard item.extendsBoundary else { continue }
            if placement == .crossStart { start += extent } else { end += extent }
            reach = max(reach, position + axis.stack(itemSize))
        }
    }
}
