import CollectionViewSimulator
import Foundation

/// A compositional layout built from a scenario's description; changing ``spec`` (a step's
/// `layout`) rebuilds its sections on the next prepare.
final class ScenarioCompositionalLayout: CollectionViewCompositionalLayout {
    /// The description the sections are built from.
    var spec: CompositionalLayoutSpec {
        get { box.spec }
        set {
            box.spec = newValue
            configuration = Self.configuration(of: newValue)
        }
    }

    private let box: SpecBox

    init(_ spec: CompositionalLayoutSpec) {
        let box = SpecBox(spec)
        self.box = box
        super.init(sectionProvider: { index, _ in
            box.spec.sections.isEmpty ? nil : Self.section(box.spec.sections[min(index, box.spec.sections.count - 1)])
        }, configuration: Self.configuration(of: spec))
    }

    /// Scenario layouts are built from a scenario, never from an archive.
    required init?(coder: NSCoder) { nil }

    /// Holds the description the section provider reads.
    private final class SpecBox {
        var spec: CompositionalLayoutSpec
        init(_ spec: CompositionalLayoutSpec) { self.spec = spec }
    }

    private static func configuration(of spec: CompositionalLayoutSpec) -> CollectionViewCompositionalLayoutConfiguration {
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = spec.scrollDirection
        configuration.interSectionSpacing = spec.interSectionSpacing
        configuration.boundarySupplementaryItems = spec.boundaryItems.map(boundary)
        return configuration
    }

    static func section(_ spec: CompositionalSectionSpec) -> CollectionLayoutSection {
        let section = CollectionLayoutSection(group: group(spec.group))
        section.interGroupSpacing = spec.interGroupSpacing
        section.contentInsets = spec.contentInsets
        section.contentInsetsReference = spec.contentInsetsReference
        section.orthogonalScrollingBehavior = spec.orthogonalScrollingBehavior
        section.boundarySupplementaryItems = spec.boundaryItems.map(boundary)
        section.supplementariesFollowContentInsets = spec.supplementariesFollowContentInsets
        section.decorationItems = spec.backgrounds.map { background in
            let item = CollectionLayoutDecorationItem.background(elementKind: background.kind)
            item.contentInsets = background.contentInsets
            item.zIndex = background.zIndex
            return item
        }
        return section
    }

    private static func group(_ spec: CompositionalGroupSpec) -> CollectionLayoutGroup {
        let subitems = spec.subitems.map(item)
        let group: CollectionLayoutGroup
        switch spec.arrangement {
        case .custom(let frames):
            group = .custom(layoutSize: spec.size) { _ in frames.map { CollectionLayoutGroupCustomItem(frame: $0) } }
        case .horizontal:
            group = if let count = spec.repeatCount, let subitem = subitems.first {
                .horizontal(layoutSize: spec.size, repeatingSubitem: subitem, count: count)
            } else { .horizontal(layoutSize: spec.size, subitems: subitems) }
        case .vertical:
            group = if let count = spec.repeatCount, let subitem = subitems.first {
                .vertical(layoutSize: spec.size, repeatingSubitem: subitem, count: count)
            } else { .vertical(layoutSize: spec.size, subitems: subitems) }
        }
        group.interItemSpacing = spec.interItemSpacing
        group.contentInsets = spec.contentInsets
        group.supplementaryItems = spec.supplementaryItems.map(supplementary)
        return group
    }

    private static func supplementary(_ spec: CompositionalBadgeSpec) -> CollectionLayoutSupplementaryItem {
        CollectionLayoutSupplementaryItem(layoutSize: spec.size, elementKind: spec.kind, containerAnchor: spec.anchor)
    }

    private static func item(_ spec: CompositionalItemSpec) -> CollectionLayoutItem {
        switch spec {
        case .group(let group): return self.group(group)
        case .item(let leaf):
            let item = CollectionLayoutItem(layoutSize: leaf.size, supplementaryItems: leaf.badges.map(supplementary))
            item.contentInsets = leaf.contentInsets
            item.edgeSpacing = leaf.edgeSpacing
            return item
        }
    }

    /// `header` and `footer` name UIKit's section header and footer kinds; other kinds are kept.
    private static func boundary(_ spec: CompositionalBoundarySpec) -> CollectionLayoutBoundarySupplementaryItem {
        let kind = switch spec.kind {
        case "header": CollectionView.elementKindSectionHeader
        case "footer": CollectionView.elementKindSectionFooter
        default: spec.kind
        }
        let item = CollectionLayoutBoundarySupplementaryItem(layoutSize: spec.size, elementKind: kind, alignment: spec.alignment,
                                                             absoluteOffset: spec.offset)
        item.pinToVisibleBounds = spec.pinToVisibleBounds
        item.extendsBoundary = spec.extendsBoundary
        return item
    }
}
