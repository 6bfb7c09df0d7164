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

extension IdentifierTable {
    /// The table's hash of an identifier: its `hashValue`, except for `Int` identifiers, whose
    /// bits are mixed by SplitMix64's finaliser (``SplitMix64``) instead of the standard
    /// library's seeded SipHash.
    ///
    /// `Int` is the identifier type most diffs use, and SipHash took a third of a 1,000-item diff.
    /// The mix is a bijection, so equal identifiers hash equally and distinct ones never collide in
    /// the full 64 bits; its low bits (the slot) and high bits (`firstRepeat`'s tag) both depend on
    /// every input bit. Only the table sees these hashes: which entries match, and so the diff,
    /// do not depend on them.
    @inlinable
    static func hash<I: Hashable>(_ identifier: I) -> Int {
        guard I.self == Int.self else { return identifier.hashValue }
        let z = UInt64(UInt(bitPattern: unsafeBitCast(identifier, to: Int.self)))
        return Int(Int64(bitPattern: SplitMix64.finalized(z)))
    }
}

extension IdentifierTable {
    /// The first entry `second` of `hashes` whose identifier equals that of an earlier entry
    /// `first` (as `isEqual(first, second)` says, asked only when their hashes are equal), or
    /// `nil` when every identifier is unique: the duplicate check of a snapshot matched against
    /// no items.
    ///
    /// Nothing is stored but the check: a slot is 8 bytes, the entry plus one in the low half and
    /// the hash's high half above it, so the table is half the size of the diff's and its loop
    /// compares integers in place; an identifier is compared only when the full hashes are equal.
    /// Above 2³² − 2 entries (more than memory holds), the diff's table does the check instead.
    @inlinable
    static func firstRepeat(among hashes: [Int], isEqual: (_ first: Int, _ second: Int) -> Bool) -> (first: Int, second: Int)? {
        guard hashes.count < Int(UInt32.max) else {
            var table = IdentifierTable(capacity: hashes.count)
            for (second, hash) in hashes.enumerated() {
                if let first = table.insert(second, hash: hash, where: { isEqual($0, second) }) { return (first, second) }
            }
            return nil
        }
        var size = 8
        while size - size / 4 <= hashes.count { size *= 2 }
        let mask = size - 1
        var slots = [UInt64](repeating: 0, count: size)
        return slots.withUnsafeMutableBufferPointer { slots in
            hashes.withUnsafeBufferPointer { hashes in
                for (second, hash) in hashes.enumerated() {
                    let tag = UInt64(UInt(bitPattern: hash)) & 0xFFFF_FFFF_0000_0000
                    var slot = hash & mask
                    while slots[slot] != 0 {
                        let stored = slots[slot]
                        if stored & 0xFFFF_FFFF_0000_0000 == tag {
                            let first = Int(stored & 0xFFFF_FFFF) - 1
                            if hashes[first] == hash, isEqual(first, second) { return (first, second) }
                        }
                        slot = (slot &+ 1) & mask
                    }
                    slots[slot] = tag | UInt64(second + 1)
                }
                return nil
            }
        }
    }
}
