/// The item slots that a batch names explicitly, for every section of one side of the update,
/// each with its partner on the other side: a move's destination (or source), or none for a
/// delete (or an insert).
///
/// Every slot a section does not name is a survivor's: the k-th unnamed slot of an old section
/// maps to the k-th unnamed slot of its new section. Both directions are answered by binary
/// search over one flat, sorted array (sections one after another), so a lookup costs O(log k)
/// in the section's operations whatever the number of items, and touches no per-section arrays.
struct SlotTable: Hashable, Sendable {
    /// A named slot: its section, its item, and its partner (`section == -1` for none).
    struct Entry {
        var section: Int
        var item: Int
        var partner: Position
    }

    private var items: [Int] = []
    private var partners: [Position] = []
    /// `items[starts[s]..<starts[s + 1]]` are the named slots of section `s`, ascending.
    private var starts: [Int]

    static let noPartner = Position(section: -1, item: -1)

    /// Builds the table for `sectionCount` sections; entries of sections out of range are ignored,
    /// and of duplicate slots the first is kept (duplicate operations are warned about).
    init(sectionCount: Int, entries: [Entry]) {
        // The sort is stable: of duplicate slots, the first recorded comes first.
        let sorted = entries.filter { (0..<sectionCount).contains($0.section) }
            .sorted { ($0.section, $0.item) < ($1.section, $1.item) }
        starts = Array(repeating: 0, count: sectionCount + 1)
        items.reserveCapacity(sorted.count)
        partners.reserveCapacity(sorted.count)
        var previous: (Int, Int)?
        for entry in sorted where previous.map({ $0 != (entry.section, entry.item) }) ?? true {
            items.append(entry.item)
            partners.append(entry.partner)
            starts[entry.section + 1] += 1
            previous = (entry.section, entry.item)
        }
        for section in 0..<sectionCount { starts[section + 1] += starts[section] }
    }

    /// Whether `item` of `section` is named and, if so, its partner; otherwise how many named
    /// slots of the section precede it.
    func lookUp(_ item: Int, inSection section: Int) -> (isNamed: Bool, partner: Position?, namedBefore: Int) {
        let start = starts[section]
        var low = start
        var high = starts[section + 1]
        while low < high {
            let middle = (low + high) / 2
            if items[middle] < item { low = middle + 1 } else { high = middle }
        }
        if low < starts[section + 1], items[low] == item {
            let partner = partners[low]
            return (true, partner == Self.noPartner ? nil : partner, low - start)
        }
        return (false, nil, low - start)
    }

    /// The `rank`-th (from 0) slot of `section` that is not named.
    ///
    /// With `m` counting the section's named slots from 0, `items[m] - m` is the number of unnamed
    /// slots before the m-th named one and never decreases, so the answer is `rank` plus the
    /// number of named slots whose `items[m] - m <= rank`.
    func unnamedSlot(rank: Int, inSection section: Int) -> Int {
        let start = starts[section]
        var low = start
        var high = starts[section + 1]
        while low < high {
            let middle = (low + high) / 2
            if items[middle] - (middle - start) <= rank { low = middle + 1 } else { high = middle }
        }
        return rank + (low - start)
    }
}
