/// The package's one deterministic generator (SplitMix64): one seed always gives the same sequence.
/// The fuzzer, the benchmarks and every random test draw from it, so that a printed seed replays a
/// case anywhere.
package struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose sequence `seed` fixes.
    package init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= SplitMix64.increment
        return SplitMix64.finalized(state)
    }
}
