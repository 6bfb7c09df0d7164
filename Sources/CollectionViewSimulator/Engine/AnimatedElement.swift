import Foundation

/// The element a view shows: its category, its kind, and its index paths before and after the
/// update (`nil` on the side where it does not exist: before for an inserted element, after for a
/// deleted one).
public struct AnimatedElement: Sendable, Hashable, CustomStringConvertible {
    /// Cell, supplementary view or decoration view.
    public let category: CollectionView.ElementCategory
    /// The supplementary or decoration kind; `nil` for a cell.
    public let kind: String?
    /// The element's index path before the change; `nil` for an inserted element.
    public let indexPathBeforeUpdate: IndexPath?
    /// The element's index path after the change; `nil` for a deleted element.
    public let indexPathAfterUpdate: IndexPath?

    /// Creates an element.
    public init(category: CollectionView.ElementCategory, kind: String?, indexPathBeforeUpdate: IndexPath?,
                indexPathAfterUpdate: IndexPath?) {
        self.category = category
        self.kind = kind
        self.indexPathBeforeUpdate = indexPathBeforeUpdate
        self.indexPathAfterUpdate = indexPathAfterUpdate
    }

    /// The element's name as scenario files write it, by its index path after the update, or
    /// before it with ` (before)` when it has none after: `cell 0-3`, `header 1`,
    /// `supplementary badge 0-2`, `decoration row 0-1`, `cell 0-5 (before)`.
    public var description: String {
        guard let indexPath = indexPathAfterUpdate ?? indexPathBeforeUpdate else { return "\(category)" }
        let suffix = indexPathAfterUpdate == nil ? " (before)" : ""
        return ElementReference.name(category: category, kind: kind, indexPath: indexPath) + suffix
    }

    /// The order of tracks in a timeline: category (cells, supplementary, decoration), then the
    /// index path that names the element, then the kind; a view named by its index path before
    /// the update sorts after one named by the same index path after it.
    var sortKey: ElementSortKey {
        let named = indexPathAfterUpdate ?? indexPathBeforeUpdate ?? IndexPath()
        return ElementSortKey(category: category.rawValue, section: named.first ?? -1, item: named.count > 1 ? named[1] : -1,
                              kind: kind ?? "", side: indexPathAfterUpdate == nil ? 1 : 0)
    }
}

/// The sort key of a track; unique within one update.
public struct ElementSortKey: Sendable, Hashable, Comparable {
    let category: Int
    let section: Int
    let item: Int
    let kind: String
    /// 0 for a view named by its index path after the update, 1 for one named by its index path before.
    let side: Int

    /// Category, section, item, kind, then the side that names the element.
    public static func < (lhs: ElementSortKey, rhs: ElementSortKey) -> Bool {
        (lhs.category, lhs.section, lhs.item, lhs.kind, lhs.side) < (rhs.category, rhs.section, rhs.item, rhs.kind, rhs.side)
    }
}
