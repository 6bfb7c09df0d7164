import Foundation

/// Placement: from the collection view's size, insets and counts and the delegate's answers to
/// every section's lines (Apple's flow-layout documentation; OpenUXKit's `_updateItemsLayout`).
extension CollectionViewFlowLayout {
    /// The placement, recomputed first when the layout was invalidated since it was computed and
    /// has a collection view: UIKit's layouts prepare again lazily on the next query, so a
    /// subclass that sets ``itemSize`` or ``sectionInset`` after `super.prepare()` is answered
    /// from its new values.
    var geometry: FlowGeometry {
        if !geometryIsValid, collectionView != nil {
            preparedGeometry = makeGeometry()
            geometryIsValid = true
        }
        return preparedGeometry
    }

    /// Computes the placement of every section; logs UIKit's warnings for bad values.
    func makeGeometry() -> FlowGeometry {
        warnings = []
        var geometry = FlowGeometry()
        geometry.axis = FlowAxis(isVertical: scrollDirection == .vertical)
        guard let collectionView else { return geometry }
        let axis = geometry.axis
        let contentInsets = axis.inlineInsets(collectionView.contentInset)
        let dimension = axis.inline(collectionView.bounds.size) - contentInsets.start - contentInsets.end
        geometry.scale = collectionView.screenScale.isFinite ? max(0, collectionView.screenScale) : 0
        guard dimension.isFinite, dimension > 0 else { return geometry }
        geometry.dimension = dimension
        let sectionCount = collectionView.numberOfSections
        geometry.sections.reserveCapacity(sectionCount)
        geometry.sectionIndex.reserveCapacity(sectionCount)
        var cursor: CGFloat = 0
        for section in 0..<sectionCount {
            let metrics = self.metrics(ofSection: section, in: collectionView)
            let placed = place(metrics, start: cursor, axis: axis, dimension: dimension)
            geometry.sections.append(placed)
            geometry.sectionIndex.append(start: placed.start, end: placed.end)
            cursor = placed.end
        }
        geometry.contentSize = axis.size(inline: dimension, stack: max(0, cursor))
        return geometry
    }

    /// Places one section starting at `start` along the scrolling direction.
    private func place(_ metrics: FlowSectionMetrics, start: CGFloat, axis: FlowAxis, dimension: CGFloat) -> FlowSection {
        let inline = axis.inlineInsets(metrics.inset)
        let stackInsets = axis.stackInsets(metrics.inset)
        let available = dimension - inline.start - inline.end
        let headerExtent = max(0, axis.stack(metrics.headerSize))
        let itemsStart = start + headerExtent + stackInsets.start
        let items: FlowItems
        switch metrics.itemSizes {
        case .uniform(let size):
            if metrics.count > 0 { warnIfTooLong(axis.inline(size), available: available, axis: axis) }
            items = .grid(FlowGrid(
                count: metrics.count, itemInline: axis.inline(size), itemStack: axis.stack(size), available: available,
                insetStart: inline.start, interitemSpacing: metrics.interitemSpacing, lineSpacing: metrics.lineSpacing,
                stackStart: itemsStart))
        case .varying(let sizes):
            if let longest = sizes.lazy.map(axis.inline).max() { warnIfTooLong(longest, available: available, axis: axis) }
            items = .lines(FlowLines(
                sizes: sizes, axis: axis, available: available, insetStart: inline.start,
                interitemSpacing: metrics.interitemSpacing, lineSpacing: metrics.lineSpacing, stackStart: itemsStart))
        }
        let linesExtent: CGFloat
        switch items {
        case .grid(let grid): linesExtent = grid.extent
        case .lines(let lines): linesExtent = lines.extent
        }
        let footerStart = itemsStart + linesExtent + stackInsets.end
        let footerExtent = max(0, axis.stack(metrics.footerSize))
        return FlowSection(start: start, headerExtent: headerExtent, footerStart: footerStart, end: footerStart + footerExtent, items: items)
    }

    /// Logs UIKit's message for an item longer than its line; the item is still placed, alone on
    /// its line.
    private func warnIfTooLong(_ length: CGFloat, available: CGFloat, axis: FlowAxis) {
        guard length > available else { return }
        logWarning(.itemLongerThanLine(axis.isVertical ? .vertical : .horizontal))
    }
}
