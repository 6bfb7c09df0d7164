import Foundation
@testable import ScenarioRunner
import Testing
@testable import TimelineOutput

@Suite("batchsim fuzz")
@MainActor
struct FuzzCommandTests {
    private func run(_ arguments: [String]) -> (status: ExitCode, stdout: String, stderr: String) {
        let stdout = TextBuffer()
        let stderr = TextBuffer()
        let status = BatchSimCommandLine.run(arguments: ["fuzz"] + arguments, stdout: stdout, stderr: stderr)
        return (status, stdout.text, stderr.text)
    }

    @Test("--help lists the options and the sample layouts")
    func help() {
        let result = run(["--help"])
        #expect(result.status == .success)
        #expect(result.stdout.contains("--output DIR"))
        #expect(result.stdout.contains("compositional"))
    }

    @Test("a small run on two layouts passes and prints its summary")
    func smallRun() {
        let result = run(["--in-process", "--seeds", "2", "--steps", "10", "--layouts", "flow,circle"])
        #expect(result.status == .success, "\(result.stdout)")
        #expect(result.stdout.contains("fuzz: 2 layouts × 2 seeds × 10 steps: 4 cases, 0 findings ("))
    }

    @Test("--vary-view runs the cases in views of drawn setups, and names the folder of a finding apart")
    func variedViews() {
        let result = run(["--in-process", "--vary-view", "--seeds", "2", "--steps", "10", "--layouts", "flow,compositional"])
        #expect(result.status == .success, "\(result.stdout)")
        #expect(result.stdout.contains("fuzz: 2 layouts × 2 seeds × 10 steps: 4 cases, 0 findings ("))
        #expect(run(["--help"]).stdout.contains("--vary-view"))
        #expect(FuzzCommand.folderName(mode: .layouts, variesView: false, layout: "flow", seed: 7) == "fuzz-flow-7")
        #expect(FuzzCommand.folderName(mode: .layouts, variesView: true, layout: "flow", seed: 7) == "fuzz-varied-flow-7")
        #expect(FuzzCommand.folderName(mode: .reorder, variesView: true, layout: "list", seed: 0) == "fuzz-reorder-varied-list-0")
    }

    @Test("--replay runs a scenario with the fuzzer's checks")
    func replay() {
        let result = run(["--replay", PackageFolders.scenarios.appendingPathComponent("interrupted-updates").path])
        #expect(result.status == .success, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == "PASS interrupted-updates: every property holds over 2 steps\n")
        let missing = run(["--replay", "/nonexistent/scenario.json"])
        #expect(missing.status == .failure)
        #expect(missing.stderr.contains("/nonexistent/scenario.json"))
    }

    @Test("an unknown layout is a usage error that lists the sample layouts", arguments: [
        (["--layouts", "flow,grid"], "unknown layout 'grid'"),
        (["--layouts", "flow,circle,flow"], "--layouts names 'flow' twice"),
        (["--seeds", "0"], "--seeds takes a whole number of at least 1"),
        (["--first-seed", "-1"], "--first-seed takes a whole number"),
        (["extra"], "unexpected argument 'extra'"),
    ])
    func usageErrors(_ arguments: [String], _ message: String) {
        let result = run(arguments)
        #expect(result.status == .usage)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }
}
