import Foundation

extension ElementID {
    /// The positions `0..<count` sorted by a leading key, then by the element at each position in
    /// ``ElementID``'s order, then by `tieBreak`: the one sort behind the order of a change's tracks
    /// and the drawing order of views.
    ///
    /// Plain numbers and positions are sorted, each element's ``orderNumbers`` read once: the values
    /// being ordered (tracks, places) are large, and moving them, or reading an element's index path
    /// at every comparison, was most of each sort's cost. Where the leading keys differ they decide;
    /// otherwise, where both elements' numbers exist and differ, they decide as the elements' `<`
    /// would; any other pair goes to `tieBreak`, which must order it as the full comparison does.
    ///
    /// - Parameters:
    ///   - count: How many positions there are.
    ///   - leadingKey: Each position's leading key (a view's zIndex), read once.
    ///   - element: The element at each position, read once.
    ///   - tieBreak: Whether the first position goes before the second, for positions whose leading
    ///     keys are equal and whose numbers do not tell their elements apart.
    /// - Returns: The positions in order.
    static func orderedPositions<Key: Comparable>(count: Int, leadingKey: (Int) -> Key, element: (Int) -> ElementID,
                                                  tieBreak: (Int, Int) -> Bool) -> [Int] {
        var leadingKeys: [Key] = []
        leadingKeys.reserveCapacity(count)
        for position in 0..<count { leadingKeys.append(leadingKey(position)) }
        // One leading key for all (every view at zIndex 0, the usual screen) decides nothing.
        if let first = leadingKeys.first, !leadingKeys.contains(where: { $0 != first }) {
            return orderedPositions(count: count, element: element, tieBreak: tieBreak)
        }
        return sortedPositions(leadingKeys: leadingKeys, element: element, tieBreak: tieBreak)
    }

    /// The sort behind ``orderedPositions(count:leadingKey:element:tieBreak:)``, comparing the
    /// leading keys, then the packed numbers, then `tieBreak`.
    private static func sortedPositions<Key: Comparable>(leadingKeys: [Key], element: (Int) -> ElementID,
                                                         tieBreak: (Int, Int) -> Bool) -> [Int] {
        let count = leadingKeys.count
        var keys: [OrderedPosition<Key>] = []
        keys.reserveCapacity(count)
        for position in 0..<count {
            keys.append(OrderedPosition(leadingKey: leadingKeys[position], numbers: PackedOrderNumbers(element(position)), position: position))
        }
        keys.sort { lhs, rhs in
            if lhs.leadingKey != rhs.leadingKey { return lhs.leadingKey < rhs.leadingKey }
            if lhs.numbers != rhs.numbers, lhs.numbers.isPacked, rhs.numbers.isPacked { return lhs.numbers.value < rhs.numbers.value }
            return tieBreak(lhs.position, rhs.position)
        }
        var positions: [Int] = []
        positions.reserveCapacity(keys.count)
        for key in keys { positions.append(key.position) }
        return positions
    }

    /// ``orderedPositions(count:leadingKey:element:tieBreak:)`` without a leading key.
    ///
    /// When every element's numbers and position fit one integer (``PackedOrderNumbers``, and at
    /// most 2¹⁶ positions: any screen), plain integers are sorted, and only runs of
    /// elements the numbers do not tell apart (supplementary views of two kinds at one index path)
    /// are put in order with `tieBreak` afterwards. Inlined: each caller's `element` and
    /// `tieBreak` then run without a call through their contexts.
    @inline(__always)
    static func orderedPositions(count: Int, element: (Int) -> ElementID, tieBreak: (Int, Int) -> Bool) -> [Int] {
        guard count <= 1 << 16 else { return generallyOrderedPositions(count: count, element: element, tieBreak: tieBreak) }
        var keys: [UInt64] = []
        keys.reserveCapacity(count)
        for position in 0..<count {
            let numbers = PackedOrderNumbers(element(position))
            guard numbers.isPacked else { return generallyOrderedPositions(count: count, element: element, tieBreak: tieBreak) }
            keys.append(numbers.value << 16 | UInt64(position))
        }
        sortAscending(&keys)
        var positions: [Int] = []
        positions.reserveCapacity(count)
        for key in keys { positions.append(Int(key & 0xFFFF)) }
        // Runs of equal numbers are in position order; the full comparison orders each run.
        var start = 0
        while start < count {
            var end = start + 1
            while end < count, keys[end] >> 16 == keys[start] >> 16 { end += 1 }
            if end - start > 1 {
                for index in start + 1..<end {
                    var current = index
                    while current > start, tieBreak(positions[current], positions[current - 1]) {
                        positions.swapAt(current, current - 1)
                        current -= 1
                    }
                }
            }
            start = end
        }
        return positions
    }

    /// The general sort behind ``orderedPositions(count:element:tieBreak:)``, for elements whose
    /// numbers do not fit one integer.
    private static func generallyOrderedPositions(count: Int, element: (Int) -> ElementID, tieBreak: (Int, Int) -> Bool) -> [Int] {
        sortedPositions(leadingKeys: Array(repeating: NoLeadingKey(), count: count), element: element, tieBreak: tieBreak)
    }
}

/// Sorts integers ascending: runs of 16 by insertion, then merged in pairs of runs through a
/// second array. The standard library's sort calls its comparison through a closure at every
/// step, which on a screen's hundred keys cost several times the whole of this.
func sortAscending(_ keys: inout [UInt64]) {
    let count = keys.count, run = 16
    var start = 0
    while start < count {
        let end = min(start + run, count)
        var index = start + 1
        while index < end {
            let value = keys[index]
            var hole = index
            while hole > start, keys[hole - 1] > value {
                keys[hole] = keys[hole - 1]
                hole -= 1
            }
            keys[hole] = value
            index += 1
        }
        start = end
    }
    guard count > run else { return }
    var merged = [UInt64](repeating: 0, count: count)
    var width = run
    while width < count {
        var low = 0
        while low < count {
            let middle = min(low + width, count), high = min(low + 2 * width, count)
            var left = low, right = middle, out = low
            while left < middle, right < high {
                if keys[right] < keys[left] {
                    merged[out] = keys[right]
                    right += 1
                } else {
                    merged[out] = keys[left]
                    left += 1
                }
                out += 1
            }
            while left < middle {
                merged[out] = keys[left]
                left += 1
                out += 1
            }
            while right < high {
                merged[out] = keys[right]
                right += 1
                out += 1
            }
            low = high
        }
        swap(&keys, &merged)
        width *= 2
    }
}

/// An element's category, section and item packed in the low 48 bits of one integer whose order
/// is theirs (2 bits, sections below 2²⁰, items below 2²⁶), so that a position fits beside them;
/// or a mark that they do not fit (an index path of another length, a negative or huge number),
/// which leaves the element to the full comparison.
private struct PackedOrderNumbers: Equatable {
    let value: UInt64
    let isPacked: Bool

    init(_ element: ElementID) {
        guard let numbers = element.orderNumbers, (0..<4).contains(numbers.category),
              (0..<1 << 20).contains(numbers.section), (0..<1 << 26).contains(numbers.item)
        else {
            (value, isPacked) = (0, false)
            return
        }
        (value, isPacked) = (UInt64(numbers.category) << 46 | UInt64(numbers.section) << 26 | UInt64(numbers.item), true)
    }
}

/// What ``ElementID/orderedPositions(count:leadingKey:element:tieBreak:)`` sorts: a position's
/// leading key and its element's numbers, read once.
private struct OrderedPosition<Key: Comparable> {
    var leadingKey: Key
    var numbers: PackedOrderNumbers
    var position: Int
}

/// The leading key of a sort that has none: every two are equal.
private struct NoLeadingKey: Comparable {
    static func < (lhs: NoLeadingKey, rhs: NoLeadingKey) -> Bool { false }
}
