import Foundation

/// How many seeds the randomised oracle tests run: 1,000 by default, so that `swift test` stays
/// quick, or the number in the environment variable `BATCHSIM_ORACLE_SEEDS` for a long campaign
/// (`BATCHSIM_ORACLE_SEEDS=10000 swift test --filter Oracle`).
enum OracleSeeds {
    static let defaultCount = 1_000

    /// The seeds to run, from 1.
    static var count: Int {
        ProcessInfo.processInfo.environment["BATCHSIM_ORACLE_SEEDS"].flatMap { Int($0) }.map { max($0, 1) }
            ?? defaultCount
    }
}
