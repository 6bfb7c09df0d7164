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
        var keys: [OrderedPosition<Key>] = []
        keys.reserveCapacity(count)
        for position in 0..<count {
            keys.append(OrderedPosition(leadingKey: leadingKey(position), numbers: element(position).orderNumbers, position: position))
        }
        keys.sort { lhs, rhs in
            if lhs.leadingKey != rhs.leadingKey { return lhs.leadingKey < rhs.leadingKey }
            if let left = lhs.numbers, let right = rhs.numbers, left != right { return left < right }
            return tieBreak(lhs.position, rhs.position)
        }
        var positions: [Int] = []
        positions.reserveCapacity(keys.count)
        for key in keys { positions.append(key.position) }
        return positions
    }

    /// ``orderedPositions(count:leadingKey:element:tieBreak:)`` without a leading key.
    static func orderedPositions(count: Int, element: (Int) -> ElementID, tieBreak: (Int, Int) -> Bool) -> [Int] {
        orderedPositions(count: count, leadingKey: { _ in NoLeadingKey() }, element: element, tieBreak: tieBreak)
    }
}

/// What ``ElementID/orderedPositions(count:leadingKey:element:tieBreak:)`` sorts: a position's
/// leading key and its element's numbers, read once.
private struct OrderedPosition<Key: Comparable> {
    var leadingKey: Key
    var numbers: (category: Int, section: Int, item: Int)?
    var position: Int
}

/// The leading key of a sort that has none: every two are equal.
private struct NoLeadingKey: Comparable {
    static func < (lhs: NoLeadingKey, rhs: NoLeadingKey) -> Bool { false }
}
