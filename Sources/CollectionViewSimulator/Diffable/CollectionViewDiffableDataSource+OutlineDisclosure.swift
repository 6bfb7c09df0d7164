import BatchUpdates
import Foundation

/// Expanding and collapsing an outline's item as the user does, through its outline disclosure
/// accessory: the data source asks ``SectionSnapshotHandlers`` and applies the changed outline.
extension CollectionViewDiffableDataSource {
    /// The closures UIKit's diffable data source calls when the user expands or collapses an
    /// outline's item (UIKit's `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`, generic there over
    /// the same item type, so spelt without a parameter here).
    /// They are not called when the app expands or collapses a section snapshot and applies it.
    ///
    /// ```swift
    /// dataSource.sectionSnapshotHandlers.snapshotForExpandingParentItem = { parent, children in
    ///     var loaded = children
    ///     loaded.append(model.children(of: parent))
    ///     return loaded
    /// }
    /// ```
    public struct SectionSnapshotHandlers {
        /// Whether the item may expand; `true` without it.
        public var shouldExpandItem: ((ItemIdentifierType) -> Bool)?
        /// Called before the item expands.
        public var willExpandItem: ((ItemIdentifierType) -> Void)?
        /// Whether the item may collapse; `true` without it.
        public var shouldCollapseItem: ((ItemIdentifierType) -> Bool)?
        /// Called before the item collapses.
        public var willCollapseItem: ((ItemIdentifierType) -> Void)?
        /// The children an expanding item shows, given the ones it has (loaded lazily).
        public var snapshotForExpandingParentItem: ((ItemIdentifierType, DiffableDataSourceSectionSnapshot<ItemIdentifierType>)
            -> DiffableDataSourceSectionSnapshot<ItemIdentifierType>)?

        /// Handlers that let every item expand and collapse.
        public init() {}
    }

    /// Taps an item's outline disclosure accessory (the simulator's stand-in for the user's tap):
    /// a collapsed item expands and an expanded one collapses, if ``sectionSnapshotHandlers``
    /// allow it, in UIKit's order (`shouldExpandItem`, `willExpandItem`,
    /// `snapshotForExpandingParentItem`, then the apply; or `shouldCollapseItem`,
    /// `willCollapseItem`, then the apply).
    ///
    /// - Parameter item: An item of an outline applied with ``apply(_:to:animatingDifferences:completion:)``.
    /// - Returns: The apply's animations; none when the item has no outline or a handler refuses.
    /// - Throws: What the apply throws.
    @discardableResult
    public func toggleOutlineDisclosure(of item: ItemIdentifierType) throws -> [UpdateAnimation] {
        guard let section = current.sectionIdentifier(containingItem: item), var outline = sectionSnapshots[section],
              outline.contains(item) else { return [] }
        let handlers = sectionSnapshotHandlers
        if outline.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return [] }
            handlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return [] }
            handlers.willExpandItem?(item)
            if let provide = handlers.snapshotForExpandingParentItem {
                try outline.replaceChildren(of: item, with: provide(item, try outline.throwing.snapshot(of: item)))
            }
            outline.expand([item])
        }
        return try applyThrowing(outline, to: section, animatingDifferences: true, completion: nil)
    }
}

extension DiffableDataSourceSectionSnapshot {
    /// Replaces `parent`'s children with `children`'s items, keeping their nesting and expansion.
    mutating func replaceChildren(of parent: ItemIdentifierType, with children: Self) throws(DiffableSnapshotError) {
        delete(try throwing.snapshot(of: parent).items)
        for child in children.items {
            try throwing.append([child], to: children.parent(of: child) ?? parent)
            if children.isExpanded(child) { expand([child]) }
        }
    }
}
