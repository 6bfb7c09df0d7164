import UIKitCompatibility

/// The layout of a store's front page, built as apps build them since iOS 13: a factory returning
/// a `UICollectionViewCompositionalLayout` whose section provider picks a section per kind (a
/// row of featured cards scrolling sideways, a photo grid under a pinned header, a list of
/// reviews whose rows size themselves), with a banner above everything and a legal footer below.
@MainActor enum StoreCompositionalLayout {
    /// The kind of the banner above every section.
    static let bannerKind = "store-banner"
    /// The kind of the legal notice below every section.
    static let legalFooterKind = "store-legal-footer"

    /// What each section shows, by its index (the screen's sections repeat in this order).
    enum SectionKind: Int, CaseIterable {
        case featured, photos, reviews
    }

    /// The front page's layout.
    static func make() -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let banner = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
            elementKind: bannerKind, alignment: .top)
        let legalFooter = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60)),
            elementKind: legalFooterKind, alignment: .bottom)
        configuration.boundarySupplementaryItems = [banner, legalFooter]

        return UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in
            guard let kind = SectionKind(rawValue: sectionIndex % SectionKind.allCases.count) else { return nil }
            switch kind {
            case .featured: return featuredSection()
            case .photos: return photosSection(environment)
            case .reviews: return reviewsSection()
            }
        }, configuration: configuration)
    }

    /// Square thumbnails, three across on a phone held upright and five when it is wider, under a
    /// header that stays on screen while the grid scrolls.
    private static func photosSection(_ environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let columns = environment.container.effectiveContentSize.width > 500 ? 5 : 3
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / CGFloat(columns))),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [pinnedHeader()]
        return section
    }

    /// One review per row, each as tall as its text (estimated until the cell says).
    private static func reviewsSection() -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(88))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        section.boundarySupplementaryItems = [header()]
        return section
    }

    /// Cards most of the screen wide that page sideways, the next card peeking in.
    private static func featuredSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(200)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.boundarySupplementaryItems = [header()]
        return section
    }

    private static func header() -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    }

    private static func pinnedHeader() -> NSCollectionLayoutBoundarySupplementaryItem {
        let header = header()
        header.pinToVisibleBounds = true
        header.zIndex = 2
        return header
    }
}
