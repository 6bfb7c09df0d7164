@testable import BatchUpdates
import TestSupport
import Testing

/// The longest increasing run against the textbook patience sort it replaced (tails kept as
/// indexes, read through them): the same members, so the same items stay and the same move.
@Suite("Longest increasing subsequence")
@MainActor
struct LongestIncreasingSubsequenceTests {
    @Test("random arrays (sorted, shuffled, with repeats, negative and extreme values) keep exactly the reference's members")
    func sameMembersAsTheReference() {
        var rng = SeededGenerator(seed: 3)
        var failures: [[Int]] = []
        for round in 0..<2_000 {
            let count = Int.random(in: 0..<60, using: &rng)
            // Extreme values: the search compares without a branch, where a plain subtraction overflows.
            let range = round.isMultiple(of: 3) ? 0...7 : round.isMultiple(of: 7) ? Int.min...Int.max : -500...500
            var values = (0..<count).map { _ in
                round.isMultiple(of: 11) ? [Int.min, -1, 0, 1, Int.max].randomElement(using: &rng) ?? 0
                    : Int.random(in: range, using: &rng)
            }
            if round.isMultiple(of: 5) { values.sort() }
            if values.longestIncreasingSubsequenceMembers() != Self.reference(values) { failures.append(values) }
            if failures.count == 3 { break }
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    /// The previous implementation, kept as the definition of which run is chosen.
    static func reference(_ values: [Int]) -> [Bool] {
        guard !values.isEmpty else { return [] }
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for index in values.indices {
            let value = values[index]
            if let last = tails.last, values[last] >= value {
                var low = 0
                var high = tails.count
                while low < high {
                    let middle = (low + high) / 2
                    if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
                }
                if low > 0 { previous[index] = tails[low - 1] }
                tails[low] = index
            } else {
                previous[index] = tails.last ?? -1
                tails.append(index)
            }
        }
        var members = [Bool](repeating: false, count: values.count)
        var index = tails[tails.count - 1]
        while index >= 0 {
            members[index] = true
            index = previous[index]
        }
        return members
    }
}
