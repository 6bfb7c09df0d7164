/// `batchsim run`: runs one scenario and prints its timeline as a table, JSON or CSV.
enum RunCommand {
    static let usage = """
        Usage: batchsim run SCENARIO [--format text|json|csv] [--output FILE] [--scenarios DIR]

        Runs a scenario and prints what every step did: for each step its animation, its hook trace
        and a table of tracks (element, fate, start → end). Exits 1 when an expectation fails or a
        step fails unexpectedly (the failures go to standard error).

        Options:
          SCENARIO          A scenario's name in the scenarios folder, its folder, or any scenario file.
          --format NAME     text (the default), json (every step, hook and track, as the golden
                            timeline.json) or csv (long form: step,stage,time,frame,element,property,value).
          --output FILE     Write to FILE instead of standard output.
          --scenarios DIR   The scenarios folder (default: Scenarios/ here or in a parent folder).
          -h, --help        Show this help.

        Example:
          batchsim run flow-insert-delete --format csv --output flow.csv
        """

    static let formats: [String: @Sendable (ScenarioRun) -> String] = [
        "text": TextTimelineRenderer.render, "json": JSONTimelineRenderer.render, "csv": CSVTimelineRenderer.render,
    ]

    static func run(_ arguments: [String], stdout: any TextOutput, stderr: any TextOutput) -> ExitCode {
        RenderingCommand(usage: usage, formats: formats, defaultFormat: "text").run(arguments, stdout: stdout, stderr: stderr)
    }
}

/// What `run` and `render` share: one scenario in, one rendering out, on standard output or in a
/// file; the run's failures on standard error.
struct RenderingCommand {
    let usage: String
    let formats: [String: @Sendable (ScenarioRun) -> String]
    let defaultFormat: String?

    func run(_ arguments: [String], stdout: any TextOutput, stderr: any TextOutput) -> ExitCode {
        if arguments.contains("--help") || arguments.contains("-h") {
            stdout.line(usage)
            return .success
        }
        let selection: ScenarioSelection
        let render: @Sendable (ScenarioRun) -> String
        let scan: ArgumentScanner
        do throws(ArgumentScanner.UsageError) {
            scan = try ArgumentScanner(arguments, valued: ["--format", "--output", "--scenarios"], flags: [])
            guard scan.positional.count <= 1 else { throw .init(message: "unexpected argument '\(scan.positional[1])'") }
            render = try renderer(scan.options["--format"])
            selection = try ScenarioSelection(scan, allowsAll: false)
        } catch {
            return BatchSimCommandLine.usageError(error.message, usage: usage, stderr: stderr)
        }
        guard let entry = selection.entries.first else { return .usage }
        switch selection.run(entry) {
        case .failure(let error):
            stderr.line("Error: \(error)")
            return .failure
        case .success(let run):
            if let problem = CommandOutput.write(render(run), to: scan.options["--output"], stdout: stdout) {
                stderr.line("Error: \(problem)")
                return .failure
            }
            for failure in run.failures { stderr.line("FAIL \(failure)") }
            return run.passed ? .success : .failure
        }
    }

    private func renderer(_ name: String?) throws(ArgumentScanner.UsageError) -> @Sendable (ScenarioRun) -> String {
        guard let name = name ?? defaultFormat else {
            throw .init(message: "--format is required: \(formats.keys.sorted().joined(separator: " or "))")
        }
        guard let render = formats[name] else {
            throw .init(message: "--format takes \(formats.keys.sorted().joined(separator: ", ")), not '\(name)'")
        }
        return render
    }
}
