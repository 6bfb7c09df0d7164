/// The item slots of one section that a batch names explicitly, sorted, each with its partner on
/// the other side of the update: a move's destination (or source), or nothing for a delete (or
/// an insert).
///
/// Every slot a section does not name is a survivor's: the k-th unnamed slot before the update
/// maps to the k-th unnamed slot after it. Both directions are answered by binary search, so a
/// lookup costs O(log n) in the number of operations, whatever the number of items.
struct SlotList: Hashable, Sendable {
    private(set) var slots: [Int] = []
    private(set) var partners: [Position?] = []

    /// Adds a slot; call ``finish()`` once all are added.
    mutating func append(_ slot: Int, partner: Position?) {
        slots.append(slot)
        partners.append(partner)
    }

    /// Sorts the slots and keeps the first of any duplicates (duplicate operations are warned about).
    mutating func finish() {
        guard slots.count > 1 else { return }
        let order = slots.indices.sorted { (slots[$0], $0) < (slots[$1], $1) }
        var sortedSlots: [Int] = []
        var sortedPartners: [Position?] = []
        sortedSlots.reserveCapacity(slots.count)
        sortedPartners.reserveCapacity(slots.count)
        for index in order where sortedSlots.last != slots[index] {
            sortedSlots.append(slots[index])
            sortedPartners.append(partners[index])
        }
        slots = sortedSlots
        partners = sortedPartners
    }

    /// Whether `slot` is named and, if so, its partner; otherwise how many named slots precede it.
    func lookUp(_ slot: Int) -> (isNamed: Bool, partner: Position?, namedBefore: Int) {
        var low = 0
        var high = slots.count
        while low < high {
            let middle = (low + high) / 2
            if slots[middle] < slot { low = middle + 1 } else { high = middle }
        }
        if low < slots.count, slots[low] == slot { return (true, partners[low], low) }
        return (false, nil, low)
    }

    /// The `rank`-th (from 0) slot that is not named.
    ///
    /// `slots[m] - m` counts the unnamed slots before the m-th named one and never decreases, so
    /// the answer is `rank` plus the number of named slots whose `slots[m] - m <= rank`.
    func unnamedSlot(rank: Int) -> Int {
        var low = 0
        var high = slots.count
        while low < high {
            let middle = (low + high) / 2
            if slots[middle] - middle <= rank { low = middle + 1 } else { high = middle }
        }
        return rank + low
    }
}
