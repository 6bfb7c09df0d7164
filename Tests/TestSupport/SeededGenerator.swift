/// A deterministic SeededGenerator generator, shared by every test target, so that random tests are
/// reproducible: they print the seed that replays a failure.
package struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose sequence `seed` fixes.
    package init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SeededGenerator {
    /// A number in `range`, by the next value modulo the range's size: slightly uneven, but stable,
    /// which is what recorded test data needs.
    package mutating func next(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
}
