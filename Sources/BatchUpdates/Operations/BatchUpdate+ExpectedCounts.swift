import Foundation

/// UIKit's count rule, asked of a batch before it is validated: the counts a data source must
/// report after the batch for UIKit's count check to pass. Also defined for a batch UIKit rejects
/// for another reason, so that a data model built from it fails with that reason instead of a
/// count mismatch it made up.
extension BatchUpdate {
    /// Which section before the batch each section after it is (`nil`: inserted), as UIKit pairs
    /// sections for its count check: the ``SectionMap`` the resolution itself uses, so that a
    /// batch UIKit rejects (a section moved twice) gets counts whose resolution fails with UIKit's
    /// reason rather than a count mismatch.
    ///
    /// - Parameter sectionCountBefore: The number of sections before the batch.
    /// - Returns: One entry per section after the batch (before + inserted − deleted).
    public func sectionSources(sectionCountBefore: Int) -> [Int?] {
        Self.sectionSources(of: OperationPlan(operations), sectionCountBefore: sectionCountBefore)
    }

    /// ``sectionSources(sectionCountBefore:)`` from the operations already sorted by what they do.
    private static func sectionSources(of plan: OperationPlan, sectionCountBefore: Int) -> [Int?] {
        let count = plan.sectionCount(before: sectionCountBefore)
        let map = SectionMap(oldCount: sectionCountBefore, newCount: count, deleted: plan.deletedSections,
                             inserted: plan.insertedSections, moves: plan.sectionMoves)
        return (0..<count).map { map.oldSection(forNew: $0) }
    }

    /// The item count UIKit expects of every section after the batch: for a section that existed,
    /// ``SectionItemChanges/expectedCountAfter`` (before + inserted + moved in − deleted − moved
    /// out, at least 0); for an inserted section, the items the batch inserts into it (UIKit does
    /// not check those; a model sizes the new section by them).
    ///
    /// ```swift
    /// BatchUpdate([.deleteItem(IndexPath(item: 0, section: 0)), .insertSection(1)])
    ///     .expectedItemCountsAfter(itemCountsBefore: [3])   // [2, 0]
    /// ```
    ///
    /// - Parameter itemCountsBefore: The item count of every section before the batch.
    /// - Returns: One count per section after the batch.
    public func expectedItemCountsAfter(itemCountsBefore: [Int]) -> [Int] {
        let plan = OperationPlan(operations)
        return Self.sectionSources(of: plan, sectionCountBefore: itemCountsBefore.count).enumerated().map { newSection, source in
            let inserted = plan.insertedItems.count { $0.section == newSection }
            guard let source, itemCountsBefore.indices.contains(source) else { return inserted }
            let changes = SectionItemChanges(
                sectionBeforeUpdate: source, sectionAfterUpdate: newSection, countBefore: itemCountsBefore[source], countAfter: 0,
                inserted: inserted, deleted: plan.deletedItems.count { $0.section == source },
                movedIn: plan.moves(into: newSection).count, movedOut: plan.itemMoves.count { $0.from.section == source })
            return max(0, changes.expectedCountAfter)
        }
    }

    /// Whether the batch deletes the item at `indexPath` (before the batch) or moves it away.
    ///
    /// - Parameter indexPath: An index path before the batch.
    public func removesItem(at indexPath: IndexPath) -> Bool {
        OperationPlan(operations).removes(indexPath)
    }

    /// The items of section `section` (before the batch) that the batch deletes or moves away,
    /// ascending: those for which ``removesItem(at:)`` is `true`, found from the operations
    /// alone, however many items the section holds.
    package func removedItems(inSection section: Int) -> [Int] {
        let plan = OperationPlan(operations)
        return Set((Array(plan.deletedItems) + plan.itemMoves.map(\.from)).filter { $0.count == 2 && $0.section == section }.map(\.item))
            .sorted()
    }
}
