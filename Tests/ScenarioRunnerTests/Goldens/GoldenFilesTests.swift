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

    @Test("every missing golden is recorded in one run and still reported as a failure")
    func missingGolden() throws {
        let folder = try PackageFolders.temporary()
        let failure = try #require(GoldenFiles(entry: .init(folder: folder)).check(try run(), recordingMissing: true))
        #expect(failure.description == "g: timeline.json, timeline.txt: expected a recorded golden file, actual none; recorded them now: review, then run again")
        for name in ["timeline.json", "timeline.txt"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path))
        }
        #expect(GoldenFiles(entry: .init(folder: folder)).check(try run(), recordingMissing: true) == nil)
    }

    @Test("any scenario file keeps its goldens beside it, named after it")
    func goldensBesideAnyFile() throws {
        let folder = try PackageFolders.temporary()
        let entry = ScenarioCatalog.Entry(file: folder.appendingPathComponent("my-test.json"))
        #expect(entry.name == "my-test")
        #expect(entry.goldenFile("timeline.txt") == folder.appendingPathComponent("my-test.timeline.txt").standardizedFileURL)
        _ = GoldenFiles(entry: entry).check(try run(), recordingMissing: true)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("my-test.timeline.json").path))
        #expect(GoldenFiles(entry: entry).check(try run(), recordingMissing: false) == nil)
        #expect(ScenarioCatalog.Entry(file: folder.appendingPathComponent("scenario.json")).goldenFile("timeline.json")
                == folder.appendingPathComponent("timeline.json").standardizedFileURL)
    }

    @Test("a missing golden is not written unless asked")
    func missingGoldenNotRecorded() throws {
        let folder = try PackageFolders.temporary()
        let failure = try #require(GoldenFiles(entry: .init(folder: folder)).check(try run(), recordingMissing: false))
        #expect(failure.actual == "none; record with `batchsim record g`")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("timeline.json").path))
    }

    @Test("the first difference names the step, element, property and time")
    func firstDifference() throws {
        let folder = try PackageFolders.temporary()
        _ = try GoldenFiles(entry: .init(folder: folder)).record(try run())
        let url = folder.appendingPathComponent("timeline.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        let changed = text.replacingOccurrences(of: "\"alpha\": 0.000", with: "\"alpha\": 0.500")
        try changed.write(to: url, atomically: true, encoding: .utf8)
        let failure = try #require(GoldenFiles(entry: .init(folder: folder)).check(try run(), recordingMissing: false))
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
