import Foundation

extension Dictionary where Key == ElementID {
    /// The keys in ``ElementID``'s order (`<`, as ``Swift/Sequence/sorted()`` gives them), with
    /// their values in the same order: positions are sorted
    /// (``ElementID/orderedPositions(count:element:tieBreak:)``), so no key is looked up again, and
    /// no main-actor closure is handed to the standard library (which would check its executor on
    /// every call). What a change reads a screen's attributes in, in element order.
    func sortedByElement() -> (keys: [ElementID], values: [Value]) {
        var unsortedKeys: [ElementID] = [], unsortedValues: [Value] = []
        unsortedKeys.reserveCapacity(count)
        unsortedValues.reserveCapacity(count)
        for (key, value) in self {
            unsortedKeys.append(key)
            unsortedValues.append(value)
        }
        let order = ElementID.orderedPositions(count: unsortedKeys.count, element: { unsortedKeys[$0] }) { unsortedKeys[$0] < unsortedKeys[$1] }
        var keys: [ElementID] = [], values: [Value] = []
        keys.reserveCapacity(order.count)
        values.reserveCapacity(order.count)
        for position in order {
            keys.append(unsortedKeys[position])
            values.append(unsortedValues[position])
        }
        return (keys, values)
    }

    /// The pairs in element order, as `sorted { $0.key < $1.key }` gives them, compared by a
    /// function that belongs to no actor: a main-actor closure handed to the standard library's
    /// sort checks its executor at every comparison (a change sorts its views several times).
    func sortedByKey() -> [(key: ElementID, value: Value)] {
        sorted(by: Self.keyPrecedes)
    }

    private static func keyPrecedes(_ left: Element, _ right: Element) -> Bool {
        left.key < right.key
    }
}
