import Foundation
@testable import ScenarioRunner
import Testing

@Suite("Golden files")
struct GoldenFilesTests {
    private func run() throws -> ScenarioRun {
        ScenarioRun(try Scenario(decoding: """
            {"name": "g", "view": {"width": 320, "height": 480}, "layout": {"flow": {}}, "data": [3],
             "steps": [{"update": ["insert 0-0"]}]}
            """, file: "g.json"))
    }

    @Test("a missing golden is recorded and still reported as a failure")
    func missingGolden() throws {
        let folder = try PackageFolders.temporary()
        let failure = try #require(GoldenFiles(folder: folder).check(try run(), recordingMissing: true))
        #expect(failure.description == "g: timeline.json: expected a recorded golden file, actual none; recorded it now: review it, then run again")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("timeline.json").path))
        let second = try #require(GoldenFiles(folder: folder).check(try run(), recordingMissing: true))
        #expect(second.property == "timeline.txt")
        #expect(GoldenFiles(folder: folder).check(try run(), recordingMissing: true) == nil)
    }

    @Test("a missing golden is not written unless asked")
    func missingGoldenNotRecorded() throws {
        let folder = try PackageFolders.temporary()
        let failure = try #require(GoldenFiles(folder: folder).check(try run(), recordingMissing: false))
        #expect(failure.actual == "none; record it with `batchsim record g`")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("timeline.json").path))
    }

    @Test("the first difference names the step, element, property and time")
    func firstDifference() throws {
        let folder = try PackageFolders.temporary()
        _ = try GoldenFiles(folder: folder).record(try run())
        let url = folder.appendingPathComponent("timeline.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        let changed = text.replacingOccurrences(of: "\"alpha\": 0.000", with: "\"alpha\": 0.500")
        try changed.write(to: url, atomically: true, encoding: .utf8)
        let failure = try #require(GoldenFiles(folder: folder).check(try run(), recordingMissing: false))
        #expect(failure.step == 0)
        #expect(failure.element == "cell 0-0")
        #expect(failure.time == "start")
        #expect(failure.description.hasPrefix("g: step 0, cell 0-0, timeline.json line "))
        #expect(failure.description.hasSuffix(": alpha at start: expected 0.500, actual 0.000"))
    }

    @Test("a difference in the text timeline names its line and step")
    func textDifference() {
        let failure = GoldenDifference.first(scenario: "g", file: "timeline.txt", expected: "a\nstep 3: x\nrow\n", actual: "a\nstep 3: x\nrew\n")
        #expect(failure.description == "g: step 3, timeline.txt line 3: line: expected row, actual rew")
    }
}
