import BatchUpdates
import Testing

@Suite("SplitMix64's finaliser, the generator's step and the package's cheap hash")
struct SplitMix64Tests {
    @Test("the generator gives SplitMix64's published sequence for seed 0")
    func publishedSequence() {
        // The reference implementation's (Vigna's splitmix64.c) first outputs from state 0.
        var generator = SeededGenerator(seed: 0)
        #expect([generator.next(), generator.next(), generator.next()] == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
    }

    @Test("the finaliser never maps two of 65,536 neighbouring values to one, and every output bit follows the input")
    func finaliserSpreads() {
        let outputs = (0..<UInt64(65_536)).map(SplitMix64.finalized)
        #expect(Set(outputs).count == outputs.count)
        // Flipping the lowest input bit flips each output bit about half the time.
        for bit in 0..<64 {
            let flips = (0..<UInt64(4_096)).filter { (SplitMix64.finalized($0) ^ SplitMix64.finalized($0 ^ 1)) >> UInt64(bit) & 1 == 1 }.count
            #expect((1_700...2_400).contains(flips), "output bit \(bit) flipped \(flips) times of 4,096")
        }
    }
}
