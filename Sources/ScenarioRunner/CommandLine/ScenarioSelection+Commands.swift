import TimelineOutput

extension BatchSimCommandLine {
    /// The one preamble of every command: `--help` (or `-h`) prints `usage` and exits 0; otherwise
    /// `parse` reads the arguments, and a usage error prints `Error: …` and the usage line on
    /// standard error and exits 64; otherwise `body` runs with what `parse` read.
    static func command<Request>(
        _ arguments: [String], usage: String, stdout: any TextOutput, stderr: any TextOutput,
        parse: ([String]) throws(ArgumentScanner.UsageError) -> Request, body: (Request) -> ExitCode
    ) -> ExitCode {
        if arguments.contains("--help") || arguments.contains("-h") {
            stdout.line(usage)
            return .success
        }
        let request: Request
        do {
            request = try parse(arguments)
        } catch {
            return usageError(error.message, usage: usage, stderr: stderr)
        }
        return body(request)
    }
}

extension ScenarioSelection {
    /// The scenarios `check` and `record` name (every one in the folder when none is): option
    /// `--scenarios DIR`, scenario names as positional arguments.
    static func parse(_ arguments: [String]) throws(ArgumentScanner.UsageError) -> ScenarioSelection {
        try ScenarioSelection(try ArgumentScanner(arguments, valued: ["--scenarios"], flags: []), allowsAll: true)
    }

    /// The help lines of what ``parse(_:)`` reads, for the usage of `check` and `record`.
    static let optionsHelp = """
          SCENARIO          A scenario's name in the scenarios folder, its folder, or any scenario file.
          --scenarios DIR   The scenarios folder (default: Scenarios/ here or in a parent folder).
          -h, --help        Show this help.
        """
}
