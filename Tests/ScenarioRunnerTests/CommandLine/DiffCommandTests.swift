import ScenarioRunner
import Testing
@testable import TimelineOutput

@Suite("batchsim diff")
@MainActor
struct DiffCommandTests {
    private func run(_ arguments: [String]) -> (status: ExitCode, stdout: String, stderr: String) {
        let stdout = TextBuffer()
        let stderr = TextBuffer()
        let status = BatchSimCommandLine.run(arguments: ["diff"] + arguments, stdout: stdout, stderr: stderr)
        return (status, stdout.text, stderr.text)
    }

    @Test("positional sections: a reload stage first, then one combined batch")
    func positionalSections() {
        let result = run(["--old", "a,b,c|d", "--new", "c,a,e|d,b", "--changed", "d"])
        #expect(result.status == .success)
        #expect(result.stdout == """
            2 stages, 4 operations, 2 moves
            stage 1 (reloads): 2 sections, [3, 1] -> [3, 1] items
              reload 1-0
            stage 2 (combined): 2 sections, [3, 1] -> [3, 2] items
              insert 0-2
              move 0-2 -> 0-0
              move 0-1 -> 1-1
            Every stage resolves as UIKit would, without error or warning.

            """)
    }

    @Test("named sections keep their identity: a deleted section's survivor moves out before it goes")
    func namedSections() {
        let result = run(["--old", "A: a b | B: c", "--new", "B: c a | C: x"])
        #expect(result.status == .success)
        #expect(result.stdout.hasPrefix("3 stages, 4 operations, 1 move\n"))
        #expect(result.stdout.contains("stage 3 (emptied sections): 2 sections, [0, 2, 1] -> [2, 1] items\n  delete section 0\n"))
    }

    @Test("malformed input is a usage error that says what is wrong", arguments: [
        (["--old", "a,a", "--new", "a"], "Error: item identifier \"a\" appears twice in the old snapshot: at index path 0-0 and at index path 0-1"),
        (["--new", "a"], "Error: --old is required"),
        (["--old", "a", "--new", "a", "extra"], "Error: unexpected argument 'extra'"),
        (["--old", ": a", "--new", "a"], "Error: --old: ': a' has an empty or spaced section name before ':'"),
        (["--old", "a", "--new", "a", "--changes", "a"], "Error: unknown option '--changes'; did you mean '--changed'?"),
    ])
    func usageErrors(arguments: [String], message: String) {
        let result = run(arguments)
        #expect(result.status == .usage)
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("empty snapshots diff to nothing")
    func empty() {
        let result = run(["--old", "", "--new", ""])
        #expect(result.status == .success)
        #expect(result.stdout.hasSuffix("Every stage resolves as UIKit would, without error or warning.\n"))
    }

    @Test("--changed naming an identifier in neither snapshot is a usage error")
    func unknownChanged() {
        let result = run(["--old", "a,b", "--new", "b,a", "--changed", "a,z"])
        #expect(result.status == .usage)
        #expect(result.stderr.hasPrefix("Error: --changed: 'z' is in neither snapshot\n"), "\(result.stderr)")
    }
}
