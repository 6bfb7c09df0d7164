import BatchUpdates
import Foundation

extension CollectionViewDiffableDataSource {
    /// The diff of an apply with the item matches it found (see
    /// `StagedBatchUpdate.matched(from:to:)`), or the error the diff threw.
    @usableFromInline
    typealias MatchedDiff = Result<(diff: StagedBatchUpdate<SectionIdentifierType, ItemIdentifierType>, oldItemForNew: [Int]?),
                                   SnapshotDiffError>

    /// The diff from the snapshot on screen to `snapshot`; `nil` without a view (the apply then
    /// only records the snapshot, without diffing).
    ///
    /// Inlinable, with the `apply` methods that call it, so that the diff is specialised for the
    /// identifier types in the caller's module: reached through this generic class unspecialised,
    /// its hash tables go through generic metadata and the diff runs several times slower. The
    /// rest of the apply (hash check, batch updates) is not inlined.
    ///
    /// `nil` too when an item of `snapshot` equals one on screen but hashes differently: the diff's
    /// hash table would then hold two equal keys, which the standard library's `Dictionary` traps
    /// on. The apply raises UIKit's exception about it instead (``applyThrowing(_:matched:animatingDifferences:completion:)``
    /// checks before it diffs).
    @inlinable
    func matchedDiff(to snapshot: Snapshot) -> MatchedDiff? {
        guard collectionView != nil, hashesAgree(with: snapshot) else { return nil }
        do {
            return .success(try StagedBatchUpdate.matched(from: current, to: snapshot))
        } catch {
            return .failure(error)
        }
    }

    /// Whether every item of `snapshot` that equals an item on screen hashes as it does (always
    /// for the standard library's and Foundation's identifier types): the check that must come
    /// before any hash table holds items of both snapshots.
    @usableFromInline
    func hashesAgree(with snapshot: Snapshot) -> Bool {
        (try? Self.checkHashes(from: current, to: snapshot, oldItemForNew: nil)) != nil
    }
}
