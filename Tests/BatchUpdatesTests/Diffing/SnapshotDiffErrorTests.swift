import BatchUpdates
import Foundation
import Testing

/// Duplicate identifiers are errors that name the identifier and both of its places.
@Suite("Snapshot diff errors")
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
}
