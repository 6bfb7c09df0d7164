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

    @MainActor init(_ entry: ScenarioCatalog.Entry, selection: ScenarioSelection, recordingMissing: Bool) {
        switch selection.run(entry) {
        case .failure(let error):
            run = nil
            problems = ["\(error)"]
        case .success(let run):
            self.run = run
            let files = GoldenFiles(entry: entry)
            let golden = files.check(run, recordingMissing: recordingMissing).map { failure in
                failure.description + (files.comparison(run, environment: ProcessInfo.processInfo.environment) ?? "")
            }
            problems = run.failures.map(\.description) + (golden.map { [$0] } ?? [])
        }
    }
}
