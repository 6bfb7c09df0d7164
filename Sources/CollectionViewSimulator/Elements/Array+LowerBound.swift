extension Array where Element: Comparable {
    /// The first index whose element is not below `value` (`count` when every element is), by
    /// binary search over ascending elements: where `value` is, or would go. The one search behind
    /// the sorted tables the engine reads instead of hashing (keys on screen, pooled view numbers,
    /// an update's items, and the invariant that every element on screen has a view). Inlinable
    /// so that another module's search is specialised to its element type.
    @inlinable package func lowerBound(of value: Element) -> Int {
        var (low, high) = (0, count)
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The index of `value` in these ascending elements, by ``lowerBound(of:)``; `nil` when absent.
    @inlinable package func sortedIndex(of value: Element) -> Int? {
        let index = lowerBound(of: value)
        return index < count && self[index] == value ? index : nil
    }
}
