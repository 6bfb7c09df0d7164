import Foundation
import TimelineOutput

/// One scenario checked as `check` and the summary do: loaded, run, its expectations checked and
/// its timelines compared with its golden files.
struct ScenarioVerdict {
    /// The run, when the scenario could be loaded.
    let run: ScenarioRun?
    /// What is wrong, one line each: a file error, failed expectations, the first golden difference
    /// (with the golden comparison page's address when the animations differ).
    let problems: [String]

    var passed: Bool { problems.isEmpty }

    /// Checks a scenario: first as it runs, comparing each step with the golden files and keeping
    /// none (``GoldenFiles/runMatchingEveryFile(_:file:)``); only when a golden file is missing or
    /// differs is the scenario run again keeping its steps, to record the file or name the
    /// difference. A passing scenario's memory stays flat however many steps it has. The page of
    /// a difference goes to `environment`'s `BATCHSIM_ARTIFACTS` (``GoldenFiles/comparison(_:environment:)``).
    @MainActor init(_ entry: ScenarioCatalog.Entry, selection: ScenarioSelection, recordingMissing: Bool, environment: [String: String]) {
        switch selection.load(entry) {
        case .failure(let error):
            run = nil
            problems = ["\(error)"]
        case .success(let (scenario, file)):
            let files = GoldenFiles(entry: entry)
            if let run = files.runMatchingEveryFile(scenario, file: file) {
                self.run = run
                problems = run.failures.map(\.description)
                return
            }
            let run = ScenarioRun(scenario, file: file)
            self.run = run
            let golden = files.check(run, recordingMissing: recordingMissing).map { failure in
                failure.description + (files.comparison(run, environment: environment) ?? "")
            }
            problems = run.failures.map(\.description) + (golden.map { [$0] } ?? [])
        }
    }
}
