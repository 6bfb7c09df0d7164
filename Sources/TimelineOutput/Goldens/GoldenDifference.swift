import CollectionViewSimulator
import Foundation

/// The first differing line between a text golden (`timeline.txt`) and a run, named as a failure:
/// the step it is in, read from the `step N` lines before it, and the two lines.
package enum GoldenDifference {
    package static func first(scenario: String, file: String, expected: String, actual: String) -> ScenarioFailure {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let line = zip(expectedLines, actualLines).prefix { $0 == $1 }.count
        var step: Int?
        for text in expectedLines.prefix(line) {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("step "), let number = Int(trimmed.dropFirst(5).prefix { $0.isNumber }) { step = number }
        }
        return ScenarioFailure(
            scenario: scenario, step: step, property: "\(file) line \(line + 1): line",
            expected: line < expectedLines.count ? expectedLines[line].trimmingCharacters(in: .whitespaces) : "the end of the file",
            actual: line < actualLines.count ? actualLines[line].trimmingCharacters(in: .whitespaces) : "the end of the file")
    }
}
