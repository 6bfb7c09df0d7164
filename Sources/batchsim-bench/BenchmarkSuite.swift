/// A named group of benchmarks; `batchsim-bench NAME…` runs the suites whose names are given.
struct BenchmarkSuite: Sendable {
    /// The suite's name on the command line (`resolve`, `diff`, `layout`, …).
    let name: String
    /// What the suite measures, for `batchsim-bench --list`.
    let summary: String
    /// Runs the suite and prints its table.
    let run: @MainActor @Sendable (BenchmarkClock) -> Void
}
