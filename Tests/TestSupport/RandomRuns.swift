import Foundation
import Testing

/// How many times a randomised test runs: its small default under `swift test`, or the number in
/// the environment variable that raises it (README's "Development" section lists every variable).
///
/// A value that is not a whole number is a test issue naming the variable and what it holds: the
/// test runs its default and fails, where quietly running the default would let a long run asked
/// for and not performed pass unnoticed. A whole number below 1 runs once.
package enum RandomRuns: String, CaseIterable, Sendable {
    /// The randomised batch-update and data-model oracles (CI's weekly run sets 10,000).
    case oracleSeeds = "BATCHSIM_ORACLE_SEEDS"
    /// The diffable data sources' snapshot oracles.
    case oracleRuns = "BATCHSIM_ORACLE_RUNS"
    /// The layout fuzzer's tests, seeds per layout (the finite-values check runs 1,000 steps a seed).
    case fuzzSeeds = "BATCHSIM_FUZZ_SEEDS"
    /// The random screens that no view may jump on.
    case noJumpSeeds = "BATCHSIM_NO_JUMP_SEEDS"
    /// The engine's random invariant runs.
    case invariantRuns = "BATCHSIM_INVARIANT_RUNS"
    /// The cell-reuse and display-event random runs.
    case reuseRuns = "BATCHSIM_REUSE_RUNS"
    /// The self-sizing random runs.
    case selfSizingRuns = "BATCHSIM_SELF_SIZING_RUNS"
    /// The interactive-reordering oracle.
    case reorderOracleRuns = "BATCHSIM_REORDER_ORACLE_RUNS"
    /// The selection-remapping oracle.
    case selectionOracleRuns = "BATCHSIM_SELECTION_ORACLE_RUNS"
    /// The rendered timeline's label-placement random runs.
    case labelRuns = "BATCHSIM_LABEL_RUNS"
    /// The timeline-sampling comparison with per-frame values, random timelines per timing pattern.
    case samplingRuns = "BATCHSIM_SAMPLING_RUNS"

    /// The number of runs: the variable's value, at least 1, or `defaultCount` when it is not set
    /// or not a whole number (then a test issue is recorded, see the type).
    package func count(default defaultCount: Int, environment: [String: String] = ProcessInfo.processInfo.environment,
                       fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) -> Int {
        TestVariable.recordingIssue(fallback: max(1, defaultCount), sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)) { () throws(TestVariableError) in
            try parsedCount(default: defaultCount, environment: environment)
        }
    }

    /// The number of runs, or an error naming the variable when its value is not a whole number.
    package func parsedCount(default defaultCount: Int, environment: [String: String]) throws(TestVariableError) -> Int {
        let count = try TestVariable.value(of: rawValue, in: environment, expected: "a whole number of runs", parse: { Int($0) })
        return max(1, count ?? defaultCount)
    }
}
