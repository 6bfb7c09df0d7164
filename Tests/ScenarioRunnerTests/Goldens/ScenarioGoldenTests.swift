import Foundation
@testable import ScenarioRunner
import Testing
@testable import TimelineOutput

/// Every scenario in `Scenarios/`, run against its expectations and golden timelines: one test
/// case per scenario folder. A missing golden is recorded and fails, so a new scenario is
/// reviewed before it passes.
@Suite("Scenario goldens")
@MainActor
struct ScenarioGoldenTests {
    nonisolated static let scenarios = ScenarioCatalog(folder: PackageFolders.scenarios).entries.map(\.name)

    @Test("the scenarios folder holds at least twelve scenarios")
    func enoughScenarios() {
        #expect(Self.scenarios.count >= 12)
    }

    @Test("the scenario runs as expected and matches its goldens", arguments: scenarios)
    func scenario(_ name: String) throws {
        let entry = try #require(ScenarioCatalog(folder: PackageFolders.scenarios).entry(named: name))
        let scenario = try Scenario.load(contentsOf: entry.file)
        #expect(scenario.name == name, "the folder and the scenario's name differ")
        #expect(!scenario.summary.isEmpty, "every scenario says what a viewer would see")
        let run = ScenarioRun(scenario, file: entry.file.path)
        #expect(run.failures.isEmpty, "\(run.failures.map(\.description).joined(separator: "\n"))")
        let difference = GoldenFiles(entry: entry).check(run, recordingMissing: true)
        #expect(difference == nil, "\(difference?.description ?? "")")
    }

    /// On Linux, where `JSONEncoder` wrote them, so that a check compares bytes and decodes nothing.
    @Test("every scenario's golden timeline.json is its run's JSON byte for byte (the fast path)", arguments: scenarios)
    func goldenBytes(_ name: String) throws {
        #if os(Linux)
        let entry = try #require(ScenarioCatalog(folder: PackageFolders.scenarios).entry(named: name))
        let run = RecordedRun(ScenarioRun(try Scenario.load(contentsOf: entry.file), file: entry.file.path))
        let golden = try Data(contentsOf: entry.goldenFile("timeline.json"))
        #expect(golden == Data(TimelineDocument(run).json.utf8), "re-record with `swift run batchsim record \(name)`")
        #expect(TimelineDocument(run).isWritten(in: golden), "the fast writer's bytes are JSONEncoder's")
        #endif
    }
}
