import BatchUpdates
import Foundation

/// The views a diffable data source drives: their mutation methods raise unless the data source
/// itself is performing its apply.
@MainActor
protocol DiffableDataSourceDriving: AnyObject {
    /// Whether the data source is recording its apply's operations in the view right now.
    var isRecordingOperations: Bool { get }
}

extension CollectionView {
    /// Raises UIKit's exception when a diffable data source drives the view and is not the caller:
    /// UIKit requires such a view to change through the data source's `apply`.
    ///
    /// - Throws: ``DiffableDataSourceError/updatedDirectly``.
    func rejectMutationOutsideDiffableDataSource() throws(DiffableDataSourceError) {
        if let driver = dataSource as? any DiffableDataSourceDriving, !driver.isRecordingOperations {
            throw .updatedDirectly
        }
    }
}

extension CollectionViewDiffableDataSource {
    /// Raises UIKit's exception (iOS 15 and later) when an item of `snapshot` compares equal to an
    /// item on screen that hashes differently, from what the diff found (`check`): the diff hashes
    /// every identifier once and matches two items only when their hashes are equal and `==`
    /// holds, so such a pair never traps it as it would trap the standard library's `Dictionary`.
    ///
    /// Such a pair escapes hash-based matching (the item would be deleted and inserted instead of
    /// kept), which is how an identifier whose `==` ignores a property its `hash(into:)` uses
    /// shows up. The diff lists the pairs it matched by `==` alone (an item still in its old
    /// order) whose hashes differ; a pair it could not match is an old item and a new item both
    /// unmatched, compared by `==` as long as that takes at most ``equalitySearchBudget``
    /// comparisons: an apply that replaces tens of thousands of items would otherwise compare
    /// every new item with every old one, and such a pair is then an ordinary delete and insert.
    /// Pairs are reported in the new snapshot's order. Nothing is checked for identifiers of the
    /// standard library's and Foundation's own types (``HashesConsistently``). Two such items
    /// inside one snapshot are not looked for.
    ///
    /// - Throws: ``DiffableDataSourceError/equalIdentifiersWithDifferentHashes(_:)``.
    @inlinable
    func checkHashes(_ check: StagedBatchUpdate<SectionIdentifierType, ItemIdentifierType>.HashCheck,
                     against snapshot: Snapshot) throws(DiffableDataSourceError) {
        let comparisons = check.unmatchedOld.count.multipliedReportingOverflow(by: check.unmatchedNew.count)
        let searches = !check.unmatchedOld.isEmpty && !comparisons.overflow && comparisons.partialValue <= Self.equalitySearchBudget
        guard !check.mismatches.isEmpty || searches else { return }
        let oldIDs = current.itemIdentifiers, newIDs = snapshot.itemIdentifiers
        var found = check.mismatches.map { (position: $0.new, old: $0.old) }
        if searches {
            for j in check.unmatchedNew {
                if let g = check.unmatchedOld.first(where: { oldIDs[$0] == newIDs[j] }) { found.append((j, g)) }
            }
        }
        let pairs = found.sorted { $0.position < $1.position }.flatMap { [String(describing: oldIDs[$0.old]), String(describing: newIDs[$0.position])] }
        if !pairs.isEmpty { throw .equalIdentifiersWithDifferentHashes(pairs) }
    }

    /// The most `==` comparisons an apply's hash check makes between items found only in the new
    /// snapshot and items found only in the old one (about 4 million: tens of milliseconds).
    @usableFromInline
    static var equalitySearchBudget: Int { 1 << 22 }
}

/// Identifier types whose `==` and `hash(into:)` agree by construction, the standard library's
/// and Foundation's own: two equal values always hash alike, so an apply has no pair to look for.
@usableFromInline
protocol HashesConsistently {}

extension Int: HashesConsistently {}
extension Int64: HashesConsistently {}
extension Int32: HashesConsistently {}
extension UInt: HashesConsistently {}
extension UInt64: HashesConsistently {}
extension UInt32: HashesConsistently {}
extension String: HashesConsistently {}
extension UUID: HashesConsistently {}
