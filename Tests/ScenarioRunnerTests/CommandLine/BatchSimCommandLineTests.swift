import ScenarioRunner
import Testing
@testable import TimelineOutput

@Suite("batchsim command line")
@MainActor
struct BatchSimCommandLineTests {
    @Test("an unknown command is a usage error that names it")
    func unknownCommand() {
        let stdout = TextBuffer()
        let stderr = TextBuffer()
        let status = BatchSimCommandLine.run(arguments: ["frobnicate"], stdout: stdout, stderr: stderr)
        #expect(status == .usage)
        #expect(stderr.text == "Error: unknown command 'frobnicate'\nUsage: batchsim <command> [options]\nSee 'batchsim --help' for more.\n")
        #expect(stdout.text.isEmpty)
    }

    @Test("--help prints the usage on standard output")
    func help() {
        let stdout = TextBuffer()
        let stderr = TextBuffer()
        #expect(BatchSimCommandLine.run(arguments: ["--help"], stdout: stdout, stderr: stderr) == .success)
        #expect(stdout.text.contains("validate"))
        #expect(stderr.text.isEmpty)
    }
}
