import BatchUpdates
import Foundation

/// The views a diffable data source drives: their mutation methods raise unless the data source
/// itself is performing its apply.
@MainActor
protocol DiffableDataSourceDriving: AnyObject {
    /// Whether the data source is recording its apply's operations in the view right now.
    var isRecordingOperations: Bool { get }
    /// What `numberOfSections(in:)` and `collectionView(_:numberOfItemsInSection:)` answer, every
    /// section's count in one read, when they are the data source's own (not a subclass's, which
    /// may override them); `nil` otherwise. The engine reads the counts at every change, and each
    /// call of a `@preconcurrency` protocol's requirement checks its executor.
    var ownItemCounts: [Int]? { get }
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
        // Only the items the check names are read (not every identifier of both snapshots), in
        // loops (a main-actor closure checks its executor on every call).
        var found: [(position: Int, old: Int)] = []
        for mismatch in check.mismatches { found.append((mismatch.new, mismatch.old)) }
        if searches {
            let oldItems = Self.items(at: check.unmatchedOld, in: current.sections)
            let newItems = Self.items(at: check.unmatchedNew, in: snapshot.sections)
            for (n, j) in check.unmatchedNew.enumerated() {
                for (o, g) in check.unmatchedOld.enumerated() where oldItems[o] == newItems[n] {
                    found.append((j, g))
                    break
                }
            }
        }
        guard !found.isEmpty else { return }
        found.sort { $0.position < $1.position }
        var pairs: [String] = []
        for pair in found {
            guard let old = Self.items(at: [pair.old], in: current.sections).first,
                  let new = Self.items(at: [pair.position], in: snapshot.sections).first else { continue }
            pairs.append(String(describing: old))
            pairs.append(String(describing: new))
        }
        if !pairs.isEmpty { throw .equalIdentifiersWithDifferentHashes(pairs) }
    }

    /// The items at ascending global `positions` (counting items section after section) of
    /// `sections`; positions past the last item are left out.
    @inlinable
    static func items(at positions: [Int], in sections: [SnapshotSection<SectionIdentifierType, ItemIdentifierType>]) -> [ItemIdentifierType] {
        var items: [ItemIdentifierType] = []
        items.reserveCapacity(positions.count)
        var (section, start) = (0, 0)
        for position in positions {
            while section < sections.count, position >= start + sections[section].items.count {
                start += sections[section].items.count
                section += 1
            }
            guard section < sections.count, position >= start else { break }
            items.append(sections[section].items[position - start])
        }
        return items
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
