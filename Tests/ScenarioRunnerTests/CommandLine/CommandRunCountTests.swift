import Foundation
@testable import ScenarioRunner
import TestSupport
import Testing

/// The commands that write a whole scenario under a budget (`record`, `run --format csv`,
/// `render`'s html and exports) run it once: the budget is counted while it runs.
@MainActor
@Suite("Outputs under a budget run their scenario once")
struct CommandRunCountTests {
    /// Removed, with what the test wrote in it, when the test ends.
    private let temporary = TemporaryFolder()

    private let scenarios = ["--scenarios", PackageFolders.scenarios.path]

    /// How many runs `arguments` starts, with the command's result.
    private func runs(_ arguments: [String]) -> (count: Int, result: CommandRun) {
        let observer = ScenarioRunObserver()
        let result = ScenarioRun.$observer.withValue(observer) { CommandRun(arguments) }
        #expect(Set(observer.runsStarted).isSubset(of: ["circle-insert-delete"]), "\(observer.runsStarted)")
        return (observer.runsStarted.count, result)
    }

    @Test("the observer sees each run started inside it, in order, and none outside it")
    func observerSeesRunsInside() throws {
        let observer = ScenarioRunObserver()
        let result = ScenarioRun.$observer.withValue(observer) {
            CommandRun(["check", "circle-insert-delete", "not-animated"] + scenarios)
        }
        #expect(result.status == .success, "\(result.stderr)")
        #expect(observer.runsStarted == ["circle-insert-delete", "not-animated"])
        _ = CommandRun(["run", "circle-insert-delete"] + scenarios)
        #expect(observer.runsStarted.count == 2)
    }

    @Test("run --format csv and every render format run the scenario once", arguments: [
        ["run", "circle-insert-delete", "--format", "csv"],
        ["run", "circle-insert-delete", "--format", "csv", "--max-samples", "10"],
        ["render", "circle-insert-delete", "--format", "html", "--output", "-"],
        ["render", "circle-insert-delete", "--format", "lottie", "--output", "-"],
        ["render", "circle-insert-delete", "--format", "web-animations", "--output", "-", "--max-samples", "10"],
    ])
    func outputsRunOnce(arguments: [String]) {
        let (count, result) = runs(arguments + scenarios)
        #expect(count == 1, "\(result.stderr)")
    }

    @Test("record runs the scenario once and writes the goldens check compares equal")
    func recordRunsOnce() throws {
        let folder = temporary.url.appendingPathComponent("circle-insert-delete")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let source = PackageFolders.scenarios.appendingPathComponent("circle-insert-delete")
        try FileManager.default.copyItem(at: source.appendingPathComponent("scenario.json"), to: folder.appendingPathComponent("scenario.json"))
        let (count, result) = runs(["record", "circle-insert-delete", "--scenarios", folder.deletingLastPathComponent().path])
        #expect(result.status == .success, "\(result.stderr)")
        #expect(count == 1)
        for name in ["timeline.json", "timeline.txt"] {
            #expect(try Data(contentsOf: folder.appendingPathComponent(name)) == Data(contentsOf: source.appendingPathComponent(name)), "\(name)")
        }
    }

    @Test("a csv over the budget on standard output stops before the step that goes over it")
    func csvOverBudgetStops() throws {
        let whole = CommandRun(["run", "circle-insert-delete", "--format", "csv"] + scenarios)
        let cut = CommandRun(["run", "circle-insert-delete", "--format", "csv", "--max-samples", "10"] + scenarios)
        #expect(cut.status == .failure)
        #expect(cut.stderr.contains("more than the budget of 10 (frames × views)"), "\(cut.stderr)")
        #expect(whole.stdout.hasPrefix(cut.stdout))
        #expect(cut.stdout.count < whole.stdout.count)
    }
}
