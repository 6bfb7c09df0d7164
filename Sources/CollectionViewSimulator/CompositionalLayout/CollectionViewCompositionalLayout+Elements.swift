import Foundation

/// Answers to the layout queries from the prepared geometry: sections by binary search, cells by
/// binary search within a section, pinned boundary items and orthogonal scrolling applied per
/// query (so scrolling re-prepares nothing), then each section's visible-items handler.
extension CollectionViewCompositionalLayout {
    func elements(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
        let axis = geometry.axis
        let (low, high) = axis.stackRange(of: rect)
        var result: [CollectionViewLayoutAttributes] = []
        for (placed, frame) in geometry.layoutBoundaries.map({ ($0, pinned($0, bounds: (0, geometry.axis.stack(geometry.contentSize)))) })
        where rectanglesOverlap(frame, rect) {
            result.append(attributes(.supplementaryView, placed.item.elementKind, IndexPath(item: 0, section: 0), frame, placed.item.zIndex))
        }
        for index in geometry.sectionIndex.candidates(from: low, to: high) {
            let section = geometry.sections[index]
            for decoration in section.decorations where rectanglesOverlap(decoration.frame, rect) {
                result.append(attributes(.decorationView, decoration.kind, IndexPath(item: 0, section: index), decoration.frame, decoration.zIndex))
            }
            var cells: [CollectionViewLayoutAttributes] = []
            let items = section.isOrthogonal ? 0..<section.itemFrames.count : section.itemIndex.candidates(from: low, to: high)
            for item in items {
                let cell = cellAttributes(in: section, section: index, item: item)
                guard rectanglesOverlap(cell.frame, rect) else { continue }
                cells.append(cell)
                result.append(contentsOf: badges(of: cell, in: section).filter { rectanglesOverlap($0.frame, rect) })
            }
            let groupItems = section.isOrthogonal ? 0..<section.groupSupplementaries.count
                : section.groupSupplementaryIndex.candidates(from: low, to: high)
            for entry in groupItems {
                let attributes = groupSupplementaryAttributes(section.groupSupplementaries[entry], in: section, section: index)
                if rectanglesOverlap(attributes.frame, rect) { result.append(attributes) }
            }
            if let handler = section.section.visibleItemsInvalidationHandler, !cells.isEmpty {
                handler(cells, orthogonalOffsetPoint(ofSection: index), section.environment)
            }
            result.append(contentsOf: cells)
            for boundary in section.boundaries {
                let frame = pinned(boundary, bounds: (section.contentStart, section.end))
                if rectanglesOverlap(frame, rect) {
                    result.append(attributes(.supplementaryView, boundary.item.elementKind, IndexPath(item: 0, section: index), frame, boundary.item.zIndex))
                }
            }
        }
        return result
    }

    func cellAttributes(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.count == 2, geometry.sections.indices.contains(indexPath.section),
              geometry.sections[indexPath.section].itemFrames.indices.contains(indexPath.item) else { return nil }
        return cellAttributes(in: geometry.sections[indexPath.section], section: indexPath.section, item: indexPath.item)
    }

    func supplementaryAttributes(ofKind kind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        let section = geometry.sections.indices.contains(indexPath.section) ? geometry.sections[indexPath.section] : nil
        if indexPath.item == 0, let section, let boundary = section.boundaries.first(where: { $0.item.elementKind == kind }) {
            let frame = pinned(boundary, bounds: (section.contentStart, section.end))
            return attributes(.supplementaryView, kind, indexPath, frame, boundary.item.zIndex)
        }
        // The layout's own header and footer sit at 0-0 even when there are no sections.
        if indexPath == IndexPath(item: 0, section: 0), let boundary = geometry.layoutBoundaries.first(where: { $0.item.elementKind == kind }) {
            return attributes(.supplementaryView, kind, indexPath, pinned(boundary, bounds: (0, geometry.axis.stack(geometry.contentSize))), boundary.item.zIndex)
        }
        guard let section, let cell = cellAttributes(at: indexPath) else { return nil }
        if let badge = badges(of: cell, in: section).first(where: { $0.representedElementKind == kind }) { return badge }
        return section.groupSupplementaries(ofCell: indexPath.item).first { $0.item.elementKind == kind }
            .map { groupSupplementaryAttributes($0, in: section, section: indexPath.section) }
    }

    func decorationAttributes(ofKind kind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.item == 0, geometry.sections.indices.contains(indexPath.section),
              let decoration = geometry.sections[indexPath.section].decorations.first(where: { $0.kind == kind }) else { return nil }
        return attributes(.decorationView, kind, indexPath, decoration.frame, decoration.zIndex)
    }

    private func cellAttributes(in section: CompositionalSectionGeometry, section index: Int, item: Int) -> CollectionViewLayoutAttributes {
        attributes(.cell, nil, IndexPath(item: item, section: index), scrolled(section.itemFrames[item], in: section, section: index),
                   section.itemZIndexes[item] ?? 0)
    }

    /// A frame of a section's content moved by the section's own scrolling, if it scrolls
    /// orthogonally (cells and the groups' supplementary items scroll with it).
    private func scrolled(_ frame: CGRect, in section: CompositionalSectionGeometry, section index: Int) -> CGRect {
        guard section.isOrthogonal else { return frame }
        let offset = orthogonalOffsets[index] ?? 0
        return geometry.axis.isVertical ? frame.offsetBy(dx: -offset, dy: 0) : frame.offsetBy(dx: 0, dy: -offset)
    }

    /// The supplementary items anchored to a cell (badges), on the cell's frame.
    private func badges(of cell: CollectionViewLayoutAttributes, in section: CompositionalSectionGeometry) -> [CollectionViewLayoutAttributes] {
        guard let item = section.leafItem(ofCell: cell.indexPath.item), !item.supplementaryItems.isEmpty else { return [] }
        return item.supplementaryItems.map { badge in
            attributes(.supplementaryView, badge.elementKind, cell.indexPath, badge.frame(in: cell.frame), badge.zIndex)
        }
    }

    /// A group instance's supplementary item, at the index path of the instance's first cell.
    private func groupSupplementaryAttributes(_ placed: PlacedGroupSupplementary, in section: CompositionalSectionGeometry,
                                              section index: Int) -> CollectionViewLayoutAttributes {
        attributes(.supplementaryView, placed.item.elementKind, IndexPath(item: placed.cell, section: index),
                   scrolled(placed.frame, in: section, section: index), placed.item.zIndex)
    }

    /// A boundary item's frame, pinned to the visible area (inside the content insets) when it
    /// pins: a header never above its place nor past `bounds.end` less its length, so the next
    /// section's header pushes it away; a footer mirrors this.
    ///
    /// The visible area is the view's bounds in the layout's coordinates: where the view flips the
    /// layout (right to left, ``horizontalMirror``) the bounds and the left and right insets are
    /// mirrored, so a horizontal header pins to the visible area's leading edge, the right one on
    /// screen.
    private func pinned(_ boundary: PlacedBoundary, bounds: (start: CGFloat, end: CGFloat)) -> CGRect {
        guard boundary.item.pinToVisibleBounds, let collectionView else { return boundary.frame }
        let axis = geometry.axis
        let mirror = horizontalMirror
        var contentInset = collectionView.contentInset
        if mirror != nil { (contentInset.left, contentInset.right) = (contentInset.right, contentInset.left) }
        let insets = axis.stackInsets(contentInset)
        let visible = axis.stackRange(of: mirror?.rect(collectionView.bounds) ?? collectionView.bounds)
        let (place, extent) = (axis.stackRange(of: boundary.frame).min, axis.stack(boundary.frame.size))
        let position: CGFloat
        if boundary.item.placement(axis).pinsToStart {
            position = max(place, min(visible.min + insets.start, bounds.end - extent))
        } else {
            position = min(place, max(visible.max - insets.end - extent, bounds.start))
        }
        return axis.isVertical ? boundary.frame.offsetBy(dx: 0, dy: position - place) : boundary.frame.offsetBy(dx: position - place, dy: 0)
    }

    private func attributes(_ category: CollectionView.ElementCategory, _ kind: String?, _ indexPath: IndexPath,
                            _ frame: CGRect, _ zIndex: Int) -> CollectionViewLayoutAttributes {
        let attributes = makeLayoutAttributes(category, kind: kind, indexPath: indexPath)
        attributes.frame = frame
        attributes.zIndex = zIndex
        return attributes
    }
}
