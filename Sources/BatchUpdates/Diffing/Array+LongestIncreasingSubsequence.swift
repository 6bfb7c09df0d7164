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
    ///
    /// The tails and the predecessors live in one buffer allocated once at their largest size,
    /// so the loop neither grows an array nor checks that it is uniquely referenced.
    func longestIncreasingSubsequenceMembers() -> [Bool] {
        guard !isEmpty else { return [] }
        let scratch = UnsafeMutableBufferPointer<Int>.allocate(capacity: 3 * count)
        defer { scratch.deallocate() }
        let tailValues = UnsafeMutableBufferPointer(rebasing: scratch[0..<count])
        let tailIndexes = UnsafeMutableBufferPointer(rebasing: scratch[count..<(2 * count)])
        let previous = UnsafeMutableBufferPointer(rebasing: scratch[(2 * count)...])
        var length = 0
        withUnsafeBufferPointer { values in
            for index in values.indices {
                let value = values[index]
                if length > 0, tailValues[length - 1] >= value {
                    let position = Self.firstPosition(notBelow: value, in: tailValues, length: length)
                    previous[index] = position > 0 ? tailIndexes[position - 1] : -1
                    tailValues[position] = value
                    tailIndexes[position] = index
                } else {
                    previous[index] = length > 0 ? tailIndexes[length - 1] : -1
                    tailValues[length] = value
                    tailIndexes[length] = index
                    length += 1
                }
            }
        }
        var members = [Bool](repeating: false, count: count)
        var index = tailIndexes[length - 1]
        while index >= 0 {
            members[index] = true
            index = previous[index]
        }
        return members
    }

    /// The first position among the first `length` (at least one) ascending `values` holding at
    /// least `value` (lower bound).
    ///
    /// Branch-free: in a shuffled array a branch on a comparison mispredicts half of the time,
    /// and it took most of a 50%-moved diff. The compiler turns a conditional choice next to a
    /// load back into a branch (x86's cmov conversion did so here), so each choice is arithmetic
    /// over a mask of all ones when the probed value is below `value`. Each step probes three
    /// quarter points at once, whose loads overlap, and keeps the quarter holding the bound: half
    /// the dependent steps of halving.
    private static func firstPosition(notBelow value: Int, in values: UnsafeMutableBufferPointer<Int>,
                                      length: Int) -> Int {
        // Invariant: the bound is in base...base + remaining, and every value before base is below.
        var base = 0
        var remaining = length
        while remaining >= 4 {
            let quarter = remaining / 4
            let below1 = lessMask(values[base &+ quarter], value)
            let below2 = lessMask(values[base &+ 2 &* quarter], value)
            let below3 = lessMask(values[base &+ 3 &* quarter], value)
            // The masks are ordered (the values ascend): the bound is past as many quarters as
            // there are probes below `value`, and in the last quarter the rest of the range remains.
            base &+= (quarter & below1) &+ (quarter & below2) &+ (quarter & below3)
            remaining = quarter &+ ((remaining &- 4 &* quarter) & below3)
        }
        while remaining > 1 {
            let half = remaining / 2
            base &+= half & lessMask(values[base &+ half], value)
            remaining -= half
        }
        return base &+ (1 & lessMask(values[base], value))
    }

    /// All ones when `a < b`, else zero, for any two integers: the sign of `a − b`, corrected
    /// where the subtraction overflows (Hacker's Delight, 2-12).
    private static func lessMask(_ a: Int, _ b: Int) -> Int {
        let difference = a &- b
        return (difference ^ ((a ^ b) & (difference ^ a))) >> (Int.bitWidth - 1)
    }
}
