import Foundation
import Testing

/// How the tests read their environment variables (``RandomRuns``, ``RandomSeed``): one rule for
/// every variable, so that none of them quietly ignores a value it cannot read.
enum TestVariable {
    /// The value of `variable` read by `parse` (surrounding spaces trimmed), or `nil` when it is
    /// not set.
    ///
    /// - Throws: ``TestVariableError`` when the variable is set and `parse` cannot read it.
    static func value<Value>(of variable: String, in environment: [String: String], expected: String,
                             parse: (String) -> Value?) throws(TestVariableError) -> Value? {
        guard let text = environment[variable] else { return nil }
        guard let value = parse(text.trimmingCharacters(in: .whitespaces)) else {
            throw TestVariableError(variable: variable, value: text, expected: expected)
        }
        return value
    }

    /// What `read` returns; when it throws, a test issue with the error's message, recorded
    /// against the test that asked (at `sourceLocation`), and `fallback`: the test goes on with
    /// its default and fails, instead of stopping every test in the process.
    static func recordingIssue<Value>(fallback: Value, sourceLocation: SourceLocation,
                                      _ read: () throws(TestVariableError) -> Value) -> Value {
        do {
            return try read()
        } catch {
            Issue.record("\(error)", sourceLocation: sourceLocation)
            return fallback
        }
    }
}
