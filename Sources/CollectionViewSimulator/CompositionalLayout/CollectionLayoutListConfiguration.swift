import Foundation

/// A list in a compositional layout, as UIKit's table-like lists look: the twin of
/// `UICollectionLayoutListConfiguration`.
///
/// A list section is one full-width column of self-sizing rows, with an optional header and
/// footer per section. The appearances differ in their metrics (``ListMetrics``). **None of these
/// metrics is documented by Apple; they are device measurements the simulator could not make**,
/// so each is a parameter with a stated default, and a scenario can override it.
public struct CollectionLayoutListConfiguration: Sendable, Hashable {
    /// The list's look: the twin of `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: String, Sendable, Hashable, Codable, CaseIterable {
        /// Full-width rows, headers that pin while their section scrolls by.
        case plain
        /// Full-width rows in sections separated by space.
        case grouped
        /// Grouped, with sections inset from the view's edges (rounded in UIKit).
        case insetGrouped
        /// A sidebar: inset rows.
        case sidebar
        /// A sidebar without its background.
        case sidebarPlain
    }

    /// Where a section's header comes from: the twin of `HeaderMode`.
    public enum HeaderMode: String, Sendable, Hashable, Codable {
        /// No header.
        case none
        /// A supplementary view of kind ``CollectionView/elementKindSectionHeader``.
        case supplementary
        /// The section's first item is its header (placed as a row).
        case firstItemInSection
    }

    /// Where a section's footer comes from: the twin of `FooterMode`.
    public enum FooterMode: String, Sendable, Hashable, Codable {
        /// No footer.
        case none
        /// A supplementary view of kind ``CollectionView/elementKindSectionFooter``.
        case supplementary
    }

    /// The look.
    public var appearance: Appearance
    /// The header mode (default `.none`).
    public var headerMode: HeaderMode = .none
    /// The footer mode (default `.none`).
    public var footerMode: FooterMode = .none
    /// Whether rows show separators; separators are drawn inside cells, so this changes no frame.
    public var showsSeparators = true
    /// Extra space above each header (iOS 15 `headerTopPadding`); `nil` for the appearance's.
    public var headerTopPadding: CGFloat?
    /// The metrics of the appearance; change them to match a measurement.
    public var metrics: ListMetrics
    /// The swipe actions providers, which take no part in equality (see ``SwipeActionsProviders``).
    var swipeActionsProviders = SwipeActionsProviders()

    /// A configuration with the appearance's metrics.
    public init(appearance: Appearance) {
        self.appearance = appearance
        self.metrics = ListMetrics(appearance: appearance)
    }
}

/// The numbers behind a list appearance. Every default is a device measurement the simulator
/// could not make, chosen from UIKit's long-standing table-view defaults (44-point rows) and
/// common iPhone screenshots; none is documented by Apple.
public struct ListMetrics: Sendable, Hashable, Codable {
    /// The rows' estimated height (they self-size): 44 for every appearance.
    public var estimatedRowHeight: CGFloat = 44
    /// The headers' estimated height.
    public var estimatedHeaderHeight: CGFloat
    /// The footers' estimated height.
    public var estimatedFooterHeight: CGFloat
    /// Insets of every section's rows (grouped: space above and below; inset-grouped and
    /// sidebar: also at the sides).
    public var sectionInsets: DirectionalEdgeInsets
    /// Whether headers pin to the visible bounds (plain lists).
    public var pinsHeaders: Bool

    /// The defaults of an appearance.
    public init(appearance: CollectionLayoutListConfiguration.Appearance) {
        switch appearance {
        case .plain:
            (estimatedHeaderHeight, estimatedFooterHeight, sectionInsets, pinsHeaders) = (28, 28, .zero, true)
        case .grouped:
            (estimatedHeaderHeight, estimatedFooterHeight, sectionInsets, pinsHeaders) =
                (38, 38, DirectionalEdgeInsets(top: 0, leading: 0, bottom: 35, trailing: 0), false)
        case .insetGrouped:
            (estimatedHeaderHeight, estimatedFooterHeight, sectionInsets, pinsHeaders) =
                (38, 38, DirectionalEdgeInsets(top: 0, leading: 20, bottom: 35, trailing: 20), false)
        case .sidebar, .sidebarPlain:
            (estimatedHeaderHeight, estimatedFooterHeight, sectionInsets, pinsHeaders) =
                (30, 30, DirectionalEdgeInsets(top: 0, leading: 10, bottom: 10, trailing: 10), false)
        }
    }
}

extension CollectionLayoutSection {
    /// A list section (UIKit: `NSCollectionLayoutSection.list(using:layoutEnvironment:)`): one
    /// full-width column of rows of estimated height, with the configuration's header and footer.
    public static func list(using configuration: CollectionLayoutListConfiguration,
                            layoutEnvironment: CollectionLayoutEnvironment) -> CollectionLayoutSection {
        let metrics = configuration.metrics
        let row = CollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(metrics.estimatedRowHeight)))
        let group = CollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                                     heightDimension: .estimated(metrics.estimatedRowHeight)), subitems: [row])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = metrics.sectionInsets
        section.contentInsetsReference = .none
        section.swipeActionsProviders = configuration.swipeActionsProviders
        if configuration.headerMode == .supplementary {
            let header = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(metrics.estimatedHeaderHeight + (configuration.headerTopPadding ?? 0))),
                elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = metrics.pinsHeaders
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(CollectionLayoutBoundarySupplementaryItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(metrics.estimatedFooterHeight)),
                elementKind: CollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}

extension CollectionViewCompositionalLayout {
    /// A list layout (UIKit: `UICollectionViewCompositionalLayout.list(using:)`): every section is
    /// ``CollectionLayoutSection/list(using:layoutEnvironment:)``.
    public static func list(using configuration: CollectionLayoutListConfiguration) -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout(sectionProvider: { _, environment in
            CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        })
    }
}
