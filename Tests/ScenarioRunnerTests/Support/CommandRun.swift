import ScenarioRunner
@testable import TimelineOutput

/// `batchsim` run through its library entry point: the status and what it wrote.
struct CommandRun {
    let status: ExitCode
    let stdout: String
    let stderr: String

    /// Runs `batchsim` with `arguments`, reading `environment`'s variables in place of the
    /// process's when it is given.
    @MainActor init(_ arguments: [String], environment: [String: String]? = nil) {
        let stdout = TextBuffer()
        let stderr = TextBuffer()
        status = environment.map { BatchSimCommandLine.run(arguments: arguments, environment: $0, stdout: stdout, stderr: stderr) }
            ?? BatchSimCommandLine.run(arguments: arguments, stdout: stdout, stderr: stderr)
        self.stdout = stdout.text
        self.stderr = stderr.text
    }
}
