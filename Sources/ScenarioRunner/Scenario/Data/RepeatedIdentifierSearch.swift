/// Finds the first string of a list that repeats an earlier one, in time linear in the list's
/// length for any length.
///
/// One `Set<String>` of a million identifiers outgrows the processor's caches, and every insert
/// then waits on memory: decoding a 10 MB `data` list grew as n^1.2. Here each string is hashed
/// once (Swift's seeded hash, so a file cannot be written to collide), the strings are grouped
/// by the top bits of their hashes (a counting sort, which reads and writes in order), and each
/// group, small enough to stay in cache, is checked with a table of its own.
enum RepeatedIdentifierSearch {
    /// About how many strings one group holds.
    static let groupSize = 4_096

    /// The position in `strings` of the first element equal to an earlier one, or `nil` when
    /// all are distinct.
    static func firstRepeat(in strings: [String]) -> Int? {
        let count = strings.count
        guard count > 1 else { return nil }
        let hashes = strings.map { UInt64(UInt(bitPattern: $0.hashValue)) }
        var groupBits = 0
        while (count >> groupBits) > groupSize { groupBits += 1 }
        let groupCount = 1 << groupBits
        func group(_ hash: UInt64) -> Int { groupBits == 0 ? 0 : Int(hash >> UInt64(64 - groupBits)) }
        // Counting sort of the positions by group: in order within each group.
        var starts = [Int](repeating: 0, count: groupCount + 1)
        for hash in hashes { starts[group(hash) + 1] += 1 }
        for index in 0..<groupCount { starts[index + 1] += starts[index] }
        var next = starts
        var order = [Int32](repeating: 0, count: count)
        for (position, hash) in hashes.enumerated() {
            order[next[group(hash)]] = Int32(position)
            next[group(hash)] += 1
        }
        var first: Int?
        var table: [Int32] = []
        for index in 0..<groupCount where starts[index + 1] - starts[index] > 1 {
            let members = order[starts[index]..<starts[index + 1]]
            var capacity = 4
            while capacity < 2 * members.count { capacity <<= 1 }
            table.removeAll(keepingCapacity: true)
            table.append(contentsOf: repeatElement(-1, count: capacity))
            let mask = capacity - 1
            for member in members {
                let position = Int(member), hash = hashes[position]
                var slot = Int(truncatingIfNeeded: hash) & mask
                while table[slot] >= 0 {
                    let other = Int(table[slot])
                    if hashes[other] == hash, strings[other] == strings[position] { break }
                    slot = (slot + 1) & mask
                }
                if table[slot] >= 0 {
                    // Members come in order: the first repeat in this group is the earliest.
                    first = min(first ?? position, position)
                    break
                }
                table[slot] = member
            }
        }
        return first
    }
}
