/// SplitMix64's finaliser (Steele, Lea and Flood, "Fast splittable pseudorandom number
/// generators", 2014): a bijection of 64 bits whose every output bit depends on every input bit.
///
/// The package's one cheap mix: the step of ``SeededGenerator``, and the hash wherever the standard
/// library's seeded SipHash was measured to dominate (the diff's `Int` identifiers, the engine's
/// element keys). Equal inputs mix equally, and distinct ones never collide in the full 64 bits.
@usableFromInline package enum SplitMix64 {
    /// `value` mixed.
    @inlinable package static func finalized(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The golden-ratio increment of SplitMix64's state, which also spreads a table's seed before
    /// it is mixed with a key.
    @inlinable package static var increment: UInt64 { 0x9E37_79B9_7F4A_7C15 }
}
