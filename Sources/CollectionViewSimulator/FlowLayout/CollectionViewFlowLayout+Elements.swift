import Foundation

/// Answers to the layout queries, from the prepared geometry: binary search over sections and
/// lines, so a one-screen query touches only what is on screen.
extension CollectionViewFlowLayout {
    /// Headers, cells and footers overlapping `rect`, section by section (the rectangle taken into
    /// the left-to-right placement first when the layout lays itself out right to left).
    func elements(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
        // The mirror read once: it reads the weak `owningView`, which costs more than the rest.
        let mirror = ownRightToLeftMirror
        let rect = mirror?.rect(rect) ?? rect
        let axis = geometry.axis
        let (low, high) = axis.stackRange(of: rect)
        var result: [CollectionViewLayoutAttributes] = []
        for section in geometry.sectionIndex.candidates(from: low, to: high) {
            let placed = geometry.sections[section]
            if let header = headerFrame(ofSection: section), rectanglesOverlap(header, rect) {
                result.append(makeAttributes(.supplementaryView, CollectionView.elementKindSectionHeader, section, 0, header, mirror: mirror))
            }
            placed.items.forEachCandidate(from: low, to: high, axis: axis) { item, exact in
                let frame = geometry.frame(exact)
                if rectanglesOverlap(frame, rect) { result.append(makeAttributes(.cell, nil, section, item, frame, mirror: mirror)) }
            }
            if let footer = footerFrame(ofSection: section), rectanglesOverlap(footer, rect) {
                result.append(makeAttributes(.supplementaryView, CollectionView.elementKindSectionFooter, section, 0, footer, mirror: mirror))
            }
        }
        return result
    }

    /// The attributes of the cell at `indexPath`, or `nil` outside the data.
    func itemAttributes(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.count == 2, geometry.sections.indices.contains(indexPath.section) else { return nil }
        let items = geometry.sections[indexPath.section].items
        guard (0..<items.count).contains(indexPath.item) else { return nil }
        let frame = geometry.frame(items.frame(ofItem: indexPath.item, axis: geometry.axis))
        return makeAttributes(.cell, nil, indexPath.section, indexPath.item, frame, mirror: ownRightToLeftMirror)
    }

    /// The attributes of a section's header or footer at `IndexPath(item: 0, section: s)`.
    func supplementaryAttributes(ofKind kind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.item == 0 else { return nil }
        let frame: CGRect?
        switch kind {
        case CollectionView.elementKindSectionHeader: frame = headerFrame(ofSection: indexPath.section)
        case CollectionView.elementKindSectionFooter: frame = footerFrame(ofSection: indexPath.section)
        default: frame = nil
        }
        guard let frame else { return nil }
        return makeAttributes(.supplementaryView, kind, indexPath.section, 0, frame, mirror: ownRightToLeftMirror)
    }

    /// Attributes of the layout's ``CollectionViewLayout/layoutAttributesClass`` at `frame` of the
    /// left-to-right placement, mirrored by `mirror` when the layout lays itself out right to left
    /// (``ownRightToLeftMirror``, which the caller reads): every answer the flow layout gives is
    /// made here.
    func makeAttributes(
        _ category: CollectionView.ElementCategory, _ kind: String?, _ section: Int, _ item: Int, _ frame: CGRect,
        mirror: HorizontalMirror?
    ) -> CollectionViewLayoutAttributes {
        let attributes = makeLayoutAttributes(category, kind: kind, indexPath: IndexPath(item: item, section: section))
        attributes.frame = mirror?.rect(frame) ?? frame
        return attributes
    }
}
