import ScenarioRunner
@testable import TimelineOutput

/// `batchsim` run through its library entry point: the status and what it wrote.
struct CommandRun {
    let status: ExitCode
    let stdout: String
    let stderr: String

    @MainActor init(_ arguments: [String]) {
        let stdout = TextBuffer()
        let stderr = TextBuffer()
        status = BatchSimCommandLine.run(arguments: arguments, stdout: stdout, stderr: stderr)
        self.stdout = stdout.text
        self.stderr = stderr.text
    }
}
