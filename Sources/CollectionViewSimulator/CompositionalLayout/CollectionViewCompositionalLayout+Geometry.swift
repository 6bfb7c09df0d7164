import Foundation

/// Preparing a compositional layout: the environment, each section from the provider, the
/// layout's own headers and footers, and the content size.
extension CollectionViewCompositionalLayout {
    func makeGeometry() -> CompositionalGeometry {
        warnings = []
        var geometry = CompositionalGeometry()
        let axis = FlowAxis(isVertical: configuration.scrollDirection == .vertical)
        geometry.axis = axis
        guard let collectionView else { return geometry }
        let contentInset = collectionView.contentInset
        let viewSize = CGSize(width: max(0, collectionView.bounds.width - contentInset.horizontal),
                              height: max(0, collectionView.bounds.height - contentInset.vertical))
        guard viewSize.width.isFinite, viewSize.height.isFinite, axis.inline(viewSize) > 0 else { return geometry }
        var cursor: CGFloat = 0
        let items = configuration.boundarySupplementaryItems
        let size = { (item: CollectionLayoutBoundarySupplementaryItem) in
            item.size(in: viewSize, fitted: self.preferredLayoutBoundarySizes[item.elementKind])
        }
        for header in items where header.placement(axis) == .header {
            let size = size(header)
            geometry.layoutBoundaries.append(PlacedBoundary(item: header, frame: axis.rect(
                inline: 0, stack: cursor, inlineExtent: axis.inline(size), stackExtent: axis.stack(size))))
            if header.extendsBoundary { cursor += axis.stack(size) }
        }
        let sides = BoundarySides(items, axis: axis, at: cursor, cross: (0, axis.inline(viewSize)), size: size)
        geometry.layoutBoundaries += sides.placed
        let sectionCount = collectionView.numberOfSections
        geometry.sections.reserveCapacity(sectionCount)
        for index in 0..<sectionCount {
            if index > 0 { cursor += configuration.interSectionSpacing }
            let placed = placeSection(index, start: cursor, viewSize: viewSize, margins: (sides.start, sides.end), in: collectionView, axis: axis)
            geometry.sections.append(placed)
            geometry.sectionIndex.append(start: min(placed.start, placed.boundaries.map { axis.stackRange(of: $0.frame).min }.min() ?? placed.start),
                                         end: placed.end)
            cursor = placed.end
        }
        cursor = max(cursor, sides.reach)
        for footer in items where footer.placement(axis) == .footer {
            let size = size(footer)
            geometry.layoutBoundaries.append(PlacedBoundary(item: footer, frame: axis.rect(
                inline: 0, stack: cursor, inlineExtent: axis.inline(size), stackExtent: axis.stack(size))))
            if footer.extendsBoundary { cursor += axis.stack(size) }
        }
        geometry.contentSize = axis.size(inline: axis.inline(viewSize), stack: max(0, cursor))
        return geometry
    }

    /// Places one section; `margins` is the room the layout's own boundary items beside the
    /// content take across the axis (``BoundarySides``).
    private func placeSection(_ index: Int, start: CGFloat, viewSize: CGSize, margins: (start: CGFloat, end: CGFloat),
                              in collectionView: CollectionView, axis: FlowAxis) -> CompositionalSectionGeometry {
        let referenceInsets = { (reference: ContentInsetsReference) -> DirectionalEdgeInsets in
            let insets: EdgeInsets
            switch reference == .automatic ? self.configuration.contentInsetsReference : reference {
            case .none, .automatic: insets = .zero
            case .safeAreaInsets: insets = collectionView.safeAreaInsets
            case .layoutMargins, .readableContent: insets = collectionView.layoutMargins
            }
            return DirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
        }
        let provisional = CollectionLayoutEnvironment(container: CollectionLayoutContainer(
            contentSize: viewSize, contentInsets: referenceInsets(configuration.contentInsetsReference)))
            .withDisplayScale(collectionView.screenScale)
        guard let section = section(at: index, environment: provisional) else {
            warnings.append(.sectionProviderReturnedNil(section: index))
            let empty = CollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .absolute(0), heightDimension: .absolute(0)), subitems: []))
            return CompositionalSectionBuilder(axis: axis, section: empty, environment: provisional, crossStart: 0, crossEnd: 0,
                                               visibleLength: 0, fittedSize: { _ in nil }).build(itemCount: 0, start: start)
        }
        let insets = referenceInsets(section.contentInsetsReference)
        let environment = CollectionLayoutEnvironment(container: CollectionLayoutContainer(contentSize: viewSize, contentInsets: insets))
            .withDisplayScale(collectionView.screenScale)
        let (crossLead, crossTrail) = axis.isVertical ? (insets.leading, insets.trailing) : (insets.top, insets.bottom)
        let builder = CompositionalSectionBuilder(
            axis: axis, section: section, environment: environment,
            crossStart: crossLead + margins.start, crossEnd: max(crossLead + margins.start, axis.inline(viewSize) - crossTrail - margins.end),
            visibleLength: axis.stack(viewSize),
            fittedSize: { [preferredItemSizes] item in preferredItemSizes[IndexPath(item: item, section: index)] },
            fittedBoundarySize: { [preferredBoundarySizes] kind in preferredBoundarySizes[.supplementary(kind, at: IndexPath(item: 0, section: index))] })
        return builder.build(itemCount: collectionView.numberOfItems(inSection: index), start: start)
    }
}
