import Foundation

/// A container that places its subitems along a line or where a closure says: the twin of
/// `NSCollectionLayoutGroup`.
///
/// A horizontal group places its subitems left to right, a vertical one top to bottom, each
/// resolved against the group's size and separated by ``interItemSpacing``. A repeating group
/// (iOS 16's `repeatingSubitem:count:`) places `count` copies of its subitem at the subitem's own
/// size (Apple: "It's your responsibility to ensure that the group's layoutSize can fit count
/// repetitions of this item"); the deprecated `subitem:count:` instead makes "equally sized
/// items" that share the group's length after the spacing, whatever the subitem's own size. A
/// custom group asks its item provider for the frames. The section repeats the group
/// along the scrolling axis until every item is placed; the last group may hold fewer items.
///
/// ```swift
/// let item = CollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
/// let row = CollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
///                                           subitems: [item])
/// ```
@preconcurrency @MainActor
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
    /// Whether a repeating group divides its length equally among its copies (the deprecated
    /// `subitem:count:`) rather than keeping the subitem's own size (`repeatingSubitem:count:`).
    private(set) var dividesLength = false
    /// The space between consecutive subitems (default `nil`: none).
    public var interItemSpacing: CollectionLayoutSpacing?
    /// Supplementary items anchored to each instance of the group (UIKit's settable
    /// `NSCollectionLayoutGroup.supplementaryItems`): one view per instance that holds a cell, on
    /// the instance's frame less its ``CollectionLayoutItem/contentInsets``, at the index path of
    /// the instance's first cell (see ``CollectionLayoutSupplementaryItem``). A nested group's
    /// items are placed on each of its instances.
    public override var supplementaryItems: [CollectionLayoutSupplementaryItem] {
        get { anchoredItems }
        set { anchoredItems = newValue }
    }

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

    /// A group of `count` copies of `subitem` side by side, each at the subitem's own size and
    /// separated by ``interItemSpacing`` (iOS 16).
    public static func horizontal(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], repeatCount: max(count, 1))
    }

    /// The iOS 13–15 spelling (deprecated in iOS 16), which unlike
    /// ``horizontal(layoutSize:repeatingSubitem:count:)`` sizes the copies to share the group's
    /// width equally (Apple: "N items equally sized along the horizontal axis"), whatever the
    /// subitem's own width.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        let group = horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
        group.dividesLength = true
        return group
    }

    /// A group that places `subitems` top to bottom.
    public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, repeatCount: nil)
    }

    /// A group of `count` copies of `subitem` stacked, each at the subitem's own size and
    /// separated by ``interItemSpacing`` (iOS 16).
    public static func vertical(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], repeatCount: max(count, 1))
    }

    /// The iOS 13–15 spelling (deprecated in iOS 16), which unlike
    /// ``vertical(layoutSize:repeatingSubitem:count:)`` sizes the copies to share the group's
    /// height equally, whatever the subitem's own height.
    public static func vertical(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        let group = vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
        group.dividesLength = true
        return group
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
