import BatchUpdates
import Foundation

/// What the data source shows: its snapshot, and the look-ups between identifiers and positions
/// (UIKit's, not overridable).
extension CollectionViewDiffableDataSource {
    /// A copy of the snapshot the view shows (without reload or reconfigure marks).
    public func snapshot() -> Snapshot { current }

    /// The item at an index path of the snapshot on screen, or `nil`.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, displayed.indices.contains(indexPath.section),
              displayed[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return displayed[indexPath.section].items[indexPath.item]
    }

    /// The index path of an item in the snapshot on screen, or `nil`.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.indexPath(ofItem: itemIdentifier)
    }

    /// The identifier of the section at an index, or `nil` (iOS 15).
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        displayed.indices.contains(index) ? displayed[index].id : nil
    }

    /// The index of a section, or `nil` (iOS 15).
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }
}
