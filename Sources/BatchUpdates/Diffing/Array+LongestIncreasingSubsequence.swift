extension Array where Element == Int {
    /// Which elements form a longest strictly increasing subsequence, as one flag per element.
    ///
    /// Patience sorting: the `k`-th tail is the smallest value that ends an increasing run of
    /// length `k + 1` (its value and its index are kept side by side, so the binary search reads
    /// one array); each element extends the longest run whose tail is smaller. An element larger
    /// than every tail is appended without a search, so an already sorted array (no moves, the
    /// common case) costs O(n); otherwise O(n log n) time and O(n) memory. Deterministic: of
    /// several longest subsequences it keeps the one ending at the last tail, following each
    /// element's predecessor.
    func longestIncreasingSubsequenceMembers() -> [Bool] {
        guard !isEmpty else { return [] }
        var tailValues: [Int] = []
        var tailIndexes: [Int] = []
        var previous = [Int](repeating: -1, count: count)
        for index in indices {
            let value = self[index]
            if let last = tailValues.last, last >= value {
                let position = Self.firstPosition(notBelow: value, in: tailValues)
                if position > 0 { previous[index] = tailIndexes[position - 1] }
                tailValues[position] = value
                tailIndexes[position] = index
            } else {
                previous[index] = tailIndexes.last ?? -1
                tailValues.append(value)
                tailIndexes.append(index)
            }
        }
        var members = [Bool](repeating: false, count: count)
        var index = tailIndexes[tailIndexes.count - 1]
        while index >= 0 {
            members[index] = true
            index = previous[index]
        }
        return members
    }

    /// The first position in the ascending, non-empty `values` holding at least `value` (lower
    /// bound). Branch-free halving: the comparison picks the half with a conditional move, since
    /// in a shuffled array the branch of the textbook search mispredicts half of the time and
    /// took most of a 50%-moved diff.
    private static func firstPosition(notBelow value: Int, in values: [Int]) -> Int {
        values.withUnsafeBufferPointer { values in
            var base = 0
            var length = values.count
            while length > 1 {
                let half = length / 2
                base = values[base + half] < value ? base + half : base
                length -= half
            }
            return values[base] < value ? base + 1 : base
        }
    }
}
