/// The diff's symbol table: open addressing over hash values computed once per identifier, so
/// that an identifier looked up and then inserted is hashed once, not twice, and a caller that
/// needs the hashes (the diffable data source's check for equal identifiers with different hashes)
/// reuses them instead of hashing again.
///
/// Entries are integers (the diff stores an old item's global index, or `-1 - j` for new item
/// `j`); the caller says which entry holds an identifier equal to the one looked for. Two
/// identifiers are the same key when their hashes are equal and `isEqual` holds, so identifiers
/// that are equal but hash differently are two keys, where the standard library's `Dictionary`
/// would trap on meeting them. Linear probing, at most 3/4 full.
@usableFromInline
struct IdentifierTable {
    /// Slot `i` holds its hash at `2 i` and its entry at `2 i + 1`; an empty slot's entry is `Int.min`.
    @usableFromInline var slots: [Int]
    /// The number of slots minus one (a power of two minus one).
    @usableFromInline let mask: Int

    /// A table for up to `capacity` entries.
    @inlinable
    init(capacity: Int) {
        var size = 8
        while size - size / 4 <= capacity { size *= 2 }
        mask = size - 1
        slots = [Int](repeating: Int.min, count: 2 * size)
    }

    /// The entry with this hash for which `isEqual` holds; otherwise `nil`, after storing `entry`.
    @inlinable
    mutating func insert(_ entry: Int, hash: Int, where isEqual: (Int) -> Bool) -> Int? {
        var slot = hash & mask
        while true {
            let stored = slots[2 &* slot &+ 1]
            if stored == Int.min {
                slots[2 &* slot] = hash
                slots[2 &* slot &+ 1] = entry
                return nil
            }
            if slots[2 &* slot] == hash, isEqual(stored) { return stored }
            slot = (slot &+ 1) & mask
        }
    }

    /// The entry with this hash for which `isEqual` holds, or `nil`.
    @inlinable
    func find(hash: Int, where isEqual: (Int) -> Bool) -> Int? {
        var slot = hash & mask
        while true {
            let stored = slots[2 &* slot &+ 1]
            if stored == Int.min { return nil }
            if slots[2 &* slot] == hash, isEqual(stored) { return stored }
            slot = (slot &+ 1) & mask
        }
    }
}
