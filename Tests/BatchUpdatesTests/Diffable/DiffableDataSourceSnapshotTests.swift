import BatchUpdates
import Foundation
import TestSupport
import Testing

@Suite("Diffable snapshots")
@MainActor
struct DiffableDataSourceSnapshotTests {
    typealias Snapshot = DiffableDataSourceSnapshot<String, String>

    private func fruit() throws -> Snapshot {
        var snapshot = Snapshot()
        try snapshot.throwing.appendSections(["A", "B"])
        try snapshot.throwing.appendItems(["a", "b", "c"], toSection: "A")
        try snapshot.throwing.appendItems(["d"])
        return snapshot
    }

    @Test("sections and items in UIKit's order, with the queries")
    func building() throws {
        var snapshot = try fruit()
        try snapshot.throwing.insertSections(["Z"], beforeSection: "A")
        try snapshot.throwing.insertItems(["x"], beforeItem: "b")
        try snapshot.throwing.insertItems(["y"], afterItem: "d")
        #expect(snapshot.sectionIdentifiers == ["Z", "A", "B"])
        #expect(snapshot.itemIdentifiers == ["a", "x", "b", "c", "d", "y"])
        #expect(try snapshot.throwing.itemIdentifiers(inSection: "B") == ["d", "y"])
        #expect(try snapshot.throwing.numberOfItems(inSection: "Z") == 0)
        #expect(snapshot.numberOfItems == 6 && snapshot.numberOfSections == 3)
        #expect(snapshot.sectionIdentifier(containingItem: "y") == "B")
        #expect(snapshot.indexOfItem("d") == 4)
        #expect(snapshot.indexOfSection("B") == 2)
        #expect(snapshot.indexOfItem("nope") == nil)
    }

    @Test("moves, deletes and marks")
    func changing() throws {
        var snapshot = try fruit()
        try snapshot.throwing.moveItem("a", afterItem: "d")
        try snapshot.throwing.moveItem("c", beforeItem: "b")
        try snapshot.throwing.moveSection("B", beforeSection: "A")
        #expect(snapshot.sections == [SnapshotSection(id: "B", items: ["d", "a"]), SnapshotSection(id: "A", items: ["c", "b"])])
        try snapshot.throwing.reloadItems(["b", "b"])
        try snapshot.throwing.reconfigureItems(["d"])
        try snapshot.throwing.reloadSections(["A"])
        #expect(snapshot.reloadedItemIdentifiers == ["b"] && snapshot.reconfiguredItemIdentifiers == ["d"])
        #expect(snapshot.reloadedSectionIdentifiers == ["A"])
        snapshot.deleteItems(["a", "ghost"])
        snapshot.deleteSections(["A"])
        #expect(snapshot.itemIdentifiers == ["d"] && snapshot.sectionIdentifier(containingItem: "b") == nil)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfItems == 0 && snapshot.numberOfSections == 0)
        #expect(snapshot.reloadedItemIdentifiers.isEmpty && snapshot.reconfiguredItemIdentifiers.isEmpty)
        #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
    }

    /// The pattern apps use to start over from the data source's snapshot: after
    /// `deleteAllItems()` the same section is appended again, which UIKit accepts because the
    /// sections went with the items (keeping them made this raise a duplicate section).
    @Test("deleteAllItems empties the snapshot, sections included, so a section can be appended again")
    func startingOver() throws {
        var snapshot = try fruit()
        snapshot.deleteAllItems()
        try snapshot.throwing.appendSections(["A"])
        try snapshot.throwing.appendItems(["z"])
        #expect(snapshot.sections == [SnapshotSection(id: "A", items: ["z"])])
        #expect(snapshot.indexOfSection("A") == 0 && snapshot.sectionIdentifier(containingItem: "z") == "A")
    }

    @Test("UIKit's errors, and the snapshot is left as it was", arguments: [
        ("append a duplicate item", "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\"a\")}"),
        ("append an item twice", "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\"q\")}"),
        ("append a duplicate section", "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\"A\")}"),
        ("append to an unknown section", "appendItems(_:toSection:): section identifier \"Q\" does not exist in the snapshot"),
        ("insert before an unknown item", "insertItems(_:beforeItem:): item identifier \"q\" does not exist in the snapshot"),
        ("move an item after itself", "moveItem(_:afterItem:): identifier \"a\" cannot be moved relative to itself"),
        ("reload an unknown item", "reloadItems(_:): item identifier \"q\" does not exist in the snapshot"),
    ])
    func errors(change: String, message: String) throws {
        let original = try fruit()
        var snapshot = original
        do {
            switch change {
            case "append a duplicate item": try snapshot.throwing.appendItems(["e", "a"])
            case "append an item twice": try snapshot.throwing.appendItems(["q", "q"])
            case "append a duplicate section": try snapshot.throwing.appendSections(["C", "A"])
            case "append to an unknown section": try snapshot.throwing.appendItems(["e"], toSection: "Q")
            case "insert before an unknown item": try snapshot.throwing.insertItems(["e"], beforeItem: "q")
            case "move an item after itself": try snapshot.throwing.moveItem("a", afterItem: "a")
            default: try snapshot.throwing.reloadItems(["a", "q"])
            }
            Issue.record("\(change): no error")
        } catch {
            #expect(error.description == message)
        }
        #expect(snapshot == original)
    }

    @Test("items cannot be appended before a section exists")
    func noSections() {
        var snapshot = Snapshot()
        #expect(throws: DiffableSnapshotError.noSections) { try snapshot.throwing.appendItems(["a"]) }
        #expect(DiffableSnapshotError.noSections.description == "There are currently no sections in the data source. Please add a section first.")
    }

    @Test("iOS 15's policy moves items added again to where they are added")
    func moveExistingDuplicates() throws {
        var snapshot = try fruit()
        snapshot.duplicateItemIdentifierPolicy = .moveExisting
        try snapshot.throwing.reconfigureItems(["a"])
        try snapshot.throwing.appendItems(["a", "e"], toSection: "B")
        #expect(try snapshot.throwing.itemIdentifiers(inSection: "A") == ["b", "c"])
        #expect(try snapshot.throwing.itemIdentifiers(inSection: "B") == ["d", "a", "e"])
        #expect(snapshot.sectionIdentifier(containingItem: "a") == "B" && snapshot.indexOfItem("a") == 3)
        #expect(snapshot.reconfiguredItemIdentifiers == ["a"], "a moved item keeps its mark")
        try snapshot.throwing.insertItems(["e", "c"], beforeItem: "b")
        #expect(snapshot.itemIdentifiers == ["e", "c", "b", "d", "a"])
        try snapshot.throwing.insertItems(["b"], afterItem: "a")
        #expect(snapshot.itemIdentifiers == ["e", "c", "d", "a", "b"])
        #expect(snapshot.numberOfItems == 5)
        let before = snapshot
        #expect(throws: DiffableSnapshotError.movedRelativeToItself("\"a\"", operation: "insertItems(_:afterItem:)")) {
            try snapshot.throwing.insertItems(["b", "a"], afterItem: "a")
        }
        #expect(throws: DiffableSnapshotError.duplicateItemIdentifiers(["\"q\""])) { try snapshot.throwing.appendItems(["q", "a", "q"]) }
        #expect(throws: DiffableSnapshotError.unknownItemIdentifier("\"z\"", operation: "insertItems(_:beforeItem:)")) {
            try snapshot.throwing.insertItems(["a"], beforeItem: "z")
        }
        #expect(snapshot == before, "a throw leaves the snapshot as it was")
    }

    /// Random appends and inserts under ``DuplicateItemIdentifierPolicy/moveExisting`` against a
    /// model of plain arrays: the items named leave their places, then go in where added.
    /// `BATCHSIM_ORACLE_RUNS` raises the number of runs (default 50).
    @Test("iOS 15's duplicate policy against an array model, seeded")
    func moveExistingOracle() throws {
        let runs = RandomRuns.oracleRuns.count(default: 50)
        for seed in 0..<UInt64(runs) {
            var random = SeededGenerator(seed: seed)
            var snapshot = Snapshot()
            snapshot.duplicateItemIdentifierPolicy = .moveExisting
            try snapshot.throwing.appendSections(["A", "B", "C"])
            var model: [(String, [String])] = [("A", []), ("B", []), ("C", [])]
            for _ in 0..<30 {
                var added: [String] = []
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    let item = "i\(Int.random(in: 0..<12, using: &random))"
                    if !added.contains(item) { added.append(item) }
                }
                let all = model.flatMap(\.1)
                let anchor = all.filter { !added.contains($0) }.randomElement(using: &random)
                let after = Bool.random(using: &random)
                for index in model.indices { model[index].1.removeAll { added.contains($0) } }
                if let anchor, Bool.random(using: &random) {
                    if after {
                        try snapshot.throwing.insertItems(added, afterItem: anchor)
                    } else {
                        try snapshot.throwing.insertItems(added, beforeItem: anchor)
                    }
                    let section = try #require(model.firstIndex { $0.1.contains(anchor) })
                    let position = try #require(model[section].1.firstIndex(of: anchor)) + (after ? 1 : 0)
                    model[section].1.insert(contentsOf: added, at: position)
                } else {
                    let section = Int.random(in: 0..<3, using: &random)
                    try snapshot.throwing.appendItems(added, toSection: model[section].0)
                    model[section].1 += added
                }
                let shown = try snapshot.sectionIdentifiers.map { ($0, try snapshot.throwing.itemIdentifiers(inSection: $0)) }
                #expect(shown.map(\.1) == model.map(\.1), "seed \(seed)")
                for (section, items) in model {
                    for item in items where snapshot.sectionIdentifier(containingItem: item) != section {
                        Issue.record("seed \(seed): \(item) not found in \(section)")
                    }
                }
            }
        }
    }

    @Test("identical snapshots diff to nothing; marks become reloads")
    func diffing() throws {
        let old = try fruit()
        #expect(try StagedBatchUpdate(from: old, to: try fruit()).stages.isEmpty)
        var new = old
        try new.throwing.reloadItems(["b"])
        #expect(try StagedBatchUpdate(from: old, to: new).operations == [.reloadItem(IndexPath(item: 1, section: 0))])
        var reconfigured = old
        try reconfigured.throwing.reconfigureItems(["b"])
        #expect(try StagedBatchUpdate(from: old, to: reconfigured).stages.isEmpty)
    }
}
