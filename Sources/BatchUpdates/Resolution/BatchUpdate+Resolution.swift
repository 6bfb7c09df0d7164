import Foundation

extension BatchUpdate {
    /// Resolves the batch as UIKit does at the end of `performBatchUpdates`: decomposes reloads,
    /// runs every check in UIKit's order, drops item operations inside deleted or inserted
    /// sections and exact duplicate moves from counting and mapping, and computes the old↔new
    /// map. The update items keep every operation as recorded, as UIKit hands them to the layout.
    ///
    /// ```swift
    /// var batch = BatchUpdate()
    /// batch.deleteItems(at: [IndexPath(item: 2, section: 0)])
    /// batch.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 4, section: 0))
    /// let resolved = try batch.resolved(itemCountsBefore: [8, 3], itemCountsAfter: [7, 3])
    /// resolved.newIndexPath(forOld: IndexPath(item: 3, section: 0))  // [0, 2]
    /// ```
    ///
    /// - Parameters:
    ///   - itemCountsBefore: The item count of every section before the update: the counts UIKit
    ///     has cached from the data source.
    ///   - itemCountsAfter: The item count of every section that the data source reports after the
    ///     update closure has run.
    ///   - behavior: Which UIKit's validation to model; iOS 16.4 and later by default.
    /// - Returns: The resolved batch.
    /// - Throws: ``BatchUpdateError`` with UIKit's message when UIKit would raise an exception.
    public func resolved(itemCountsBefore: [Int], itemCountsAfter: [Int],
                         behavior: ValidationBehavior = .modern) throws(BatchUpdateError) -> ResolvedBatchUpdate {
        try Self.checkCounts(itemCountsBefore, moment: "before")
        try Self.checkCounts(itemCountsAfter, moment: "after")
        var normalized = try NormalizedBatch(operations)
        try normalized.decomposeReloads()
        let validator = BatchValidator(batch: normalized, before: itemCountsBefore, after: itemCountsAfter)
        let sectionMap = SectionMap(
            oldCount: itemCountsBefore.count, newCount: itemCountsAfter.count,
            deleted: validator.deletedSections, inserted: validator.insertedSections, moves: validator.sectionMoves)
        let updateItems = Self.updateItems(normalized)
        let changes = validator.itemChanges(sections: sectionMap, byRawSection: behavior == .classicRawMoveCounting)
        switch behavior {
        case .modern:
            guard validator.sectionCountAddsUp, changes.allSatisfy(\.addsUp) else {
                throw .inconsistentCounts(before: itemCountsBefore, after: itemCountsAfter, updates: updateItems)
            }
            try validator.validateOperations()
        case .classic, .classicRawMoveCounting:
            try validator.validateOperations()
            try validator.validateCountsClassic(changes)
        }
        return ResolvedBatchUpdate(
            batch: self, before: itemCountsBefore, after: itemCountsAfter, updateItems: updateItems,
            itemChanges: changes, validator: validator, sectionMap: sectionMap,
            warnings: Self.warnings(normalized, validator: validator))
    }

    private static func checkCounts(_ counts: [Int], moment: String) throws(BatchUpdateError) {
        if let section = counts.firstIndex(where: { $0 < 0 }) {
            throw .negativeItemCount(section: section, count: counts[section], moment: moment)
        }
    }
}
