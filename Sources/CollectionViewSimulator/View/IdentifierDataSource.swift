import Foundation

/// A data source over sections of item identifiers, the shape diffable data sources hold.
///
/// Mutate ``sections`` inside `performBatchUpdates` as an app mutates its model, then record the
/// operations; or let `CollectionView.apply(_:to:changedItems:timing:)` compute them:
///
/// ```swift
/// let data = IdentifierDataSource([["a", "b", "c"]])
/// collectionView.dataSource = data
/// collectionView.performBatchUpdates {
///     data.sections[0].remove(at: 1)
///     collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
/// }
/// ```
public final class IdentifierDataSource<ItemID: Hashable & Sendable>: CollectionViewDataSource {
    /// The items of every section, in order.
    public var sections: [[ItemID]]

    /// Creates a data source.
    public init(_ sections: [[ItemID]]) {
        self.sections = sections
    }

    /// The number of sections: one per array in ``sections``.
    public func numberOfSections(in collectionView: CollectionView) -> Int {
        sections.count
    }

    /// The number of identifiers in section `section`; 0 for a section that does not exist.
    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].count : 0
    }

    /// The identifier shown at `indexPath`, if any.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemID? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].indices.contains(indexPath.item) else {
            return nil
        }
        return sections[indexPath.section][indexPath.item]
    }

    /// The index path of `identifier`, if it is shown.
    public func indexPath(for identifier: ItemID) -> IndexPath? {
        for (section, items) in sections.enumerated() {
            if let item = items.firstIndex(of: identifier) { return IndexPath(item: item, section: section) }
        }
        return nil
    }
}
