import BatchUpdates
import Foundation
import TestSupport
import Testing

/// Duplicate identifiers are errors that name the identifier and both of its places.
@Suite("Snapshot diff errors")
@MainActor
struct SnapshotDiffErrorTests {
    typealias Section = SnapshotSection<String, String>

    static func message(_ old: [Section], _ new: [Section]) -> String? {
        do {
            _ = try StagedBatchUpdate(from: old, to: new)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("a section identifier twice in the old snapshot")
    func duplicateOldSection() {
        let old = [Section(id: "A", items: []), Section(id: "B", items: []), Section(id: "A", items: [])]
        #expect(Self.message(old, []) == #"section identifier "A" appears twice in the old snapshot: at section 0 and at section 2"#)
    }

    @Test("a section identifier twice in the new snapshot")
    func duplicateNewSection() {
        let new = [Section(id: "B", items: []), Section(id: "B", items: [])]
        #expect(Self.message([], new) == #"section identifier "B" appears twice in the new snapshot: at section 0 and at section 1"#)
    }

    @Test("an item identifier in two old sections")
    func duplicateOldItem() {
        let old = [Section(id: "A", items: ["a", "b"]), Section(id: "B", items: ["c", "b"])]
        #expect(Self.message(old, []) == #"item identifier "b" appears twice in the old snapshot: at index path 0-1 and at index path 1-1"#)
    }

    @Test("a surviving item twice in the new snapshot")
    func duplicateNewSurvivor() {
        let old = [Section(id: "A", items: ["a"])]
        let new = [Section(id: "A", items: ["a", "x", "a"])]
        #expect(Self.message(old, new) == #"item identifier "a" appears twice in the new snapshot: at index path 0-0 and at index path 0-2"#)
    }

    @Test("an inserted item twice in the new snapshot")
    func duplicateNewInsert() {
        let new = [Section(id: "A", items: ["n"]), Section(id: "B", items: []), Section(id: "C", items: ["n"])]
        #expect(Self.message([], new) == #"item identifier "n" appears twice in the new snapshot: at index path 0-0 and at index path 2-0"#)
    }

    @Test("integer identifiers print as numbers and the error carries them")
    func integerIdentifiers() {
        #expect(throws: SnapshotDiffError.duplicateItem(identifier: "7", snapshot: .old,
                                                         first: IndexPath(item: 0, section: 0),
                                                         second: IndexPath(item: 1, section: 0))) {
            try StagedBatchUpdate<Int, Int>(from: [[7, 7]], to: [])
        }
    }

    @Test("2,000 random pairs with one identifier duplicated report the first duplicate in scan order")
    func randomDuplicates() {
        var failures: [String] = []
        for seed in 1...UInt64(2_000) {
            var rng = SeededGenerator(seed: seed &+ 1_000_000)
            let pair = RandomSnapshotPair(seed: seed)
            var old = pair.old
            var new = pair.new
            if Bool.random(using: &rng) {
                Self.duplicateSomething(in: &old, using: &rng)
            } else {
                Self.duplicateSomething(in: &new, using: &rng)
            }
            let expected = NaiveDuplicateFinder(old: old, new: new).firstDuplicate
            let actual = Self.message(old, new)
            if actual != expected { failures.append("seed \(seed): \(actual ?? "no error"), expected \(expected ?? "no error")") }
            if failures.count == 5 { break }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// Copies a random item identifier (or, one time in four, a section identifier) to a random place.
    private static func duplicateSomething(in snapshot: inout [Section], using rng: inout SeededGenerator) {
        guard !snapshot.isEmpty else { return }
        if Int.random(in: 0..<4, using: &rng) == 0 {
            let id = snapshot[Int.random(in: snapshot.indices, using: &rng)].id
            snapshot.insert(Section(id: id, items: []), at: Int.random(in: 0...snapshot.count, using: &rng))
            return
        }
        guard let id = snapshot.flatMap(\.items).randomElement(using: &rng) else { return }
        let target = Int.random(in: snapshot.indices, using: &rng)
        snapshot[target].items.insert(id, at: Int.random(in: 0...snapshot[target].items.count, using: &rng))
    }
}

/// The first duplicate identifier by a plain scan (old sections, new sections, old items, new
/// items), with the message the diff must give for it.
private struct NaiveDuplicateFinder {
    var firstDuplicate: String?

    init(old: [SnapshotSection<String, String>], new: [SnapshotSection<String, String>]) {
        for (snapshot, name) in [(old, "old"), (new, "new")] where firstDuplicate == nil {
            var seen: [String: Int] = [:]
            for (index, section) in snapshot.enumerated() where firstDuplicate == nil {
                if let first = seen[section.id] {
                    firstDuplicate = "section identifier \"\(section.id)\" appears twice in the \(name) snapshot: at section \(first) and at section \(index)"
                }
                seen[section.id] = seen[section.id] ?? index
            }
        }
        for (snapshot, name) in [(old, "old"), (new, "new")] where firstDuplicate == nil {
            var seen: [String: String] = [:]
            for (s, section) in snapshot.enumerated() {
                for (i, id) in section.items.enumerated() where firstDuplicate == nil {
                    if let first = seen[id] {
                        firstDuplicate = "item identifier \"\(id)\" appears twice in the \(name) snapshot: at index path \(first) and at index path \(s)-\(i)"
                    }
                    seen[id] = seen[id] ?? "\(s)-\(i)"
                }
            }
        }
    }
}
