import BatchUpdates
import Foundation
import Testing

/// Inputs at the edge of `Int` (issue #15, findings 3–5 and 8): each is rejected with a message or
/// resolved, never a trap, and resolving costs the same whatever the item counts.
@Suite("Extreme inputs")
@MainActor
struct ExtremeInputTests {
    private func ip(_ section: Int, _ item: Int) -> IndexPath {
        IndexPath(item: item, section: section)
    }

    private func message(_ batch: BatchUpdate, _ before: [Int], _ after: [Int],
                         _ behavior: ValidationBehavior = .classic) -> String? {
        do {
            _ = try batch.resolved(itemCountsBefore: before, itemCountsAfter: after, behavior: behavior)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("a section set holding NSNotFound is recorded and rejected with UIKit's range message, not a trap")
    func sectionSetWithNSNotFound() {
        var inserts = BatchUpdate()
        inserts.insertSections(IndexSet(integer: Int.max))
        #expect(message(inserts, [1], [1, 0])
                == "attempt to insert section 9223372036854775807 but there are only 2 sections after the update")
        var deletes = BatchUpdate()
        deletes.deleteSections(IndexSet(integer: Int.max))
        #expect(message(deletes, [1], [])
                == "attempt to delete section 9223372036854775807, but there are only 1 sections before the update")
        var reloads = BatchUpdate()
        reloads.reloadSections(IndexSet(integer: Int.max))
        #expect(message(reloads, [1], [1], .modern) != nil)
    }

    @Test("reloading section Int.max next to a section insert rejects the reload, without overflowing",
          arguments: [ValidationBehavior.modern, .classic])
    func reloadOfLastSectionIndex(behavior: ValidationBehavior) throws {
        let batch = try BatchUpdate(parsing: ["reload section 9223372036854775807", "insert section 0"])
        let text = message(batch, [5], [5, 0], behavior)
        #expect(text != nil)
        if behavior == .classic {
            #expect(text == "attempt to delete section 9223372036854775807, but there are only 1 sections before the update")
        }
    }

    @Test("an item index of NSNotFound is rejected, naming the operation, never taken for a section",
          arguments: [
            ("reload 0-9223372036854775807", "reloadItems(at:)"),
            ("insert 0-9223372036854775807", "insertItems(at:)"),
            ("delete 0-9223372036854775807", "deleteItems(at:)"),
            ("move 0-9223372036854775807 -> 0-0", "moveItem(at:to:)"),
            ("move 0-0 -> 0-9223372036854775807", "moveItem(at:to:)"),
          ])
    func itemIndexNSNotFound(operation: String, method: String) throws {
        let batch = try BatchUpdate(parsing: [operation])
        for behavior in [ValidationBehavior.modern, .classic] {
            let text = message(batch, [5], [5], behavior)
            #expect(text?.hasPrefix("\(method) was given item 9223372036854775807 (NSNotFound)") == true, "\(text ?? "accepted")")
        }
    }

    @Test("counts near Int.max resolve without overflow, and a count that cannot add up is rejected")
    func countsNearIntMax() throws {
        let batch = try BatchUpdate(parsing: ["insert 0-0", "delete 0-5", "insert 0-9"])
        let resolved = try batch.resolved(itemCountsBefore: [Int.max - 1], itemCountsAfter: [Int.max])
        #expect(resolved.newIndexPath(forOld: ip(0, Int.max - 2)) == ip(0, Int.max - 1))
        #expect(resolved.oldIndexPath(forNew: ip(0, 9)) == nil)
        #expect(resolved.oldIndexPath(forNew: ip(0, 10)) == ip(0, 9))
        #expect(message(try BatchUpdate(parsing: ["insert 0-0"]), [Int.max], [Int.max]) != nil)
        #expect(message(try BatchUpdate(parsing: ["insert 0-0"]), [Int.max], [Int.max], .modern) != nil)
    }
}
