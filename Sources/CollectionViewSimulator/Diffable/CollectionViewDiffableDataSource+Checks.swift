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
    /// inserted instead of kept), which is how an identifier whose `==` ignores a property its
    /// `hash(into:)` uses shows up. The check compares the items the hashes could not match (those
    /// only in `new` with those only in `old`), so it costs nothing when no item changes identity;
    /// two such items inside one snapshot are not looked for.
    ///
    /// - Throws: ``DiffableDataSourceError/equalIdentifiersWithDifferentHashes(_:)``.
    static func checkHashes(from old: Snapshot, to new: Snapshot) throws(DiffableDataSourceError) {
        let oldItems = Set(old.itemIdentifiers), newItems = Set(new.itemIdentifiers)
        let removed = old.itemIdentifiers.filter { !newItems.contains($0) }
        guard !removed.isEmpty else { return }
        var pairs: [String] = []
        for item in new.itemIdentifiers where !oldItems.contains(item) {
            guard let twin = removed.first(where: { $0 == item }) else { continue }
            pairs += [String(describing: twin), String(describing: item)]
        }
        if !pairs.isEmpty { throw .equalIdentifiersWithDifferentHashes(pairs) }
    }
}
