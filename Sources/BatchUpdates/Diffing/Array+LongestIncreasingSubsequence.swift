extension Array where Element == Int {
    /// Which elements form a longest strictly increasing subsequence, as one flag per element.
    ///
    /// Patience sorting: `tails[k]` is the index of the smallest value that ends an increasing
    /// run of length `k + 1`; each element extends the longest run whose tail is smaller. An
    /// element larger than every tail is appended without a search, so an already sorted array
    /// (no moves, the common case) costs O(n); otherwise O(n log n) time and O(n) memory.
    /// Deterministic: of several longest subsequences it keeps the one ending at the last tail,
    /// following each element's predecessor.
    func longestIncreasingSubsequenceMembers() -> [Bool] {
        guard !isEmpty else { return [] }
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: count)
        for index in indices {
            let value = self[index]
            if let last = tails.last, self[last] >= value {
                let position = firstTail(notBelow: value, in: tails)
                if position > 0 { previous[index] = tails[position - 1] }
                tails[position] = index
            } else {
                previous[index] = tails.last ?? -1
                tails.append(index)
            }
        }
        var members = [Bool](repeating: false, count: count)
        var index = tails[tails.count - 1]
        while index >= 0 {
            members[index] = true
            index = previous[index]
        }
        return members
    }

    /// The first position in `tails` whose value is at least `value` (lower bound).
    private func firstTail(notBelow value: Int, in tails: [Int]) -> Int {
        var low = 0
        var high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if self[tails[middle]] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
