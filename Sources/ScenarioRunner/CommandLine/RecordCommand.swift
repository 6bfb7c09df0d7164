import TimelineOutput

/// `batchsim record`: runs scenarios and rewrites their golden timelines.
enum RecordCommand {
    static let usage = """
        Usage: batchsim record [SCENARIO…] [--scenarios DIR]

        Runs each scenario (every one in the scenarios folder when none is named) and writes its
        golden files beside it: timeline.json and timeline.txt in a scenario's folder, NAME.timeline.json
        and NAME.timeline.txt beside any other NAME.json. Review the change
        (git diff) before committing it. Failed expectations are printed and make the exit status
        1, but the files are written all the same.

        Options:
        \(ScenarioSelection.optionsHelp)
        """

    @MainActor static func run(_ arguments: [String], stdout: any TextOutput, stderr: any TextOutput) -> ExitCode {
        BatchSimCommandLine.command(arguments, usage: usage, stdout: stdout, stderr: stderr, parse: ScenarioSelection.parse) { selection in
            run(selection, stdout: stdout, stderr: stderr)
        }
    }

    /// Runs the selected scenarios.
    @MainActor private static func run(_ selection: ScenarioSelection, stdout: any TextOutput, stderr: any TextOutput) -> ExitCode {
        var status = ExitCode.success
        for entry in selection.entries {
            switch selection.run(entry) {
            case .failure(let error):
                stderr.line("Error: \(error)")
                status = .failure
            case .success(let run):
                do {
                    let files = try GoldenFiles(entry: entry).record(run)
                    stdout.line("recorded \(entry.name): \(files.joined(separator: ", "))")
                } catch {
                    stderr.line("Error: cannot write the golden files of \(entry.name) in \(selection.displayPath(entry.folder))")
                    status = .failure
                }
                for failure in run.failures { stderr.line("FAIL \(failure)") }
                if !run.passed { status = .failure }
            }
        }
        return status
    }
}
