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
    /// check compares the hashes of the items a lookup matches, and the items no lookup matches
    /// (only in `new` against only in `old`) by `==`, so it costs one lookup per item when no item
    /// changes identity; two such items inside one snapshot are not looked for.
    ///
    /// - Throws: ``DiffableDataSourceError/equalIdentifiersWithDifferentHashes(_:)``.
    static func checkHashes(from old: Snapshot, to new: Snapshot) throws(DiffableDataSourceError) {
        let oldItems = Set(old.itemIdentifiers), newItems = Set(new.itemIdentifiers)
        // A lookup can also meet its equal twin when both hashes land in one bucket: compare the hashes.
        func twin(of item: ItemIdentifierType, in set: Set<ItemIdentifierType>) -> ItemIdentifierType? {
            set.firstIndex(of: item).map { set[$0] }
        }
        let unmatched = old.itemIdentifiers.filter { twin(of: $0, in: newItems)?.hashValue != $0.hashValue }
        guard !unmatched.isEmpty else { return }
        var pairs: [String] = []
        for item in new.itemIdentifiers {
            let found = twin(of: item, in: oldItems)
            if found?.hashValue == item.hashValue { continue }
            guard let equal = found ?? unmatched.first(where: { $0 == item }) else { continue }
            pairs += [String(describing: equal), String(describing: item)]
        }
        if !pairs.isEmpty { throw .equalIdentifiersWithDifferentHashes(pairs) }
    }
}
