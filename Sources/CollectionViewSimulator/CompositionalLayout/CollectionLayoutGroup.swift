import Foundation

/// A container that places its subitems along a line or where a closure says: the twin of
/// `NSCollectionLayoutGroup`.
///
/// A horizontal group places its subitems left to right, a vertical one top to bottom, each
/// resolved against the group's size and separated by ``interItemSpacing``; a repeating group
/// divides its length equally among `count` copies of its subitem (Apple: "the group's layout
/// size and interitem spacing determine the item's size", the item's own size along the axis is
/// ignored). A custom group asks its item provider for the frames. The section repeats the group
/// along the scrolling axis until every item is placed; the last group may hold fewer items.
///
/// ```swift
/// let item = CollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
/// let row = CollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
///                                           subitems: [item])
/// ```
public final class CollectionLayoutGroup: CollectionLayoutItem {
    /// How a group places its subitems.
    enum Arrangement {
        case horizontal
        case vertical
        case custom((CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem])
    }

    let arrangement: Arrangement
    /// The subitems, in placement order (one entry for a repeating group).
    public let subitems: [CollectionLayoutItem]
    /// For a repeating group, how many copies of its subitem it holds.
    let repeatCount: Int?
    /// The space between consecutive subitems (default `nil`: none).
    public var interItemSpacing: CollectionLayoutSpacing?
    /// Supplementary items anchored to the whole group; kept for porting, not placed.
    public var groupSupplementaryItems: [CollectionLayoutSupplementaryItem] = []

    private init(layoutSize: CollectionLayoutSize, arrangement: Arrangement, subitems: [CollectionLayoutItem], repeatCount: Int?) {
        self.arrangement = arrangement
        self.subitems = subitems
        self.repeatCount = repeatCount
        super.init(layoutSize: layoutSize)
    }

    /// A group that places `subitems` left to right, repeating them until it is full when their
    /// sizes leave room (as UIKit does).
    public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, repeatCount: nil)
    }

    /// A group of `count` copies of `subitem` side by side, sharing the group's width equally.
    public static func horizontal(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], repeatCount: max(count, 1))
    }

    /// The iOS 13–15 spelling of ``horizontal(layoutSize:repeatingSubitem:count:)``.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// A group that places `subitems` top to bottom.
    public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, repeatCount: nil)
    }

    /// A group of `count` copies of `subitem` stacked, sharing the group's height equally.
    public static func vertical(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], repeatCount: max(count, 1))
    }

    /// The iOS 13–15 spelling of ``vertical(layoutSize:repeatingSubitem:count:)``.
    public static func vertical(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// A group whose items are where `itemProvider` says, in the group's coordinates. The provider
    /// is called once per section each time the layout prepares.
    public static func custom(layoutSize: CollectionLayoutSize,
                              itemProvider: @escaping (CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], repeatCount: nil)
    }
}

/// One item of a custom group: its frame in the group's coordinates and its stacking order (the
/// twin of `NSCollectionLayoutGroupCustomItem`).
public struct CollectionLayoutGroupCustomItem: Sendable, Hashable {
    /// The item's frame, relative to the group's origin.
    public let frame: CGRect
    /// The stacking order (default 0).
    public let zIndex: Int

    /// Creates a custom item.
    public init(frame: CGRect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }

    /// Hashes every stored value, the geometry by its numbers (Core Graphics' geometry is not
    /// `Hashable` before the macOS 15 SDK).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rect: frame)
        hasher.combine(zIndex)
    }
}
