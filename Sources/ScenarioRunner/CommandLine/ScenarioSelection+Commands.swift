import TimelineOutput
extension ScenarioSelection {
    /// What a command that takes scenario names does with its arguments first.
    enum Parsed {
        /// Go on with these scenarios.
        case scenarios(ScenarioSelection)
        /// The command is done: it printed its help (0) or a usage error (64).
        case finished(ExitCode)
    }

    /// `--help`, or the scenarios named (every one in the folder when none is), for `check` and
    /// `record`: options `--scenarios DIR`, scenario names as positional arguments.
    static func parse(_ arguments: [String], usage: String, stdout: any TextOutput, stderr: any TextOutput) -> Parsed {
        if arguments.contains("--help") || arguments.contains("-h") {
            stdout.line(usage)
            return .finished(.success)
        }
        do {
            return .scenarios(try ScenarioSelection(try ArgumentScanner(arguments, valued: ["--scenarios"], flags: []), allowsAll: true))
        } catch {
            return .finished(BatchSimCommandLine.usageError(error.message, usage: usage, stderr: stderr))
        }
    }
}
