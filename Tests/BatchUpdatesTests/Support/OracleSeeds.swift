import TestSupport

/// How many seeds the randomised oracles run: 1,000 by default, so that `swift test` stays quick on
/// a small machine, or `BATCHSIM_ORACLE_SEEDS` (CI's full run sets 10,000; see `RandomRuns`).
/// A failure prints its seed, which reruns alone.
enum OracleSeeds {
    /// The number of seeds, at least 1.
    static let count = RandomRuns.oracleSeeds.count(default: 1_000)
}
