import Foundation
@testable import ScenarioRunner
import TestSupport
import Testing
@testable import TimelineOutput

@Suite("Golden files")
@MainActor
struct GoldenFilesTests {
    /// Removed, with what the test wrote in it, when the test ends.
    private let temporary = TemporaryFolder()

    private func run() throws -> ScenarioRun {
        ScenarioRun(try Scenario(decoding: """
            {"name": "g", "view": {"width": 320, "height": 480}, "layout": {"flow": {}}, "data": [3],
             "steps": [{"update": ["insert 0-0"]}]}
            """, file: "g.json"))
    }

    @Test("every missing golden is recorded in one run and still reported as a failure")
    func missingGolden() throws {
        let folder = temporary.url
        let failure = try #require(GoldenFiles(entry: .init(folder: folder)).check(try run(), recordingMissing: true))
        #expect(failure.description == "g: timeline.json, timeline.txt: expected a recorded golden file, actual none; recorded them now: review, then run again")
        for name in ["timeline.json", "timeline.txt"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path))
        }
        #expect(GoldenFiles(entry: .init(folder: folder)).check(try run(), recordingMissing: true) == nil)
    }

    @Test("a golden over the size budget is refused before anything is written, naming its size; allowingLarge writes it")
    func sizeBudget() throws {
        let folder = temporary.url
        let files = GoldenFiles(entry: .init(folder: folder))
        let error = try #require(throws: GoldenFiles.TooLarge.self) { try files.record(try run(), budget: 1_000) }
        #expect(error.file == "timeline.json" && error.bytes > 1_000)
        #expect(error.description == "the golden timeline.json would be \(error.bytes) bytes, more than the budget of 1000 bytes; "
                + "nothing was written; record it anyway with --allow-large")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("timeline.json").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("timeline.txt").path))
        #expect(try files.record(try run(), allowingLarge: true, budget: 1_000) == ["timeline.json", "timeline.txt"])
        #expect(GoldenFiles.sizeBudget == 50_000_000)
    }

    @Test("any scenario file keeps its goldens beside it, named after it")
    func goldensBesideAnyFile() throws {
        let folder = temporary.url
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
        let folder = temporary.url
        let failure = try #require(GoldenFiles(entry: .init(folder: folder)).check(try run(), recordingMissing: false))
        #expect(failure.actual == "none; record with `batchsim record g`")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("timeline.json").path))
    }

    @Test("the first difference names the step, element, property and time")
    func firstDifference() throws {
        let folder = temporary.url
        _ = try GoldenFiles(entry: .init(folder: folder)).record(try run())
        let url = folder.appendingPathComponent("timeline.json")
        // The golden says cell 0-0 starts at alpha 0.5; the run starts it at 0.
        var root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var steps = try #require(root["steps"] as? [[String: Any]])
        var stages = try #require(steps[0]["stages"] as? [[String: Any]])
        var tracks = try #require(stages[0]["tracks"] as? [[String: Any]])
        let index = try #require(tracks.firstIndex { $0["element"] as? String == "cell 0-0" })
        var track = try #require(tracks[index]["track"] as? [String: Any])
        var from = try #require(track["from"] as? [String: Any])
        from["alpha"] = 0.5
        track["from"] = from
        tracks[index]["track"] = track
        stages[0]["tracks"] = tracks
        steps[0]["stages"] = stages
        root["steps"] = steps
        try JSONSerialization.data(withJSONObject: root).write(to: url)
        let failure = try #require(GoldenFiles(entry: .init(folder: folder)).check(try run(), recordingMissing: false))
        #expect(failure.step == 0)
        #expect(failure.element == "cell 0-0")
        #expect(failure.time == "start")
        #expect(failure.description == "g: step 0, cell 0-0, timeline.json: alpha at start: expected 0.5, actual 0.0")
    }

    /// Rewrites cell 0-0's start alpha and centre x in the recorded golden.
    private func nudgeGolden(in folder: URL, by change: (Double) -> Double) throws {
        let url = folder.appendingPathComponent("timeline.json")
        var root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var steps = try #require(root["steps"] as? [[String: Any]])
        var stages = try #require(steps[0]["stages"] as? [[String: Any]])
        var tracks = try #require(stages[0]["tracks"] as? [[String: Any]])
        let index = try #require(tracks.firstIndex { $0["element"] as? String == "cell 0-1" })
        var track = try #require(tracks[index]["track"] as? [String: Any])
        var to = try #require(track["to"] as? [String: Any])
        var center = try #require(to["center"] as? [Double])
        center[0] = change(center[0])
        to["center"] = center
        track["to"] = to
        tracks[index]["track"] = track
        stages[0]["tracks"] = tracks
        steps[0]["stages"] = stages
        root["steps"] = steps
        try JSONSerialization.data(withJSONObject: root).write(to: url)
    }

    @Test("numbers that differ by rounding noise (another platform's libm) match; a visible difference does not")
    func roundingNoise() throws {
        let folder = temporary.url
        _ = try GoldenFiles(entry: .init(folder: folder)).record(try run())
        try nudgeGolden(in: folder) { $0.nextUp.nextUp }
        #expect(GoldenFiles(entry: .init(folder: folder)).check(try run(), recordingMissing: false) == nil)
        try nudgeGolden(in: folder) { $0 + 1e-6 }
        let failure = try #require(GoldenFiles(entry: .init(folder: folder)).check(try run(), recordingMissing: false))
        #expect(failure.element == "cell 0-1")
        #expect(failure.time == "end")
        #expect(failure.property == "timeline.json: frame")
    }

    @Test("a golden whose bytes differ but whose values are equal (written compactly) matches")
    func sameValuesOtherBytes() throws {
        let folder = temporary.url
        _ = try GoldenFiles(entry: .init(folder: folder)).record(try run())
        let url = folder.appendingPathComponent("timeline.json")
        let root = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        try JSONSerialization.data(withJSONObject: root).write(to: url)
        #expect(GoldenFiles(entry: .init(folder: folder)).check(try run(), recordingMissing: false) == nil)
    }

    @Test("a golden JSON that is not a timeline document is named unreadable")
    func unreadable() throws {
        let folder = temporary.url
        _ = try GoldenFiles(entry: .init(folder: folder)).record(try run())
        try "{}".write(to: folder.appendingPathComponent("timeline.json"), atomically: true, encoding: .utf8)
        let failure = try #require(GoldenFiles(entry: .init(folder: folder)).check(try run(), recordingMissing: false))
        #expect(failure.property == "timeline.json" && failure.actual.hasPrefix("unreadable"))
    }

    @Test("a text timeline that is not the run's is named stale, though the JSON matches")
    func staleText() throws {
        let folder = temporary.url
        _ = try GoldenFiles(entry: .init(folder: folder)).record(try run())
        try "an older table\n".write(to: folder.appendingPathComponent("timeline.txt"), atomically: true, encoding: .utf8)
        let failure = try #require(GoldenFiles(entry: .init(folder: folder)).check(try run(), recordingMissing: false))
        #expect(failure.description == "g: timeline.txt: expected the run's text table, actual an older text; "
                + "re-record with `batchsim record g` and review its diff")
    }

    @Test("a golden of version 1 (no format or version keys) passes; a changed run fails naming the difference")
    func version1() throws {
        let folder = temporary.url
        _ = try GoldenFiles(entry: .init(folder: folder)).record(try run())
        let url = folder.appendingPathComponent("timeline.json")
        var root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        #expect(root["format"] as? String == "batchsim-timeline" && root["version"] as? Int == 2)
        root["format"] = nil
        root["version"] = nil
        try JSONSerialization.data(withJSONObject: root).write(to: url)
        #expect(GoldenFiles(entry: .init(folder: folder)).check(try run(), recordingMissing: false) == nil)
        try nudgeGolden(in: folder) { $0 + 1 }
        let failure = try #require(GoldenFiles(entry: .init(folder: folder)).check(try run(), recordingMissing: false))
        #expect(failure.element == "cell 0-1" && failure.property == "timeline.json: frame")
    }

    @Test("check and the comparison page report one list: a difference in the view after a step is counted by both")
    func checkAndPageAgree() throws {
        let folder = temporary.url
        _ = try GoldenFiles(entry: .init(folder: folder)).record(try run())
        let url = folder.appendingPathComponent("timeline.json")
        var root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var steps = try #require(root["steps"] as? [[String: Any]])
        var after = try #require(steps[0]["after"] as? [String: Any])
        after["contentSize"] = [320, 999]
        steps[0]["after"] = after
        root["steps"] = steps
        try JSONSerialization.data(withJSONObject: root).write(to: url)
        let files = GoldenFiles(entry: .init(folder: folder))
        let failure = try #require(files.check(try run(), recordingMissing: false))
        #expect(failure.property == "timeline.json: after")
        let page = try #require(files.comparison(try run(), environment: ["BATCHSIM_ARTIFACTS": folder.appendingPathComponent("artifacts").path]))
        #expect(page.hasPrefix("\n  In all: 1 property differ."), "\(page)")
    }
}
