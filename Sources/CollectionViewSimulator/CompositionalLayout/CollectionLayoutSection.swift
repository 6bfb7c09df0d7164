import Foundation

/// One section of a compositional layout: its group, repeated until every item of the section is
/// placed, with spacing, insets, headers, footers and backgrounds (the twin of
/// `NSCollectionLayoutSection`).
///
/// Along the scrolling axis a section holds, in order: its leading boundary items that extend it
/// (headers), its top ``contentInsets``, the groups separated by ``interGroupSpacing``, its bottom
/// inset, and its trailing boundary items (footers). Across the axis, the section spans the
/// container less the insets named by ``contentInsetsReference``; its leading and trailing content
/// insets apply to the groups and to its boundary items alike.
///
/// With an ``orthogonalScrollingBehavior`` other than `.none`, the groups are placed side by side
/// across the scrolling axis in one row that scrolls on its own (see
/// ``CollectionViewCompositionalLayout/setOrthogonalScrollOffset(_:forSection:)``).
@preconcurrency @MainActor
public final class CollectionLayoutSection {
    /// The group repeated through the section.
    public let group: CollectionLayoutGroup
    /// The space between consecutive groups (default 0).
    public var interGroupSpacing: CGFloat = 0
    /// The space around the section's groups (default zero).
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// What ``contentInsets`` are measured from (default `.automatic`).
    public var contentInsetsReference: ContentInsetsReference = .automatic
    /// Headers and footers of the section.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// Backgrounds of the section.
    public var decorationItems: [CollectionLayoutDecorationItem] = []
    /// Whether the section scrolls across the layout's axis, and how it comes to rest.
    public var orthogonalScrollingBehavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Called whenever the layout answers a query over the section, with the attributes of its
    /// visible cells (which it may change: alpha, transform…), the section's orthogonal scroll
    /// offset and the environment.
    public var visibleItemsInvalidationHandler: (([CollectionViewLayoutAttributes], CGPoint, CollectionLayoutEnvironment) -> Void)?
    /// Whether headers and footers follow the section's leading and trailing content insets
    /// (default `true`, Apple's documented default); `false` spans them across the section.
    public var supplementariesFollowContentInsets = true
    /// The reference of boundary items' own insets (iOS 16); kept for porting, not modelled.
    public var supplementaryContentInsetsReference: ContentInsetsReference = .automatic
    /// A list section's swipe actions providers (from its list configuration); none otherwise.
    var swipeActionsProviders = SwipeActionsProviders()

    /// Creates a section around a group.
    public init(group: CollectionLayoutGroup) {
        self.group = group
    }
}

/// What a section's content insets are measured from: the twin of
/// `UIContentInsetsReference`.
public enum ContentInsetsReference: Int, Sendable, Hashable, Codable, CaseIterable {
    /// The layout's choice: the safe area (as UIKit's compositional layout resolves it).
    case automatic
    /// The edges of the view (after its content insets).
    case none
    /// The safe area.
    case safeAreaInsets
    /// The layout margins.
    case layoutMargins
    /// The readable content guide; the simulator uses the layout margins (a device measurement
    /// it cannot make).
    case readableContent
}

/// How a section scrolls across the layout's axis: the twin of
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`, with Apple's documented meanings.
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable, Hashable, Codable, CaseIterable {
    /// The section lays out along the layout's axis (the default).
    case none
    /// Scrolls continuously; comes to rest anywhere.
    case continuous
    /// Scrolls continuously; comes to rest at the leading boundary of a group.
    case continuousGroupLeadingBoundary
    /// Pages by the section's visible width.
    case paging
    /// Pages one group at a time, each group's leading edge at the section's leading inset.
    case groupPaging
    /// Pages one group at a time, each group centred in the section.
    case groupPagingCentered
}
