import Foundation
import ScenarioRunner
import TimelineOutput

/// `batchsim` with no arguments, as a user runs it: every scenario in `Scenarios/` loaded, run,
/// checked against its expectations and compared with its golden timelines, and the summary
/// printed (into a buffer). The goal is under 1 s in release for the whole run.
let scenarioSuite = BenchmarkSuite(
    name: "scenarios",
    summary: "batchsim over every scenario in Scenarios/: load, run, check, compare goldens (goal < 1 s)"
) { clock in
    let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    guard let folder = ScenarioCatalog.locate(from: directory) else {
        print("no Scenarios folder here or in a parent folder; run from the package")
        return
    }
    let count = ScenarioCatalog(folder: folder).entries.count
    var status = ExitCode.success
    let times = clock.measure { () -> ExitCode in
        status = BatchSimCommandLine.run(arguments: ["--scenarios", folder.path], stdout: TextBuffer(), stderr: TextBuffer())
        return status
    }
    print(columns(["scenarios", "median", "fastest", "slowest", "verdict"], widths: [10, 10, 10, 10]))
    print(columns(["\(count)", formatDuration(median(times)), formatDuration(times.first ?? .nan), formatDuration(times.last ?? .nan),
                   status == .success ? "all pass" : "FAILURES"], widths: [10, 10, 10, 10]))
}
