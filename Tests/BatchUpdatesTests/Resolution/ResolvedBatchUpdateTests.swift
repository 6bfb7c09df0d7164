import BatchUpdates
import Foundation
import Testing

@Suite("Resolved batches")
@MainActor
struct ResolvedBatchUpdateTests {
    private func resolve(_ operations: [String], _ before: [Int], _ after: [Int]) throws -> ResolvedBatchUpdate {
        try BatchUpdate(parsing: operations).resolved(itemCountsBefore: before, itemCountsAfter: after)
    }

    private func ip(_ section: Int, _ item: Int) -> IndexPath {
        IndexPath(item: item, section: section)
    }

    /// Every old item's new index path, in old order, as `section-item` or `-`.
    private func map(_ resolved: ResolvedBatchUpdate) -> [String] {
        resolved.itemCountsBefore.enumerated().flatMap { section, count in
            (0..<count).map { resolved.newIndexPath(forOld: ip(section, $0))?.compactDescription ?? "-" }
        }
    }

    @Test("the reference's worked example: [A,B,C,D], delete 0, move 2→0 gives [C,B,D] (§2.3)")
    func workedExample() throws {
        let resolved = try resolve(["delete 0-0", "move 0-2 -> 0-0"], [4], [3])
        #expect(map(resolved) == ["-", "0-1", "0-0", "0-2"])
        #expect((0..<3).map { resolved.oldIndexPath(forNew: ip(0, $0))?.item } == [2, 1, 3])
    }

    @Test("batchsim's example: survivors fill the free slots in old order around the move")
    func validateExample() throws {
        let resolved = try resolve(["delete 0-2", "move 0-1 -> 0-4"], [8, 3], [7, 3])
        #expect(map(resolved) == ["0-0", "0-4", "-", "0-1", "0-2", "0-3", "0-5", "0-6", "1-0", "1-1", "1-2"])
        #expect(resolved.updateItems.map(\.description) == ["delete 0-2", "move 0-1 -> 0-4"])
    }

    @Test("update items: deletes, inserts, reloads, moves, each ascending, sections after their items (§1.2)")
    func updateItemOrder() throws {
        let resolved = try resolve(
            ["move 1-1 -> 1-0", "insert 1-2", "reload 0-1", "delete section 2", "insert 0-0", "delete 1-2",
             "move section 3 -> 2", "delete 0-3", "insert section 3"],
            [4, 3, 1, 2], [4, 3, 2, 5])
        #expect(resolved.updateItems.map(\.description) == [
            "delete 0-3", "delete 1-2", "delete section 2", "insert 0-0", "insert 1-2", "insert section 3",
            "reload 0-1 -> 0-2", "move 1-1 -> 1-0", "move section 3 -> 2",
        ])
        let sectionDelete = resolved.updateItems[2]
        #expect(sectionDelete.indexPathBeforeUpdate == ip(2, NSNotFound))
        #expect(sectionDelete.indexPathAfterUpdate == nil)
        #expect(sectionDelete.updateAction == .delete && sectionDelete.updateAction.rawValue == 1)
        #expect(sectionDelete.isSectionUpdate)
        #expect(resolved.deletedSections == [2])
        #expect(resolved.insertedSections == [3])
        #expect(resolved.newSection(forOld: 3) == 2 && resolved.oldSection(forNew: 3) == nil)
    }

    @Test("a reload's insert moves with deletes and inserts before it but ignores moves (§2.4)")
    func reloadPlacement() throws {
        let resolved = try resolve(["reload 0-3", "delete 0-1", "insert 0-0", "insert 0-1", "move 0-5 -> 0-6"], [6], [7])
        let reload = try #require(resolved.updateItems.first { $0.updateAction == .reload })
        #expect(reload.indexPathBeforeUpdate == ip(0, 3))
        #expect(reload.indexPathAfterUpdate == ip(0, 4))
        #expect(resolved.newIndexPath(forOld: ip(0, 3)) == nil)
        #expect(resolved.oldIndexPath(forNew: ip(0, 4)) == nil)
    }

    @Test("a section reload is a section delete and insert; its insert follows inserted sections before it")
    func sectionReload() throws {
        let resolved = try resolve(["reload section 1", "insert section 0"], [2, 3], [1, 2, 4])
        #expect(resolved.updateItems.map(\.description) == ["insert section 0", "reload section 1 -> 2"])
        #expect(resolved.newSection(forOld: 0) == 1)
        #expect(resolved.newSection(forOld: 1) == nil)
        #expect(resolved.deletedSections == [1] && resolved.insertedSections == [0, 2])
        #expect(resolved.newIndexPath(forOld: ip(1, 0)) == nil)
    }

    @Test("item operations inside deleted and inserted sections are neither counted nor mapped, but listed")
    func droppedOperations() throws {
        let resolved = try resolve(["delete section 0", "delete 0-9", "insert section 1", "insert 1-4"], [1, 2], [2, 5])
        #expect(resolved.updateItems.map(\.description) == ["delete 0-9", "delete section 0", "insert 1-4", "insert section 1"])
        #expect(resolved.newIndexPath(forOld: ip(1, 1)) == ip(0, 1))
        #expect(resolved.itemChanges.map(\.inserted) == [0] && resolved.itemChanges.map(\.deleted) == [0])
    }

    @Test("an item reloaded inside a reloaded section is listed but not counted; inside a deleted section its insert remains")
    func reloadsInsideReloadedSections() throws {
        let inReloaded = try resolve(["reload section 0", "reload 0-1"], [3], [5])
        #expect(inReloaded.updateItems.map(\.description) == ["reload 0-1", "reload section 0"])
        // UIKit's loop skips only the section's own delete, so the insert lands in what is now section 0.
        let inDeleted = try resolve(["delete section 0", "reload 0-0"], [1, 2], [3])
        #expect(inDeleted.updateItems.map(\.description) == ["delete section 0", "reload 0-0"])
        #expect(inDeleted.oldIndexPath(forNew: ip(0, 0)) == nil)
    }

    @Test("exact duplicate moves are validated once and listed as recorded; other duplicates warn")
    func duplicates() throws {
        let moves = try resolve(["move 0-0 -> 0-2", "move 0-0 -> 0-2"], [3], [3])
        #expect(moves.updateItems.count == 2)
        #expect(moves.warnings.isEmpty)
        let deletes = try resolve(["delete 0-1", "delete 0-1", "insert 0-0"], [3], [2])
        #expect(deletes.warnings == [.duplicateOperation(.deleteItem(ip(0, 1)), count: 2)])
        #expect(deletes.warnings.first?.description.contains("IGListKit #651") == true)
        #expect(deletes.updateItems.map(\.description) == ["delete 0-1", "delete 0-1", "insert 0-0"])
    }

    @Test("item operations inside a moved section are accepted with a warning (§2.5)")
    func itemOperationsInMovedSections() throws {
        let resolved = try resolve(["move section 0 -> 1", "delete 0-0", "insert 1-0", "move 1-0 -> 1-1"], [2, 1], [0, 3])
        #expect(resolved.warnings == [
            .itemOperationInMovedSection(.deleteItem(ip(0, 0)), section: 0),
            .itemOperationInMovedSection(.insertItem(ip(1, 0)), section: 1),
            .itemOperationInMovedSection(.moveItem(from: ip(1, 0), to: ip(1, 1)), section: 1),
        ])
        #expect(map(resolved) == ["-", "1-2", "1-1"])
    }

    @Test("index paths that did not exist map to nothing")
    func outOfRangeLookups() throws {
        let resolved = try resolve(["insert 0-0"], [1], [2])
        #expect(resolved.newIndexPath(forOld: ip(0, 1)) == nil)
        #expect(resolved.newIndexPath(forOld: ip(3, 0)) == nil)
        #expect(resolved.oldIndexPath(forNew: ip(0, -1)) == nil)
        #expect(resolved.newIndexPath(forOld: IndexPath(index: 0)) == nil)
        #expect(resolved.newSection(forOld: 7) == nil)
    }
}
