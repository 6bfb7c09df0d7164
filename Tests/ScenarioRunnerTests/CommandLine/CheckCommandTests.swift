import Foundation
import ScenarioRunner
import TestSupport
import Testing
import TimelineOutput

@Suite("batchsim check and record")
@MainActor
struct CheckCommandTests {
    /// Removed, with what the test wrote in it, when the test ends.
    private let temporary = TemporaryFolder()

    @Test("check passes every scenario of the package")
    func checkAll() {
        let result = CommandRun(["check", "--scenarios", PackageFolders.scenarios.path])
        #expect(result.status == .success, "\(result.stdout)")
        #expect(result.stdout.contains("PASS flow-vertical-items\n"))
        #expect(result.stdout.hasSuffix("passed, 0 failed\n"))
    }

    @Test("check records a missing golden and fails; after recording it passes; a changed golden fails with its first difference")
    func checkRecordCycle() throws {
        let folder = temporary.url
        let scenario = folder.appendingPathComponent("small")
        try FileManager.default.createDirectory(at: scenario, withIntermediateDirectories: true)
        try #"{"name": "small", "view": {"width": 320, "height": 480}, "layout": {"flow": {}}, "data": [2], "steps": [{"update": ["delete 0-1"]}]}"#
            .write(to: scenario.appendingPathComponent("scenario.json"), atomically: true, encoding: .utf8)
        let first = CommandRun(["check", "small", "--scenarios", folder.path])
        #expect(first.status == .failure)
        #expect(first.stdout.hasPrefix("FAIL small\n  small: timeline.json, timeline.txt: expected a recorded golden file, actual none; recorded them now"))
        let recorded = CommandRun(["record", "--scenarios", folder.path])
        #expect(recorded.status == .success)
        #expect(recorded.stdout == "recorded small: timeline.json, timeline.txt\n")
        #expect(CommandRun(["record", "small", "--allow-large", "--scenarios", folder.path]).stdout == "recorded small: timeline.json, timeline.txt\n")
        #expect(CommandRun(["check", "--scenarios", folder.path]).status == .success)
        let golden = scenario.appendingPathComponent("timeline.txt")
        try (try String(contentsOf: golden, encoding: .utf8)).replacingOccurrences(of: "deleted", with: "moved")
            .write(to: golden, atomically: true, encoding: .utf8)
        let changed = CommandRun(["check", "--scenarios", folder.path])
        #expect(changed.status == .failure)
        #expect(changed.stdout.contains("small: timeline.txt: expected the run's text table, actual an older text; "
                                        + "re-record with `batchsim record small`"), "\(changed.stdout)")
    }

    @Test("a golden whose animations differ: check counts every difference and writes the golden comparison page, opened at the first")
    func comparisonPage() throws {
        let folder = temporary.url
        let scenario = folder.appendingPathComponent("inset")
        try FileManager.default.createDirectory(at: scenario, withIntermediateDirectories: true)
        let file = scenario.appendingPathComponent("scenario.json")
        let text = #"{"name": "check-comparison-page", "view": {"width": 320, "height": 480}, "layout": {"flow": {"sectionInset": [0, 0, 0, 0]}}, "data": [6], "steps": [{"update": ["delete 0-1"]}]}"#
        try text.write(to: file, atomically: true, encoding: .utf8)
        #expect(CommandRun(["record", "--scenarios", folder.path]).status == .success)
        try text.replacingOccurrences(of: "[0, 0, 0, 0]", with: "[3, 0, 0, 0]").write(to: file, atomically: true, encoding: .utf8)
        let artifacts = folder.appendingPathComponent("artifacts")
        let result = CommandRun(["check", "--scenarios", folder.path], environment: [GoldenComparisonPage.artifactsVariable: artifacts.path])
        #expect(result.status == .failure)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("  In all: cell 0-0 and 5 more elements differ; 15 properties."), "\(result.stdout)")
        #expect(lines.contains { $0.hasSuffix("frame at start: expected [0.000, 0.000, 50.000, 50.000] (exactly [0.0, 0.0, 50.0, 50.0]), "
                                              + "actual [0.000, 3.000, 50.000, 50.000] (exactly [0.0, 3.0, 50.0, 50.0])") },
                "the first difference, with the numbers in full: \(result.stdout)")
        let compare = try #require(lines.first { $0.hasPrefix("  compare: ") }, "\(result.stdout)")
        let address = try #require(compare.dropFirst("  compare: ".count).split(separator: " ").first.map(String.init))
        let parts = address.split(separator: "#").map(String.init)
        try #require(parts.count == 2, "\(address)")
        let (path, fragment) = (parts[0], parts[1])
        #expect(path == artifacts.appendingPathComponent("scenarios/check-comparison-page.compare.html").path)
        #expect(fragment == "step=0&t=0.000&view=0", "opened at the first difference: cell 0-0's start")
        let page = try String(contentsOfFile: path, encoding: .utf8)
        #expect(page.contains("cell 0-0 and 5 more elements differ; 15 properties"))
        #expect(page.contains("data.ghosts = ["), "the golden's views are drawn over the run")
    }

    @Test("any scenario file works, with goldens beside it named after it; errors match by substring")
    func anyFile() throws {
        let folder = temporary.url
        let file = folder.appendingPathComponent("my-test.json")
        try #"{"name": "mine", "view": {"width": 320, "height": 480}, "layout": {"flow": {}}, "data": [2], "steps": [{"update": ["delete 0-5"]}], "expect": [{"step": 0, "errorContains": "attempt to delete  item 5"}]}"#
            .write(to: file, atomically: true, encoding: .utf8)
        #expect(CommandRun(["run", file.path]).status == .success)
        let first = CommandRun(["check", file.path])
        #expect(first.status == .failure)
        #expect(first.stdout.contains("my-test.timeline.json, my-test.timeline.txt: expected a recorded golden file"), "\(first.stdout)")
        #expect(CommandRun(["check", file.path]).status == .success)
        #expect(CommandRun(["record", file.path]).stdout == "recorded my-test: my-test.timeline.json, my-test.timeline.txt\n")
        let wrong = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "item 5", with: "item 6")
        try wrong.write(to: file, atomically: true, encoding: .utf8)
        let mismatch = CommandRun(["check", file.path])
        #expect(mismatch.stdout.contains("errorContains: expected a message containing 'attempt to delete  item 6', actual 'attempt to delete item 5"),
                "\(mismatch.stdout)")
    }

    @Test("record exits 1 when an expectation fails, and still writes the files")
    func recordWithFailure() throws {
        let folder = temporary.url
        try #"{"name": "x", "view": {"width": 320, "height": 480}, "layout": {"flow": {}}, "data": [2], "steps": [{"update": []}], "expect": [{"step": 0, "error": "boom"}]}"#
            .write(to: folder.appendingPathComponent("scenario.json"), atomically: true, encoding: .utf8)
        let result = CommandRun(["record", folder.path])
        #expect(result.status == .failure)
        #expect(result.stderr == "FAIL x: step 0, error: expected 'boom', actual no error: the step ran\n")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("timeline.txt").path))
    }

    @Test("usage errors and help", arguments: ["check", "record"])
    func usage(command: String) {
        let unknown = CommandRun([command, "nope", "--scenarios", PackageFolders.scenarios.path])
        #expect(unknown.status == .usage)
        #expect(unknown.stderr.hasPrefix("Error: no scenario 'nope'\nUsage: batchsim \(command) "))
        let help = CommandRun([command, "-h"])
        #expect(help.status == .success && help.stdout.hasPrefix("Usage: batchsim \(command) [SCENARIO…]"))
    }
}
