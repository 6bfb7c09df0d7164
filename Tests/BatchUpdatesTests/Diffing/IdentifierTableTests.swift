@testable import BatchUpdates
import Testing

/// The diff's symbol table: keys are a hash and an equality the caller gives, so colliding hashes
/// and equal identifiers with different hashes must both stay apart.
@Suite("Identifier table")
@MainActor
struct IdentifierTableTests {
    @Test("entries whose hashes all collide are kept apart by their equality, and found again")
    func collidingHashes() {
        let names = (0..<50).map { "item \($0)" }
        var table = IdentifierTable(capacity: names.count)
        for (entry, name) in names.enumerated() {
            #expect(table.insert(entry, hash: 42, where: { names[$0] == name }) == nil)
        }
        for (entry, name) in names.enumerated() {
            #expect(table.find(hash: 42, where: { names[$0] == name }) == entry)
            #expect(table.insert(-1, hash: 42, where: { names[$0] == name }) == entry, "an equal key is found, not stored")
        }
        #expect(table.find(hash: 42, where: { _ in false }) == nil)
    }

    @Test("the same identifier under two hashes is two keys, as a type whose hash disagrees with == makes")
    func equalKeysWithDifferentHashes() {
        var table = IdentifierTable(capacity: 2)
        #expect(table.insert(0, hash: 1, where: { _ in true }) == nil)
        #expect(table.insert(1, hash: 2, where: { _ in true }) == nil)
        #expect(table.find(hash: 1, where: { _ in true }) == 0)
        #expect(table.find(hash: 2, where: { _ in true }) == 1)
        #expect(table.find(hash: 3, where: { _ in true }) == nil)
    }

    @Test("filled to its capacity with negative and extreme hashes, every entry is found and no probe runs forever",
          arguments: [0, 1, 5, 6, 7, 1_000])
    func fullTable(capacity: Int) {
        var table = IdentifierTable(capacity: capacity)
        let hashes = (0..<capacity).map { $0.isMultiple(of: 2) ? Int.min + $0 : Int.max - $0 }
        for (entry, hash) in hashes.enumerated() {
            #expect(table.insert(entry, hash: hash, where: { _ in true }) == nil)
        }
        for (entry, hash) in hashes.enumerated() {
            #expect(table.find(hash: hash, where: { $0 == entry }) == entry)
        }
        #expect(table.find(hash: 12_345, where: { _ in true }) == nil)
    }

    @Test("the duplicate check against a plain definition: colliding hashes, equal tags, negative and extreme hashes",
          arguments: [0, 1, 7, 1_000])
    func firstRepeat(count: Int) {
        // Hashes that share their high half (the slot's tag) or their low bits (the slot), and
        // identifiers that repeat only now and then: the first repeat is the first `second`
        // whose identifier an earlier entry has, whatever the hashes.
        for seed in 0..<20 {
            let identifiers = (0..<count).map { ($0 * 7 + seed) % max(1, count - seed % 3) }
            let hashes = identifiers.map { id in [id & 3, (id & 3) << 40 | id, Int.min + (id & 1), Int.max - id][seed % 4] }
            var seen: [Int: Int] = [:]
            var expected: (first: Int, second: Int)?
            for (second, id) in identifiers.enumerated() {
                if let first = seen[id] { expected = (first, second); break }
                seen[id] = second
            }
            let found = IdentifierTable.firstRepeat(among: hashes) { identifiers[$0] == identifiers[$1] }
            #expect(found?.first == expected?.first && found?.second == expected?.second, "seed \(seed)")
        }
    }

    @Test("equal identifiers whose hashes differ are not a repeat, as in the diff's table")
    func firstRepeatNeedsEqualHashes() {
        #expect(IdentifierTable.firstRepeat(among: [1, 2, 1 << 33 | 1]) { _, _ in true }?.second == nil, "same slot, other tag")
        #expect(IdentifierTable.firstRepeat(among: [1, 9]) { _, _ in true }?.second == nil, "same slot and tag, other hash")
        #expect(IdentifierTable.firstRepeat(among: [1, 2, 1]) { _, _ in true }.map { [$0.first, $0.second] } == [0, 2])
    }

    @Test("Int identifiers are mixed so that both the slot bits and the tag bits spread; other types keep hashValue")
    func identifierHashes() {
        let hashes = (0..<4_096).map { IdentifierTable.hash($0) }
        #expect(Set(hashes).count == 4_096)
        #expect(Set(hashes.map { $0 >> 32 }).count > 4_000, "the high half (firstRepeat's tag) differs between neighbours")
        #expect(Set(hashes.map { $0 & 8_191 }).count > 3_000, "the low bits (the slot) spread over the table")
        #expect(IdentifierTable.hash(-1) == IdentifierTable.hash(-1) && IdentifierTable.hash(Int.min) != IdentifierTable.hash(Int.max))
        #expect(IdentifierTable.hash("item 7") == "item 7".hashValue)
        #expect(IdentifierTable.hash(UInt8(7)) == UInt8(7).hashValue)
    }
}
