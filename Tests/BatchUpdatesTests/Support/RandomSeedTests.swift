import Foundation
import Testing
import TestSupport

@MainActor
@Suite("The seed of a randomised test")
struct RandomSeedTests {
    @Test("an unset variable gives the default; a whole number is the seed")
    func unsetOrSeed() throws {
        let variable = RandomSeed.fuzzFiniteCheck
        #expect(try variable.parsedValue(default: 15, environment: [:]) == 15)
        #expect(try variable.parsedValue(default: 15, environment: ["BATCHSIM_FUZZ_SEEDS": "9"]) == 15)
        #expect(try variable.parsedValue(default: 15, environment: ["BATCHSIM_FUZZ_SEED": " 42 "]) == 42)
        #expect(try variable.parsedValue(default: 15, environment: ["BATCHSIM_FUZZ_SEED": "18446744073709551615"]) == .max)
        #expect(variable.value(default: 15, environment: ["BATCHSIM_FUZZ_SEED": "0"]) == 0)
    }

    @Test("a value that is not a seed is an error naming the variable", arguments: ["", "x", "-1", "18446744073709551616", "1.5"])
    func malformedIsError(text: String) {
        let expected = TestVariableError(variable: "BATCHSIM_FUZZ_SEED", value: text, expected: "a seed (a whole number from 0 to 2⁶⁴ − 1)")
        #expect(throws: expected) {
            try RandomSeed.fuzzFiniteCheck.parsedValue(default: 15, environment: ["BATCHSIM_FUZZ_SEED": text])
        }
    }

    @Test("a malformed seed is a test issue naming the variable and its value; the test goes on with the default")
    func malformedSeedRecordsIssue() {
        var seed: UInt64 = 0
        withKnownIssue {
            seed = RandomSeed.fuzzFiniteCheck.value(default: 15, environment: ["BATCHSIM_FUZZ_SEED": "fifteen"])
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["BATCHSIM_FUZZ_SEED=\"fifteen\" is not a seed (a whole number from 0 to 2⁶⁴ − 1) (unset it for the default)"]
        }
        #expect(seed == 15)
    }

    @Test("README lists every seed variable")
    func readmeListsEverySeed() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        for variable in RandomSeed.allCases {
            #expect(text.contains("`\(variable.rawValue)"), "README does not list \(variable.rawValue)")
        }
    }
}
