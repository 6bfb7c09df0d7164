import Foundation
import Testing
import TestSupport

@MainActor
@Suite("How many times randomised tests run")
struct RandomRunsTests {
    @Test("an unset variable gives the default, at least 1")
    func unsetGivesDefault() throws {
        #expect(try RandomRuns.fuzzSeeds.parsedCount(default: 20, environment: [:]) == 20)
        #expect(try RandomRuns.fuzzSeeds.parsedCount(default: 0, environment: ["BATCHSIM_ORACLE_SEEDS": "9"]) == 1)
    }

    @Test("a whole number is the count, clamped to at least 1")
    func wholeNumberIsCount() throws {
        let variable = RandomRuns.oracleSeeds
        #expect(try variable.parsedCount(default: 1_000, environment: ["BATCHSIM_ORACLE_SEEDS": "10000"]) == 10_000)
        #expect(try variable.parsedCount(default: 1_000, environment: ["BATCHSIM_ORACLE_SEEDS": " 7 "]) == 7)
        #expect(try variable.parsedCount(default: 1_000, environment: ["BATCHSIM_ORACLE_SEEDS": "0"]) == 1)
        #expect(try variable.parsedCount(default: 1_000, environment: ["BATCHSIM_ORACLE_SEEDS": "-3"]) == 1)
        #expect(variable.count(default: 1_000, environment: ["BATCHSIM_ORACLE_SEEDS": "12"]) == 12)
    }

    @Test("a value that is not a whole number is an error naming the variable, never the default", arguments: ["", "ten", "1e4", "10,000", "3.5"])
    func malformedIsError(text: String) {
        #expect(throws: TestVariableError(variable: "BATCHSIM_LABEL_RUNS", value: text, expected: "a whole number of runs")) {
            try RandomRuns.labelRuns.parsedCount(default: 200, environment: ["BATCHSIM_LABEL_RUNS": text])
        }
        #expect("\(TestVariableError(variable: "BATCHSIM_LABEL_RUNS", value: text, expected: "a whole number of runs"))"
            == "BATCHSIM_LABEL_RUNS=\"\(text)\" is not a whole number of runs (unset it for the default)")
    }

    @Test("a malformed count is a test issue naming the variable and its value; the test goes on with the default")
    func malformedCountRecordsIssue() {
        var count = 0
        withKnownIssue {
            count = RandomRuns.reuseRuns.count(default: 6, environment: ["BATCHSIM_REUSE_RUNS": "lots"])
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["BATCHSIM_REUSE_RUNS=\"lots\" is not a whole number of runs (unset it for the default)"]
        }
        #expect(count == 6)
    }

    @Test("README lists every variable, and no other run count")
    func readmeListsEveryVariable() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        for variable in RandomRuns.allCases {
            #expect(text.contains("`\(variable.rawValue)"), "README does not list \(variable.rawValue)")
        }
        let named = Set(text.matches(of: /BATCHSIM_[A-Z_]+_(RUNS|SEEDS)\b/).map { String($0.output.0) })
        #expect(named.subtracting(RandomRuns.allCases.map(\.rawValue)).isEmpty, "README names run counts no test reads: \(named)")
    }
}
