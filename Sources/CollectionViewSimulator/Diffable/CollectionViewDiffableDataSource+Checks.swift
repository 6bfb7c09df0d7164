import BatchUpdates
import Foundation

/// The views a diffable data source drives: their mutation methods raise unless the data source
/// itself is performing its apply.
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
    /// The diff from `old` to `new` (`matched`, from ``matchedDiff(to:)``), after the hash check
    /// (``checkHashes(from:to:oldItemForNew:)``), which pairs the items the diff matched: an
    /// exception UIKit raises about hashes comes before one about the snapshots.
    ///
    /// - Throws: ``DiffableDataSourceError/equalIdentifiersWithDifferentHashes(_:)``, else
    ///   ``SnapshotDiffError``.
    static func checkedDiff(_ matched: MatchedDiff, from old: Snapshot, to new: Snapshot) throws
    -> StagedBatchUpdate<SectionIdentifierType, ItemIdentifierType> {
        switch matched {
        case .success(let (diff, oldItemForNew)):
            try checkHashes(from: old, to: new, oldItemForNew: oldItemForNew)
            return diff
        case .failure(let error):
            try checkHashes(from: old, to: new, oldItemForNew: nil)
            throw error
        }
    }

    /// Raises UIKit's exception (iOS 15 and later) when an item of `new` compares equal to an item
    /// of `old` that hashes differently.
    ///
    /// Such a pair escapes the hash-based matching of the diff (the item would be deleted and
    /// inserted instead of kept, or matched only when the hashes happen to share a bucket), which
    /// is how an identifier whose `==` ignores a property its `hash(into:)` uses shows up. Items
    /// already paired (by the diff, which pairs equal items only, or else items equal at the same
    /// position) have found their only equal partner, since a snapshot refuses duplicates: the
    /// check compares their hashes. The other items (inserted and deleted ones) go through two
    /// hash sets: the hashes of the items a lookup matches are compared, and the items no lookup
    /// matches (only in `new` against only in `old`) are compared by `==`. So it costs two hashes
    /// per paired item, and nothing for identifiers of the standard library's and Foundation's
    /// own types (``HashesConsistently``). Two such items inside one snapshot are not looked for.
    ///
    /// - Parameter oldItemForNew: For each new item (global index), the global index of the old
    ///   item it is paired with, or -1; `nil` pairs the items equal at the same position.
    /// - Throws: ``DiffableDataSourceError/equalIdentifiersWithDifferentHashes(_:)``.
    static func checkHashes(from old: Snapshot, to new: Snapshot, oldItemForNew: [Int]?) throws(DiffableDataSourceError) {
        if ItemIdentifierType.self is any HashesConsistently.Type { return }
        let oldIDs = old.itemIdentifiers, newIDs = new.itemIdentifiers
        let partners = oldItemForNew ?? newIDs.indices.map { $0 < oldIDs.count && oldIDs[$0] == newIDs[$0] ? $0 : -1 }
        // Found pairs, by the new item's position, so that they are reported in the new snapshot's order.
        var found: [(position: Int, pair: [String])] = []
        var oldPaired = [Bool](repeating: false, count: oldIDs.count)
        var newRest: [(position: Int, item: ItemIdentifierType)] = []
        for (position, item) in newIDs.enumerated() {
            let partner = partners[position]
            guard partner >= 0 else {
                newRest.append((position, item))
                continue
            }
            oldPaired[partner] = true
            let before = oldIDs[partner]
            if before.hashValue != item.hashValue { found.append((position, [String(describing: before), String(describing: item)])) }
        }
        var oldRest: [ItemIdentifierType] = []
        for (position, item) in oldIDs.enumerated() where !oldPaired[position] { oldRest.append(item) }
        let oldItems = Set(oldRest), newItems = Set(newRest.map(\.item))
        // A lookup can also meet its equal twin when both hashes land in one bucket: compare the hashes.
        func twin(of item: ItemIdentifierType, in set: Set<ItemIdentifierType>) -> ItemIdentifierType? {
            set.firstIndex(of: item).map { set[$0] }
        }
        let unmatched = oldRest.filter { twin(of: $0, in: newItems)?.hashValue != $0.hashValue }
        if !unmatched.isEmpty {
            for (position, item) in newRest {
                let twin = twin(of: item, in: oldItems)
                if twin?.hashValue == item.hashValue { continue }
                guard let equal = twin ?? unmatched.first(where: { $0 == item }) else { continue }
                found.append((position, [String(describing: equal), String(describing: item)]))
            }
        }
        let pairs = found.sorted { $0.position < $1.position }.flatMap(\.pair)
        if !pairs.isEmpty { throw .equalIdentifiersWithDifferentHashes(pairs) }
    }
}

/// Identifier types whose `==` and `hash(into:)` agree by construction, the standard library's
/// and Foundation's own: two equal values always hash alike, so an apply has no pair to look for.
protocol HashesConsistently {}

extension Int: HashesConsistently {}
extension Int64: HashesConsistently {}
extension Int32: HashesConsistently {}
extension UInt: HashesConsistently {}
extension UInt64: HashesConsistently {}
extension UInt32: HashesConsistently {}
extension String: HashesConsistently {}
extension UUID: HashesConsistently {}
