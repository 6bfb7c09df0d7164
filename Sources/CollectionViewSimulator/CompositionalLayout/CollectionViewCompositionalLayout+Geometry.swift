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
        let layoutContainer = axis.size(inline: axis.inline(viewSize), stack: axis.stack(viewSize))
        for header in configuration.boundarySupplementaryItems where header.leads(axis) {
            let size = header.size(in: layoutContainer, fitted: preferredLayoutBoundarySizes[header.elementKind])
            geometry.layoutBoundaries.append(PlacedBoundary(item: header, frame: axis.rect(
                inline: 0, stack: cursor, inlineExtent: axis.inline(size), stackExtent: axis.stack(size))))
            if header.extendsBoundary { cursor += axis.stack(size) }
        }
        let sectionCount = collectionView.numberOfSections
        geometry.sections.reserveCapacity(sectionCount)
        for index in 0..<sectionCount {
            if index > 0 { cursor += configuration.interSectionSpacing }
            let placed = placeSection(index, start: cursor, viewSize: viewSize, in: collectionView, axis: axis)
            geometry.sections.append(placed)
            geometry.sectionIndex.append(start: min(placed.start, placed.boundaries.map { axis.stackRange(of: $0.frame).min }.min() ?? placed.start),
                                         end: placed.end)
            cursor = placed.end
        }
        for footer in configuration.boundarySupplementaryItems where !footer.leads(axis) {
            let size = footer.size(in: layoutContainer, fitted: preferredLayoutBoundarySizes[footer.elementKind])
            geometry.layoutBoundaries.append(PlacedBoundary(item: footer, frame: axis.rect(
                inline: 0, stack: cursor, inlineExtent: axis.inline(size), stackExtent: axis.stack(size))))
            if footer.extendsBoundary { cursor += axis.stack(size) }
        }
        geometry.contentSize = axis.size(inline: axis.inline(viewSize), stack: max(0, cursor))
        return geometry
    }

    private func placeSection(_ index: Int, start: CGFloat, viewSize: CGSize, in collectionView: CollectionView,
                              axis: FlowAxis) -> CompositionalSectionGeometry {
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
            crossStart: crossLead, crossEnd: max(crossLead, axis.inline(viewSize) - crossTrail),
            visibleLength: axis.stack(viewSize),
            fittedSize: { [preferredItemSizes] item in preferredItemSizes[IndexPath(item: item, section: index)] },
            fittedBoundarySize: { [preferredBoundarySizes] kind in preferredBoundarySizes[.supplementary(kind, at: IndexPath(item: 0, section: index))] })
        return builder.build(itemCount: collectionView.numberOfItems(inSection: index), start: start)
    }
}
