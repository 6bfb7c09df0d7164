import Foundation
import TimelineOutput

/// `batchsim` without a command: runs every scenario in the scenarios folder, checks each against
/// its expectations and golden files (recording nothing), and prints a summary table.
enum SuiteCommand {
    @MainActor static func run(_ arguments: [String], environment: [String: String], stdout: any TextOutput, stderr: any TextOutput) -> ExitCode {
        let selection: ScenarioSelection
        do {
            let scan = try ArgumentScanner(arguments, valued: ["--scenarios"], flags: [])
            guard scan.positional.isEmpty else { throw ArgumentScanner.UsageError(message: "unknown command '\(scan.positional[0])'") }
            selection = try ScenarioSelection(scan, allowsAll: true)
        } catch let error as ArgumentScanner.UsageError {
            return BatchSimCommandLine.usageError(error.message, usage: BatchSimCommandLine.usage, stderr: stderr)
        } catch {
            return .failure
        }
        var rows: [[String]] = [["scenario", "steps", "tracks", "verdict", "time"]]
        var problems: [String] = []
        var failed = 0
        let clock = ContinuousClock()
        for entry in selection.entries {
            var verdict: ScenarioVerdict?
            let elapsed = clock.measure { verdict = ScenarioVerdict(entry, selection: selection, recordingMissing: false, environment: environment) }
            guard let verdict else { continue }
            rows.append([entry.name, verdict.run.map { String($0.scenario.steps.count) } ?? "-", verdict.run.map { String($0.trackCount) } ?? "-",
                         verdict.passed ? "pass" : "FAIL", milliseconds(elapsed)])
            problems += verdict.problems
            if !verdict.passed { failed += 1 }
        }
        stdout.write(table(rows))
        stdout.line("\(selection.entries.count) scenario\(selection.entries.count == 1 ? "" : "s"): "
                    + "\(selection.entries.count - failed) passed, \(failed) failed")
        for problem in problems { stdout.line("FAIL \(problem)") }
        return failed == 0 ? .success : .failure
    }

    private static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(format: "%.1f ms", Double(seconds) * 1000 + Double(attoseconds) / 1e15)
    }

    /// Columns padded to their widest cell; numbers right-aligned.
    private static func table(_ rows: [[String]]) -> String {
        let widths = (0..<5).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return [1, 2, 4].contains(column) ? padding + cell : cell + padding
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}
