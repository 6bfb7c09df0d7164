import BatchUpdates
import Foundation

/// Outlines (`NSDiffableDataSourceSectionSnapshot`): a section shows an outline's visible items;
/// expanding or collapsing a parent and applying the outline animates its children in or out.
extension CollectionViewDiffableDataSource {
    public typealias SectionSnapshot = DiffableDataSourceSectionSnapshot<ItemIdentifierType>

    /// Makes a section show an outline's visible items (appending the section when the snapshot
    /// has none), and animates the change like ``apply(_:animatingDifferences:completion:)``.
    ///
    /// - Parameters:
    ///   - snapshot: The outline.
    ///   - section: The section that shows it.
    ///   - animatingDifferences: `false` applies in zero time.
    ///   - completion: Called when the animation ends.
    /// - Returns: One animation per stage.
    /// - Throws: ``DiffableSnapshotError/duplicateItemIdentifiers(_:)`` when an item of the
    ///   outline is shown in another section, or what `apply` throws.
    @discardableResult
    public func apply(_ snapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool = true,
                      completion: (() -> Void)? = nil) throws -> [UpdateAnimation] {
        var next = self.snapshot()
        if next.indexOfSection(section) == nil {
            try next.appendSections([section])
        } else {
            next.deleteItems(try next.itemIdentifiers(inSection: section))
        }
        try next.appendItems(snapshot.visibleItems, toSection: section)
        let animations = try apply(next, animatingDifferences: animatingDifferences, completion: completion)
        sectionSnapshots[section] = snapshot
        return animations
    }

    /// The outline a section shows: the one last applied to it, or its items as roots.
    public func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
        if let outline = sectionSnapshots[section] { return outline }
        var outline = SectionSnapshot()
        try? outline.append((try? snapshot().itemIdentifiers(inSection: section)) ?? [])
        return outline
    }
}
