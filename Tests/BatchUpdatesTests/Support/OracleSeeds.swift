import Foundation

/// How many seeds the randomised oracles run: 1,000 by default, so that `swift test` stays quick on
/// a small machine, or the number in the environment variable `BATCHSIM_ORACLE_SEEDS` (CI's full
/// run sets 10,000; see README's testing section). A failure prints its seed, which reruns alone.
enum OracleSeeds {
    /// The number of seeds, at least 1.
    static let count: Int = {
        guard let text = ProcessInfo.processInfo.environment["BATCHSIM_ORACLE_SEEDS"], let value = Int(text) else {
            return 1_000
        }
        return max(1, value)
    }()
}
