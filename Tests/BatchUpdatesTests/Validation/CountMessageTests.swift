import BatchUpdates
import Foundation
import Testing

@Suite("UIKit's count messages")
@MainActor
struct CountMessageTests {
    private func message(_ operations: [String], _ before: [Int], _ after: [Int], _ behavior: ValidationBehavior) -> String? {
        BatchUpdateErrorTests.message(operations, before, after, behavior)
    }

    @Test("classic: the section count (DeepDiff #56)")
    func classicSectionCount() {
        #expect(message([], [1], [1, 0], .classic) == """
            Invalid update: invalid number of sections.  The number of sections contained in the collection view \
            after the update (2) must be equal to the number of sections contained in the collection view before \
            the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).
            """)
    }

    @Test("classic: an item count, with a reload counted as one insert and one delete")
    func classicItemCount() {
        #expect(message(["insert 0-0", "reload 0-1"], [3], [3], .classic) == """
            Invalid update: invalid number of items in section 0.  The number of items contained in an existing \
            section after the update (3) must be equal to the number of items contained in that section before the \
            update (3), plus or minus the number of items inserted or deleted from that section (2 inserted, \
            1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, \
            0 moved out).
            """)
    }

    @Test("classic: a move between sections with unchanged counts (KDRearrangeableCollectionViewFlowLayout #1)")
    func classicCrossSectionMove() {
        let text = message(["move 1-0 -> 0-0"], [2, 2], [2, 2], .classic)
        #expect(text?.hasPrefix("Invalid update: invalid number of items in section 0.") == true)
        #expect(text?.hasSuffix("(0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (1 moved in, 0 moved out).") == true)
    }

    /// "Within a section" follows the section: old section 0 is new section 1 here, so 0-1 → 1-0
    /// stays in its section, while 1-0 → 1-2 leaves old section 1 for old section 0.
    @Test("a move within a section counts as neither in nor out, judged through the section map")
    func movesWithinSectionsAreNotCounted() throws {
        let resolved = try BatchUpdate(parsing: ["move section 0 -> 1", "move 0-1 -> 1-0", "move 1-0 -> 1-2"])
            .resolved(itemCountsBefore: [3, 2], itemCountsAfter: [1, 4], behavior: .classic)
        #expect(resolved.itemChanges.map { [$0.sectionBeforeUpdate, $0.sectionAfterUpdate, $0.movedIn, $0.movedOut] }
                == [[1, 0, 0, 1], [0, 1, 1, 0]])
    }

    @Test("classic: deleting one index path twice deletes more than the section holds")
    func deletedMoreThanExist() {
        #expect(message(["delete 0-0", "delete 0-0"], [1], [0], .classic) == """
            Invalid update: invalid number of items in section 0.  Attempt to delete more items than exist in section.
            """)
    }

    @Test("iOS 16.4: Apple's own example (forums thread 728797)")
    func aggregateMessage() {
        #expect(message(["delete 0-27384", "insert 0-27384"], [27386], [27385], .modern) == """
            Invalid batch updates detected: the number of sections and/or items returned by the data source before \
            and/or after performing the batch updates are inconsistent with the updates. Data source before updates = \
            { 1 section with item counts: [27386] } Data source after updates = { 1 section with item counts: [27385] } \
            Updates = [ Delete item (0 - 27384), Insert item (0 - 27384) ]
            """)
    }

    @Test("iOS 16.4 lists every kind of update and pluralises sections")
    func aggregateListsEveryUpdate() {
        let text = message(["insert section 2", "move 0-1 -> 1-0", "reload 0-0", "delete section 1", "move section 0 -> 1"],
                           [2, 1], [2, 2, 5], .modern)
        #expect(text?.contains("= { 2 sections with item counts: [2, 1] }") == true)
        #expect(text?.hasSuffix("Updates = [ Delete section 1, Insert section 2, Reload item (0 - 0), Move item (0 - 1) to (1 - 0), Move section 0 to 1 ]") == true)
    }

    @Test("the count check runs first on iOS 16.4 and last in the classic order (AMKCategories, 2023)")
    func checkOrderDiffers() {
        #expect(message(["reload 0-5"], [3], [5], .modern)?.hasPrefix("Invalid batch updates detected") == true)
        #expect(message(["reload 0-5"], [3], [5], .classic)
                == "attempt to delete item 5 from section 0 which only contains 3 items before the update")
    }

    @Test("inserted sections are not count-checked; item inserts inside them are range-checked, listed, not counted")
    func insertedSectionsAreNotChecked() throws {
        let resolved = try BatchUpdate(parsing: ["insert section 0", "insert 0-2"]).resolved(itemCountsBefore: [2], itemCountsAfter: [3, 2])
        #expect(resolved.updateItems.map(\.description) == ["insert 0-2", "insert section 0"])
        #expect(resolved.itemChanges.map(\.inserted) == [0])
        #expect(message(["insert section 0", "insert 0-7"], [2], [3, 2], .modern)
                == "attempt to insert item 7 into section 0, but there are only 3 items in section 0 after the update")
    }

    @Test("not UIKit's: malformed index paths and negative counts are errors that say so")
    func inputErrors() {
        var batch = BatchUpdate()
        batch.deleteItems(at: [IndexPath(indexes: [1, 2, 3])])
        #expect(throws: BatchUpdateError.malformedIndexPath(IndexPath(indexes: [1, 2, 3]), operation: "deleteItems(at:)")) {
            try batch.resolved(itemCountsBefore: [3], itemCountsAfter: [3])
        }
        #expect(message([], [3, -1], [3, 1], .modern)
                == "the data source reported -1 items in section 1 before the update; an item count cannot be negative")
    }
}
