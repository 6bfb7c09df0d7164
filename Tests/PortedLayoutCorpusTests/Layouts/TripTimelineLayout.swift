import UIKitCompatibility

/// The layout of a travel app's trip timeline, written as apps write a sideways-scrolling
/// compositional layout: the whole layout scrolls horizontally (its configuration's
/// `scrollDirection`), each trip is a section with its title in a `.top` header beside the start
/// of its photos (as Apple's configuration example places one), and each day is a column of two
/// photos whose date sits in the space the column's bottom content inset keeps for it, a
/// supplementary item of the column group.
@MainActor enum TripTimelineLayout {
    /// The kind of the date under each day's column.
    static let dayLabelKind = "trip-day-label"
    /// The kind of the trip's title.
    static let titleKind = UICollectionView.elementKindSectionHeader
    /// A day column's width, and the space between columns.
    static let columnWidth: CGFloat = 140
    static let columnSpacing: CGFloat = 8
    /// The date label's height: the column's bottom inset keeps that much room for it.
    static let dayLabelHeight: CGFloat = 24

    /// The timeline's layout.
    static func make() -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 24
        return UICollectionViewCompositionalLayout(section: tripSection(), configuration: configuration)
    }

    /// A trip: its days side by side after its title.
    private static func tripSection() -> NSCollectionLayoutSection {
        let photo = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.5)))
        let day = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(columnWidth), heightDimension: .fractionalHeight(1.0)),
            subitems: [photo])
        day.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: dayLabelHeight, trailing: 0)
        let dayLabel = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(dayLabelHeight)),
            elementKind: dayLabelKind,
            containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom], fractionalOffset: CGPoint(x: 0, y: 1)))
        day.supplementaryItems = [dayLabel]

        let section = NSCollectionLayoutSection(group: day)
        section.interGroupSpacing = columnSpacing
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        let title = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(240), heightDimension: .absolute(44)),
            elementKind: titleKind, alignment: .top)
        section.boundarySupplementaryItems = [title]
        return section
    }
}
