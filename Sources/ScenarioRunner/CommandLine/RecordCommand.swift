import TimelineOutput

/// `batchsim record`: runs scenarios and rewrites their golden timelines.
enum RecordCommand {
    static let usage = """
        Usage: batchsim record [SCENARIO…] [--scenarios DIR] [--allow-large]

        Runs each scenario (every one in the scenarios folder when none is named) and writes its
        golden files beside it: timeline.json and timeline.txt in a scenario's folder, NAME.timeline.json
        and NAME.timeline.txt beside any other NAME.json. Review the change
        (git diff) before committing it. Failed expectations are printed and make the exit status
        1, but the files are written all the same. A golden file over 50 MB is refused (nothing
        of the scenario is written) unless --allow-large is given.

        Options:
        \(ScenarioSelection.optionsHelp)
          --allow-large     Write golden files over 50 MB too.
        """

    @MainActor static func run(_ arguments: [String], stdout: any TextOutput, stderr: any TextOutput) -> ExitCode {
        BatchSimCommandLine.command(arguments, usage: usage, stdout: stdout, stderr: stderr, parse: parse) { request in
            run(request.selection, allowingLarge: request.allowingLarge, stdout: stdout, stderr: stderr)
        }
    }

    private static func parse(_ arguments: [String]) throws(ArgumentScanner.UsageError) -> (selection: ScenarioSelection, allowingLarge: Bool) {
        let scan = try ArgumentScanner(arguments, valued: ["--scenarios"], flags: ["--allow-large"])
        return (try ScenarioSelection(scan, allowsAll: true), scan.flags.contains("--allow-large"))
    }

    /// Runs the selected scenarios.
    @MainActor private static func run(_ selection: ScenarioSelection, allowingLarge: Bool, stdout: any TextOutput, stderr: any TextOutput) -> ExitCode {
        var status = ExitCode.success
        for entry in selection.entries {
            switch selection.load(entry) {
            case .failure(let error):
                stderr.line("Error: \(error)")
                status = .failure
            case .success(let (scenario, file)):
                let goldens = GoldenFiles(entry: entry)
                let (run, tooLarge) = goldens.measuredRun(scenario, file: file, allowingLarge: allowingLarge)
                if let tooLarge {
                    stderr.line("Error: \(entry.name): \(tooLarge)")
                    for failure in run.failures { stderr.line("FAIL \(failure)") }
                    status = .failure
                    continue
                }
                do {
                    let files = try goldens.record(run, allowingLarge: allowingLarge)
                    stdout.line("recorded \(entry.name): \(files.joined(separator: ", "))")
                } catch let error as GoldenFiles.TooLarge {
                    stderr.line("Error: \(entry.name): \(error)")
                    status = .failure
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
