import BatchUpdates
import Foundation

extension CollectionViewDiffableDataSource {
    /// The diff of an apply, or what it threw: the diff's ``SnapshotDiffError`` (never for
    /// snapshots built through their methods) or the hash check's exception.
    @usableFromInline
    typealias MatchedDiff = Result<StagedBatchUpdate<SectionIdentifierType, ItemIdentifierType>, any Error>

    /// The diff from the snapshot on screen to `snapshot`, and the hash check on its matches
    /// (``checkHashes(_:against:)``); `nil` without a view (the apply then only records the
    /// snapshot, without diffing).
    ///
    /// Inlinable, with the `apply` methods that call it, so that the diff and the check are
    /// specialised for the identifier types in the caller's module: reached through this generic
    /// class unspecialised, their hash tables go through generic metadata and run several times
    /// slower. The rest of the apply (the batch updates) is not inlined.
    @inlinable
    func matchedDiff(to snapshot: Snapshot) -> MatchedDiff? {
        guard collectionView != nil else { return nil }
        return Result {
            // Identifier types whose hashes agree with `==` by construction skip the check, and
            // the diff then hashes only the items that are not in their old order.
            if ItemIdentifierType.self is any HashesConsistently.Type {
                return try StagedBatchUpdate(from: current, to: snapshot)
            }
            let (diff, check) = try StagedBatchUpdate.checkingHashes(
                from: current.sections, to: snapshot.sections, changedItems: Set(snapshot.reloadedItemIdentifiers),
                changedSections: Set(snapshot.reloadedSectionIdentifiers))
            try checkHashes(check, against: snapshot)
            return diff
        }
    }
}
