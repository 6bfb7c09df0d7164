import Foundation
@testable import ScenarioRunner
import Testing

@Suite("The format reference")
@MainActor
struct ReadmeExampleTests {
    @Test("the first example of Scenarios/README.md decodes")
    func firstExample() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenarios/README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let blocks = text.components(separatedBy: "```json\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] }
        let example = try #require(blocks.first)
        let scenario = try Scenario(decoding: example, file: "README.md")
        #expect(scenario.name == "flow-insert-at-top")
        #expect(scenario.steps.count == 2 && scenario.expectations.count == 2)
    }
}
