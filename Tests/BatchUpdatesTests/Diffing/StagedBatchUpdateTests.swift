import BatchUpdates
import Foundation
import Testing

/// Diffs with known answers: which stages, which operations, and the listing `batchsim` prints.
@Suite("Staged batch update")
@MainActor
struct StagedBatchUpdateTests {
    typealias Section = SnapshotSection<String, String>

    static func listing(_ old: [Section], _ new: [Section], changed: Set<String> = [],
                        changedSections: Set<String> = []) throws -> String {
        try StagedBatchUpdate(from: old, to: new, changedItems: changed, changedSections: changedSections).description
    }

    @Test("the documentation's example prints what the documentation says")
    func documentationExample() throws {
        let old = [Section(id: "A", items: ["a", "b", "c"]), Section(id: "B", items: ["d"])]
        let new = [Section(id: "A", items: ["c", "a", "e"]), Section(id: "B", items: ["d", "b"])]
        #expect(try Self.listing(old, new, changed: ["d"]) == """
            2 stages, 4 operations, 2 moves
            stage 1 (reloads): 2 sections, [3, 1] -> [3, 1] items
              reload 1-0
            stage 2 (combined): 2 sections, [3, 1] -> [3, 2] items
              insert 0-2
              move 0-2 -> 0-0
              move 0-1 -> 1-1
            """)
    }

    @Test("identical snapshots need no stage")
    func identicalSnapshots() throws {
        let snapshot = [Section(id: "A", items: ["a", "b"])]
        #expect(try StagedBatchUpdate(from: snapshot, to: snapshot).stages.isEmpty)
    }

    @Test("empty to non-empty inserts the sections with their items")
    func emptyToNonEmpty() throws {
        #expect(try Self.listing([], [Section(id: "A", items: ["a", "b"]), Section(id: "B", items: [])]) == """
            1 stage, 2 operations, 0 moves
            stage 1 (combined): 2 sections, [] -> [2, 0] items
              insert section 0
              insert section 1
            """)
    }

    @Test("deleting everything deletes the sections, not their items")
    func everythingDeleted() throws {
        #expect(try Self.listing([Section(id: "A", items: ["a", "b"]), Section(id: "B", items: ["c"])], []) == """
            1 stage, 2 operations, 0 moves
            stage 1 (combined): 0 sections, [2, 1] -> [] items
              delete section 0
              delete section 1
            """)
    }

    @Test("reversing three sections moves two of them in one batch")
    func allSectionsReordered() throws {
        let old = ["A", "B", "C"].map { Section(id: $0, items: [$0.lowercased()]) }
        #expect(try Self.listing(old, old.reversed()) == """
            1 stage, 2 operations, 2 moves
            stage 1 (combined): 3 sections, [1, 1, 1] -> [1, 1, 1] items
              move section 2 -> 0
              move section 1 -> 1
            """)
    }

    @Test("one item moved across sections is one move")
    func oneItemAcrossSections() throws {
        let old = [Section(id: "A", items: ["a", "b"]), Section(id: "B", items: ["c"])]
        let new = [Section(id: "A", items: ["a"]), Section(id: "B", items: ["c", "b"])]
        #expect(try Self.listing(old, new) == """
            1 stage, 1 operation, 1 move
            stage 1 (combined): 2 sections, [2, 1] -> [1, 2] items
              move 0-1 -> 1-1
            """)
    }

    @Test("an item moving into a new section waits for the section to exist")
    func itemIntoInsertedSection() throws {
        let old = [Section(id: "A", items: ["a", "b"])]
        let new = [Section(id: "A", items: ["a"]), Section(id: "N", items: ["n", "b"])]
        #expect(try Self.listing(old, new) == """
            2 stages, 2 operations, 1 move
            stage 1 (sections): 2 sections, [2] -> [2, 1] items
              insert section 1
            stage 2 (items): 2 sections, [2, 1] -> [1, 2] items
              move 0-1 -> 1-1
            """)
    }

    @Test("a deleted section's surviving item moves out before the section goes")
    func itemOutOfDeletedSection() throws {
        let old = [Section(id: "A", items: ["a", "x"]), Section(id: "B", items: ["b"])]
        let new = [Section(id: "B", items: ["b", "a"])]
        #expect(try Self.listing(old, new) == """
            2 stages, 3 operations, 1 move
            stage 1 (items): 2 sections, [2, 1] -> [0, 2] items
              delete 0-1
              move 0-0 -> 1-1
            stage 2 (emptied sections): 1 section, [0, 2] -> [2] items
              delete section 0
            """)
    }

    @Test("deletes ride with the section inserts when nothing is reloaded")
    func deletesRideWithSections() throws {
        let old = [Section(id: "A", items: ["a", "x"])]
        let new = [Section(id: "A", items: []), Section(id: "N", items: ["a"])]
        #expect(try Self.listing(old, new) == """
            2 stages, 3 operations, 1 move
            stage 1 (sections): 2 sections, [2] -> [1, 0] items
              delete 0-1
              insert section 1
            stage 2 (items): 2 sections, [1, 0] -> [0, 1] items
              move 0-0 -> 1-0
            """)
    }

    @Test("a reload keeps the removals in a stage of their own before the sections move")
    func reloadKeepsRemovalsApart() throws {
        let old = [Section(id: "A", items: ["a", "x"])]
        let new = [Section(id: "A", items: []), Section(id: "N", items: ["a"])]
        #expect(try Self.listing(old, new, changed: ["a"]) == """
            3 stages, 4 operations, 1 move
            stage 1 (removals): 1 section, [2] -> [1] items
              delete 0-1
              reload 0-0
            stage 2 (sections): 2 sections, [1] -> [1, 0] items
              insert section 1
            stage 3 (items): 2 sections, [1, 0] -> [0, 1] items
              move 0-0 -> 1-0
            """)
    }

    @Test("a moved item's reload goes first, at its old index path")
    func reloadOfMovedItem() throws {
        let old = [Section(id: "A", items: ["a", "b", "c"])]
        #expect(try Self.listing(old, [Section(id: "A", items: ["c", "a", "b"])], changed: ["c"]) == """
            2 stages, 2 operations, 1 move
            stage 1 (reloads): 1 section, [3] -> [3] items
              reload 0-2
            stage 2 (combined): 1 section, [3] -> [3] items
              move 0-2 -> 0-0
            """)
    }

    @Test("a reload shifted only by deletes and inserts rides in the one batch")
    func reloadShiftedByDeletes() throws {
        let old = [Section(id: "A", items: ["a", "b", "c"])]
        #expect(try Self.listing(old, [Section(id: "A", items: ["b", "n", "c"])], changed: ["c", "a"]) == """
            1 stage, 3 operations, 0 moves
            stage 1 (combined): 1 section, [3] -> [3] items
              delete 0-0
              reload 0-2
              insert 0-1
            """)
    }

    @Test("an item change inside a moved section splits the diff into stages")
    func itemChangeInsideMovedSection() throws {
        let old = [Section(id: "A", items: ["a"]), Section(id: "B", items: ["b"])]
        let new = [Section(id: "B", items: ["b", "n"]), Section(id: "A", items: ["a"])]
        #expect(try Self.listing(old, new) == """
            2 stages, 2 operations, 1 move
            stage 1 (sections): 2 sections, [1, 1] -> [1, 1] items
              move section 1 -> 0
            stage 2 (items): 2 sections, [1, 1] -> [2, 1] items
              insert 0-1
            """)
    }

    @Test("section reloads come last, alone, at the sections' new indexes")
    func sectionReloadsLast() throws {
        let old = [Section(id: "A", items: ["a"]), Section(id: "B", items: ["b"])]
        let new = [Section(id: "B", items: ["b"])]
        #expect(try Self.listing(old, new, changedSections: ["B", "A"]) == """
            2 stages, 2 operations, 0 moves
            stage 1 (combined): 1 section, [1, 1] -> [1] items
              delete section 0
            stage 2 (section reloads): 1 section, [1] -> [1] items
              reload section 0
            """)
    }

    @Test("sections without identity are matched by position")
    func positionalSections() throws {
        let diff = try StagedBatchUpdate<Int, Int>(from: [[1, 2, 3], [4]], to: [[3, 1, 2], [4], [5]])
        #expect(diff.operations == [.insertSection(2), .moveItem(from: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))])
    }

    @Test("the result does not depend on the order of the changed set")
    func deterministicInChangedSetOrder() throws {
        let ids = (0..<200).map { "i\($0)" }
        let old = [Section(id: "A", items: ids)]
        let new = [Section(id: "A", items: ids.reversed())]
        let first = try StagedBatchUpdate(from: old, to: new, changedItems: Set(ids))
        let second = try StagedBatchUpdate(from: old, to: new, changedItems: Set(ids.reversed()))
        #expect(first == second)
    }
}
