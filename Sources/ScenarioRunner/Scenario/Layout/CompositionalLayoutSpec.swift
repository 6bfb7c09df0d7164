import CollectionViewSimulator
import Foundation

/// A compositional layout described in a scenario: `{"compositional": {"sections": [{"group": …}]}}`.
///
/// Section `s` of the data uses `sections[s]`, or the last description when there are fewer; see
/// `Scenarios/README.md` for the vocabulary, which is UIKit's.
package struct CompositionalLayoutSpec: Sendable, Equatable {
    /// The axis sections stack along.
    package var scrollDirection: CollectionView.ScrollDirection = .vertical
    /// The space between sections.
    package var interSectionSpacing: CGFloat = 0
    /// The layout's own headers and footers.
    package var boundaryItems: [CompositionalBoundarySpec] = []
    /// The sections, by index; the last one repeats.
    package var sections: [CompositionalSectionSpec]

    /// Creates a description from its sections.
    package init(sections: [CompositionalSectionSpec]) {
        self.sections = sections
    }
}

/// One section of a ``CompositionalLayoutSpec``.
package struct CompositionalSectionSpec: Sendable, Equatable {
    /// The group repeated through the section.
    package var group: CompositionalGroupSpec
    /// The space between groups.
    package var interGroupSpacing: CGFloat = 0
    /// The space around the groups.
    package var contentInsets: DirectionalEdgeInsets = .zero
    /// What the insets are measured from.
    package var contentInsetsReference: ContentInsetsReference = .automatic
    /// Whether and how the section scrolls across the layout's axis.
    package var orthogonalScrollingBehavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Headers and footers.
    package var boundaryItems: [CompositionalBoundarySpec] = []
    /// Background decoration kinds, with their insets and zIndex.
    package var backgrounds: [CompositionalBackgroundSpec] = []
    /// Whether headers and footers follow the section's side insets (UIKit's default `true`).
    package var supplementariesFollowContentInsets = true

    /// Creates a section around a group.
    package init(group: CompositionalGroupSpec) {
        self.group = group
    }
}

/// An item of a group: a cell, or a nested group.
package indirect enum CompositionalItemSpec: Sendable, Equatable {
    /// A cell: its size, insets, edge spacing and badges.
    case item(CompositionalLeafSpec)
    /// A nested group.
    case group(CompositionalGroupSpec)
}

/// A cell of a group.
package struct CompositionalLeafSpec: Sendable, Equatable {
    /// Its size, relative to its group.
    package var size: CollectionLayoutSize
    /// The space taken off each edge after placement.
    package var contentInsets: DirectionalEdgeInsets = .zero
    /// The space around it in its group.
    package var edgeSpacing: CollectionLayoutEdgeSpacing?
    /// Badges anchored to it.
    package var badges: [CompositionalBadgeSpec] = []

    /// Creates a cell of a size.
    package init(size: CollectionLayoutSize) {
        self.size = size
    }
}

/// A group: horizontal, vertical or custom.
package struct CompositionalGroupSpec: Sendable, Equatable {
    /// How the group places its items.
    package enum Arrangement: Sendable, Equatable {
        /// Left to right.
        case horizontal
        /// Top to bottom.
        case vertical
        /// At these frames, in the group's coordinates.
        case custom([CGRect])
    }

    /// How the group places its items.
    package var arrangement: Arrangement
    /// Its size, relative to its container.
    package var size: CollectionLayoutSize
    /// Its items (one, for a repeating group).
    package var subitems: [CompositionalItemSpec] = []
    /// For `repeatingSubitem:count:`, the count.
    package var repeatCount: Int?
    /// The space between its items.
    package var interItemSpacing: CollectionLayoutSpacing?
    /// The space around its items.
    package var contentInsets: DirectionalEdgeInsets = .zero
    /// Supplementary items on each instance of the group, at its first cell's index path.
    package var supplementaryItems: [CompositionalBadgeSpec] = []

    /// Creates a group.
    package init(arrangement: Arrangement, size: CollectionLayoutSize) {
        self.arrangement = arrangement
        self.size = size
    }
}

/// A header or footer (`NSCollectionLayoutBoundarySupplementaryItem`).
package struct CompositionalBoundarySpec: Sendable, Equatable {
    /// Its kind; `header` and `footer` in a file are UIKit's section header and footer kinds.
    package var kind: String
    /// Its size.
    package var size: CollectionLayoutSize
    /// The side it sits on.
    package var alignment: RectAlignment
    /// Points it is moved by.
    package var offset: CGPoint = .zero
    /// Whether it stays visible while its section scrolls by.
    package var pinToVisibleBounds = false
    /// Whether the section grows to hold it.
    package var extendsBoundary = true

    /// Creates a boundary item.
    package init(kind: String, size: CollectionLayoutSize, alignment: RectAlignment) {
        self.kind = kind
        self.size = size
        self.alignment = alignment
    }
}

/// A supplementary item anchored to each cell of an item (a badge) or each instance of a group
/// (`NSCollectionLayoutSupplementaryItem`).
package struct CompositionalBadgeSpec: Sendable, Equatable {
    /// Its kind.
    package var kind: String
    /// Its size, relative to the cell (the group less its content insets).
    package var size: CollectionLayoutSize
    /// Where it sits on the cell (the group).
    package var anchor: CollectionLayoutAnchor

    /// Creates a badge.
    package init(kind: String, size: CollectionLayoutSize, anchor: CollectionLayoutAnchor) {
        self.kind = kind
        self.size = size
        self.anchor = anchor
    }
}

/// A section background (`NSCollectionLayoutDecorationItem.background(elementKind:)`).
package struct CompositionalBackgroundSpec: Sendable, Equatable {
    /// Its kind.
    package var kind: String
    /// The space taken off the section's frame.
    package var contentInsets: DirectionalEdgeInsets = .zero
    /// Its stacking order.
    package var zIndex = 0

    /// Creates a background of a kind.
    package init(kind: String) {
        self.kind = kind
    }
}

/// A list layout described in a scenario: `{"list": {"appearance": "insetGrouped", "headerMode": "supplementary"}}`.
package struct ListLayoutSpec: Sendable, Equatable {
    /// The configuration, its metrics included.
    package var configuration: CollectionLayoutListConfiguration

    /// Creates a description of a list.
    package init(configuration: CollectionLayoutListConfiguration) {
        self.configuration = configuration
    }
}
