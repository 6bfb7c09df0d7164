@testable import ScenarioRunner

/// Scenario texts for tests: a valid minimal scenario on line 1, with the keys under test on
/// line 2 so that error columns are easy to read.
enum ScenarioFixture {
    static let base: [(key: String, value: String)] = [
        ("name", "\"t\""), ("view", "{\"width\": 320, \"height\": 480}"), ("layout", "{\"flow\": {}}"), ("data", "[3]"),
    ]

    /// The minimal scenario with `overrides` replacing or adding top-level keys on line 2.
    static func text(_ overrides: [(key: String, value: String)]) -> String {
        let kept = base.filter { member in !overrides.contains { $0.key == member.key } }
        let first = kept.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ")
        let second = overrides.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ")
        return "{" + first + (second.isEmpty ? "}" : ",\n" + second + "}")
    }

    static func decode(_ overrides: [(key: String, value: String)]) throws(ScenarioError) -> Scenario {
        try Scenario(decoding: text(overrides), file: "t.json")
    }

    /// The description of the error that decoding throws, or a note that none was thrown.
    static func error(_ overrides: [(key: String, value: String)]) -> String {
        error(decoding: text(overrides))
    }

    /// The description of the error that decoding `text` throws, or a note that none was thrown.
    static func error(decoding text: String) -> String {
        do {
            _ = try Scenario(decoding: text, file: "t.json")
            return "no error"
        } catch {
            return error.description
        }
    }

    static func error(_ key: String, _ value: String) -> String {
        error([(key, value)])
    }

    static func decode(_ key: String, _ value: String) throws(ScenarioError) -> Scenario {
        try decode([(key, value)])
    }
}
