import CollectionViewSimulator
import Foundation

/// A compositional layout described in a scenario: `{"compositional": {"sections": [{"group": …}]}}`.
///
/// Section `s` of the data uses `sections[s]`, or the last description when there are fewer; see
/// `Scenarios/README.md` for the vocabulary, which is UIKit's.
public struct CompositionalLayoutSpec: Sendable, Equatable {
    /// The axis sections stack along.
    public var scrollDirection: CollectionView.ScrollDirection = .vertical
    /// The space between sections.
    public var interSectionSpacing: CGFloat = 0
    /// The layout's own headers and footers.
    public var boundaryItems: [CompositionalBoundarySpec] = []
    /// The sections, by index; the last one repeats.
    public var sections: [CompositionalSectionSpec]

    /// Creates a description from its sections.
    public init(sections: [CompositionalSectionSpec]) {
        self.sections = sections
    }
}

/// One section of a ``CompositionalLayoutSpec``.
public struct CompositionalSectionSpec: Sendable, Equatable {
    /// The group repeated through the section.
    public var group: CompositionalGroupSpec
    /// The space between groups.
    public var interGroupSpacing: CGFloat = 0
    /// The space around the groups.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// What the insets are measured from.
    public var contentInsetsReference: ContentInsetsReference = .automatic
    /// Whether and how the section scrolls across the layout's axis.
    public var orthogonalScrollingBehavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Headers and footers.
    public var boundaryItems: [CompositionalBoundarySpec] = []
    /// Background decoration kinds, with their insets and zIndex.
    public var backgrounds: [CompositionalBackgroundSpec] = []
    /// Whether headers and footers follow the section's side insets (UIKit's default `true`).
    public var supplementariesFollowContentInsets = true

    /// Creates a section around a group.
    public init(group: CompositionalGroupSpec) {
        self.group = group
    }
}

/// An item of a group: a cell, or a nested group.
public indirect enum CompositionalItemSpec: Sendable, Equatable {
    /// A cell: its size, insets, edge spacing and badges.
    case item(CompositionalLeafSpec)
    /// A nested group.
    case group(CompositionalGroupSpec)
}

/// A cell of a group.
public struct CompositionalLeafSpec: Sendable, Equatable {
    /// Its size, relative to its group.
    public var size: CollectionLayoutSize
    /// The space taken off each edge after placement.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// The space around it in its group.
    public var edgeSpacing: CollectionLayoutEdgeSpacing?
    /// Badges anchored to it.
    public var badges: [CompositionalBadgeSpec] = []

    /// Creates a cell of a size.
    public init(size: CollectionLayoutSize) {
        self.size = size
    }
}

/// A group: horizontal, vertical or custom.
public struct CompositionalGroupSpec: Sendable, Equatable {
    /// How the group places its items.
    public enum Arrangement: Sendable, Equatable {
        /// Left to right.
        case horizontal
        /// Top to bottom.
        case vertical
        /// At these frames, in the group's coordinates.
        case custom([CGRect])
    }

    /// How the group places its items.
    public var arrangement: Arrangement
    /// Its size, relative to its container.
    public var size: CollectionLayoutSize
    /// Its items (one, for a repeating group).
    public var subitems: [CompositionalItemSpec] = []
    /// For `repeatingSubitem:count:`, the count.
    public var repeatCount: Int?
    /// The space between its items.
    public var interItemSpacing: CollectionLayoutSpacing?
    /// The space around its items.
    public var contentInsets: DirectionalEdgeInsets = .zero

    /// Creates a group.
    public init(arrangement: Arrangement, size: CollectionLayoutSize) {
        self.arrangement = arrangement
        self.size = size
    }
}

/// A header or footer (`NSCollectionLayoutBoundarySupplementaryItem`).
public struct CompositionalBoundarySpec: Sendable, Equatable {
    /// Its kind; `header` and `footer` in a file are UIKit's section header and footer kinds.
    public var kind: String
    /// Its size.
    public var size: CollectionLayoutSize
    /// The side it sits on.
    public var alignment: RectAlignment
    /// Points it is moved by.
    public var offset: CGPoint = .zero
    /// Whether it stays visible while its section scrolls by.
    public var pinToVisibleBounds = false
    /// Whether the section grows to hold it.
    public var extendsBoundary = true

    /// Creates a boundary item.
    public init(kind: String, size: CollectionLayoutSize, alignment: RectAlignment) {
        self.kind = kind
        self.size = size
        self.alignment = alignment
    }
}

/// A badge anchored to its cell (`NSCollectionLayoutSupplementaryItem`).
public struct CompositionalBadgeSpec: Sendable, Equatable {
    /// Its kind.
    public var kind: String
    /// Its size, relative to the cell.
    public var size: CollectionLayoutSize
    /// Where it sits on the cell.
    public var anchor: CollectionLayoutAnchor

    /// Creates a badge.
    public init(kind: String, size: CollectionLayoutSize, anchor: CollectionLayoutAnchor) {
        self.kind = kind
        self.size = size
        self.anchor = anchor
    }
}

/// A section background (`NSCollectionLayoutDecorationItem.background(elementKind:)`).
public struct CompositionalBackgroundSpec: Sendable, Equatable {
    /// Its kind.
    public var kind: String
    /// The space taken off the section's frame.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Its stacking order.
    public var zIndex = 0

    /// Creates a background of a kind.
    public init(kind: String) {
        self.kind = kind
    }
}

/// A list layout described in a scenario: `{"list": {"appearance": "insetGrouped", "headerMode": "supplementary"}}`.
public struct ListLayoutSpec: Sendable, Equatable {
    /// The configuration, its metrics included.
    public var configuration: CollectionLayoutListConfiguration

    /// Creates a description of a list.
    public init(configuration: CollectionLayoutListConfiguration) {
        self.configuration = configuration
    }
}
