import Foundation
import Testing

/// The seed of a randomised test that runs one seed many steps: its fixed default, or the seed in
/// the environment variable that replaces it, to rerun a failure's seed or try another.
///
/// A value that is not a seed (a whole number from 0 to 2⁶⁴ − 1) is a test issue naming the
/// variable and what it holds; the test goes on with its default, and fails.
package enum RandomSeed: String, CaseIterable, Sendable {
    /// The fuzzer's check that its shortcut finds exactly the non-finite numbers.
    case fuzzFiniteCheck = "BATCHSIM_FUZZ_SEED"

    /// The seed: the variable's value, or `defaultSeed` when it is not set or not a seed (then a
    /// test issue is recorded).
    package func value(default defaultSeed: UInt64,
                       environment: [String: String] = ProcessInfo.processInfo.environment,
                       fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) -> UInt64 {
        TestVariable.recordingIssue(fallback: defaultSeed, sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)) { () throws(TestVariableError) in
            try parsedValue(default: defaultSeed, environment: environment)
        }
    }

    /// The seed, or an error naming the variable when its value is not a seed.
    package func parsedValue(default defaultSeed: UInt64, environment: [String: String]) throws(TestVariableError) -> UInt64 {
        try TestVariable.value(of: rawValue, in: environment, expected: "a seed (a whole number from 0 to 2⁶⁴ − 1)",
                               parse: { UInt64($0) }) ?? defaultSeed
    }
}
