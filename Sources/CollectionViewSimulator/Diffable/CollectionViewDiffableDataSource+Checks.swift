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
    /// Raises UIKit's exception (iOS 15 and later) when an item of `new` compares equal to an item
    /// of `old` that hashes differently.
    ///
    /// Such a pair escapes the hash-based matching of the diff (the item would be deleted and
    /// inserted instead of kept, or matched only when the hashes happen to share a bucket), which
    /// is how an identifier whose `==` ignores a property its `hash(into:)` uses shows up. The
    /// check compares the hashes of items equal at the same position, then, for the items that
    /// moved, were inserted or deleted, the hashes of the items a lookup matches and the items no
    /// lookup matches (only in `new` against only in `old`) by `==`; so it costs one `==` and two
    /// hashes per item that stays in place. Two such items inside one snapshot are not looked for.
    ///
    /// - Throws: ``DiffableDataSourceError/equalIdentifiersWithDifferentHashes(_:)``.
    static func checkHashes(from old: Snapshot, to new: Snapshot) throws(DiffableDataSourceError) {
        let oldIDs = old.itemIdentifiers, newIDs = new.itemIdentifiers
        // Found pairs, by the new item's position, so that they are reported in the new snapshot's order.
        var found: [(position: Int, pair: [String])] = []
        // An item equal to the one at its own position in the other snapshot has found its only
        // equal partner (a snapshot refuses duplicates): compare their hashes without a lookup, and
        // send only the other items through the sets, which costs nothing when few items move.
        var oldRest: [ItemIdentifierType] = [], newRest: [(position: Int, item: ItemIdentifierType)] = []
        for position in 0..<max(oldIDs.count, newIDs.count) {
            let before = position < oldIDs.count ? oldIDs[position] : nil
            let after = position < newIDs.count ? newIDs[position] : nil
            if let before, let after, before == after {
                if before.hashValue != after.hashValue { found.append((position, [String(describing: before), String(describing: after)])) }
                continue
            }
            if let before { oldRest.append(before) }
            if let after { newRest.append((position, after)) }
        }
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
