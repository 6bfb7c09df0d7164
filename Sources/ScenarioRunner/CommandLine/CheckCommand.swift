import TimelineOutput

/// `batchsim check`: runs scenarios, checks their expectations and compares their timelines with
/// the recorded golden files.
enum CheckCommand {
    static let usage = """
        Usage: batchsim check [SCENARIO…] [--scenarios DIR]

        Runs each scenario (every one in the scenarios folder when none is named), checks its
        expectations and compares its timelines with the golden files beside it (timeline.json,
        timeline.txt) byte for byte. Prints PASS or FAIL per scenario, with each failed expectation
        and the first difference from a golden file (step, element, property, time, expected,
        actual). When the animations differ from timeline.json, it also counts every difference
        and writes the golden comparison page (the golden's views outlined over the run, every
        difference listed) to $BATCHSIM_ARTIFACTS or the temporary folder, printing its address
        opened at the first difference (#step=…&t=…&view=…). A missing golden file is recorded and reported as a failure, so that a new
        scenario never passes unreviewed. Exits 1 if any scenario fails.

        Options:
        \(ScenarioSelection.optionsHelp)
        """

    @MainActor static func run(_ arguments: [String], environment: [String: String], stdout: any TextOutput, stderr: any TextOutput) -> ExitCode {
        BatchSimCommandLine.command(arguments, usage: usage, stdout: stdout, stderr: stderr, parse: ScenarioSelection.parse) { selection in
            run(selection, environment: environment, stdout: stdout, stderr: stderr)
        }
    }

    /// Runs the selected scenarios.
    @MainActor private static func run(_ selection: ScenarioSelection, environment: [String: String], stdout: any TextOutput,
                                       stderr: any TextOutput) -> ExitCode {
        var failed = 0
        for entry in selection.entries {
            let verdict = ScenarioVerdict(entry, selection: selection, recordingMissing: true, environment: environment)
            stdout.line("\(verdict.passed ? "PASS" : "FAIL") \(entry.name)")
            for problem in verdict.problems { stdout.line("  \(problem)") }
            if !verdict.passed { failed += 1 }
        }
        stdout.line("\(selection.entries.count) scenario\(selection.entries.count == 1 ? "" : "s"): "
                    + "\(selection.entries.count - failed) passed, \(failed) failed")
        return failed == 0 ? .success : .failure
    }
}
