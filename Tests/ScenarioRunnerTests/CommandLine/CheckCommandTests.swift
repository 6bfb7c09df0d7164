import Foundation
import ScenarioRunner
import Testing

@Suite("batchsim check and record")
struct CheckCommandTests {
    @Test("check passes every scenario of the package")
    func checkAll() {
        let result = CommandRun(["check", "--scenarios", PackageFolders.scenarios.path])
        #expect(result.status == .success, "\(result.stdout)")
        #expect(result.stdout.contains("PASS flow-vertical-items\n"))
        #expect(result.stdout.hasSuffix("passed, 0 failed\n"))
    }

    @Test("check records a missing golden and fails; after recording it passes; a changed golden fails with its first difference")
    func checkRecordCycle() throws {
        let folder = try PackageFolders.temporary()
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
        #expect(CommandRun(["check", "--scenarios", folder.path]).status == .success)
        let golden = scenario.appendingPathComponent("timeline.txt")
        try (try String(contentsOf: golden, encoding: .utf8)).replacingOccurrences(of: "deleted", with: "moved")
            .write(to: golden, atomically: true, encoding: .utf8)
        let changed = CommandRun(["check", "--scenarios", folder.path])
        #expect(changed.status == .failure)
        #expect(changed.stdout.contains("small: step 0, timeline.txt line "), "\(changed.stdout)")
    }

    @Test("any scenario file works, with goldens beside it named after it; errors match by substring")
    func anyFile() throws {
        let folder = try PackageFolders.temporary()
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
        let folder = try PackageFolders.temporary()
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
