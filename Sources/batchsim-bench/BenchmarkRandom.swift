import ScenarioRunner

/// The benchmarks' seeded generator: the fuzzer's SplitMix64, so that every run of a benchmark
/// measures the same input.
typealias BenchmarkRandom = FuzzRandom

extension FuzzRandom {
    /// A uniform value in [0, 1).
    var unit: Double {
        mutating get { Double(next() >> 11) / Double(1 << 53) }
    }
}
