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
    /// item on screen that hashes differently. It runs before the diff: the diff's hash table
    /// would otherwise hold both items, two equal keys, which the standard library's `Dictionary`
    /// traps on.
    ///
    /// Such a pair escapes hash-based matching (the item would be deleted and inserted instead of
    /// kept, or matched only when the hashes happen to share a bucket), which is how an identifier
    /// whose `==` ignores a property its `hash(into:)` uses shows up. Items equal at the same
    /// position have found their only equal partner, since a snapshot refuses duplicates: the
    /// check compares their hashes. The other items go through two hash sets, one per snapshot:
    /// the hashes of the items a lookup matches are compared, and the items no lookup matches
    /// (only in the new snapshot against only in the old) are compared by `==`, as long as that
    /// takes at most ``equalitySearchBudget`` comparisons: an apply that replaces tens of thousands
    /// of items would otherwise compare every new item with every old one, and a pair that only
    /// `==` finds is then left to the hash tables, as UIKit's own check finds it. Nothing is checked
    /// for identifiers of the standard library's and Foundation's own types
    /// (``HashesConsistently``). Two such items inside one snapshot are not looked for.
    ///
    /// - Throws: ``DiffableDataSourceError/equalIdentifiersWithDifferentHashes(_:)``.
    @usableFromInline
    func checkHashes(against snapshot: Snapshot) throws(DiffableDataSourceError) {
        if ItemIdentifierType.self is any HashesConsistently.Type { return }
        let oldIDs = current.itemIdentifiers, newIDs = snapshot.itemIdentifiers
        // Found pairs, by the new item's position, so that they are reported in the new snapshot's order.
        var found: [(position: Int, pair: [String])] = []
        var oldPaired = [Bool](repeating: false, count: oldIDs.count)
        var newRest: [(position: Int, item: ItemIdentifierType)] = []
        for (position, item) in newIDs.enumerated() {
            guard position < oldIDs.count, oldIDs[position] == item else {
                newRest.append((position, item))
                continue
            }
            oldPaired[position] = true
            let before = oldIDs[position]
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
        let comparisons = unmatched.count.multipliedReportingOverflow(by: newRest.count)
        if !unmatched.isEmpty, !comparisons.overflow, comparisons.partialValue <= Self.equalitySearchBudget {
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

    /// The most `==` comparisons an apply's hash check makes between items found only in the new
    /// snapshot and items found only in the old one (about 4 million: tens of milliseconds).
    @usableFromInline
    static var equalitySearchBudget: Int { 1 << 22 }
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
