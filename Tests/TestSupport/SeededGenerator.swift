// The generator itself lives in BatchUpdates (the fuzzer and the benchmarks use it too); test targets
// see it through this module.
@_exported import struct BatchUpdates.SeededGenerator

extension SeededGenerator {
    /// A number in `range`, by the next value modulo the range's size: slightly uneven, but stable,
    /// which is what recorded test data needs.
    package mutating func next(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
}
