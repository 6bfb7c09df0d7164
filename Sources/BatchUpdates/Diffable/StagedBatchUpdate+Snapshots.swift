import Foundation

extension StagedBatchUpdate {
    /// The batch updates that apply `new` over `old`, as a diffable data source computes them:
    /// sections and items matched by identifier, `new`'s reloaded items and sections reloaded
    /// (reconfigured items need no operation: their cells stay).
    ///
    /// - Parameters:
    ///   - old: The snapshot on screen.
    ///   - new: The snapshot to apply.
    /// - Throws: Never for snapshots built through their methods, which keep identifiers unique;
    ///   ``SnapshotDiffError`` otherwise.
    @inlinable
    public init(from old: DiffableDataSourceSnapshot<SectionID, ItemID>, to new: DiffableDataSourceSnapshot<SectionID, ItemID>) throws(SnapshotDiffError) {
        try self.init(from: old.sections, to: new.sections, changedItems: Set(new.reloadedItemIdentifiers),
                      changedSections: Set(new.reloadedSectionIdentifiers))
    }
}
