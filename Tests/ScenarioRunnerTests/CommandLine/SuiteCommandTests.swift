import Foundation
import ScenarioRunner
import TestSupport
import Testing

@Suite("batchsim without a command")
@MainActor
struct SuiteCommandTests {
    /// Removed, with what the test wrote in it, when the test ends.
    private let temporary = TemporaryFolder()

    @Test("runs every scenario and prints a passing summary table")
    func summary() {
        let result = CommandRun(["--scenarios", PackageFolders.scenarios.path])
        #expect(result.status == .success, "\(result.stdout)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("scenario") == true && lines.first?.contains("steps  tracks  verdict") == true)
        #expect(lines.contains { $0.hasPrefix("flow-vertical-items ") && $0.contains(" pass ") })
        #expect(lines.last?.hasSuffix("passed, 0 failed") == true)
        #expect(result.stderr.isEmpty)
    }

    @Test("a failing scenario makes the exit status 1 and is listed")
    func failing() throws {
        let folder = temporary.url
        let scenario = folder.appendingPathComponent("broken")
        try FileManager.default.createDirectory(at: scenario, withIntermediateDirectories: true)
        try #"{"name": "broken", "view": {"width": 320, "height": 480}, "layout": {"flow": {}}, "data": [3], "steps": [{"update": ["delete 0-7"]}]}"#
            .write(to: scenario.appendingPathComponent("scenario.json"), atomically: true, encoding: .utf8)
        let result = CommandRun(["--scenarios", folder.path])
        #expect(result.status == .failure)
        #expect(result.stdout.contains("1 scenario: 0 passed, 1 failed"))
        #expect(result.stdout.contains("FAIL broken: step 0, error: expected no error, actual 'attempt to delete item 7 from section 0 which only contains 3 items before the update'"))
        #expect(result.stdout.contains("FAIL broken: timeline.json, timeline.txt: expected a recorded golden file, actual none; record with `batchsim record broken`"))
    }

    @Test("a scenarios folder that does not exist is a usage error")
    func missingFolder() {
        let result = CommandRun(["--scenarios", "/nonexistent/scenarios"])
        #expect(result.status == .usage)
        #expect(result.stderr.hasPrefix("Error: --scenarios: no folder '/nonexistent/scenarios'\nUsage: batchsim <command> [options]\n"))
    }

    @Test("--scenarios naming a file, or a folder without scenarios, is a usage error, not '0 scenarios: 0 passed'")
    func notAScenariosFolder() throws {
        let file = PackageFolders.scenarios.appendingPathComponent("README.md").path
        let fileResult = CommandRun(["--scenarios", file])
        #expect(fileResult.status == .usage)
        #expect(fileResult.stderr.hasPrefix("Error: --scenarios: '\(file)' is a file, not a folder\n"), "\(fileResult.stderr)")
        let empty = temporary.url
        let emptyResult = CommandRun(["--scenarios", empty.path])
        #expect(emptyResult.status == .usage)
        #expect(emptyResult.stderr.hasPrefix("Error: --scenarios: no scenarios in '\(empty.path)' (a scenario is a folder with a scenario.json)\n"), "\(emptyResult.stderr)")
    }
}
