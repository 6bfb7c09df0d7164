import BatchUpdates
import Foundation

extension CollectionViewDiffableDataSource {
    /// The diff of an apply, or what it threw: the hash check's exception (UIKit raises it before
    /// any about the snapshots) or the diff's ``SnapshotDiffError``.
    @usableFromInline
    typealias MatchedDiff = Result<StagedBatchUpdate<SectionIdentifierType, ItemIdentifierType>, any Error>

    /// The diff from the snapshot on screen to `snapshot`, after the hash check
    /// (``checkHashes(against:)``); `nil` without a view (the apply then only records the snapshot,
    /// without diffing).
    ///
    /// Inlinable, with the `apply` methods that call it, so that the diff is specialised for the
    /// identifier types in the caller's module: reached through this generic class unspecialised,
    /// its hash tables go through generic metadata and the diff runs several times slower. The
    /// rest of the apply (hash check, batch updates) is not inlined.
    @inlinable
    func matchedDiff(to snapshot: Snapshot) -> MatchedDiff? {
        guard collectionView != nil else { return nil }
        return Result {
            try checkHashes(against: snapshot)
            return try StagedBatchUpdate(from: current, to: snapshot)
        }
    }
}
