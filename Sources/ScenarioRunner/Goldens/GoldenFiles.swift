import Foundation
import TimelineOutput

/// A scenario's recorded timelines, beside its file (``ScenarioCatalog/Entry/goldenFile(_:)``):
/// `timeline.json` and `timeline.txt` in a scenario's folder, `NAME.timeline.json` and
/// `NAME.timeline.txt` beside any other `NAME.json`. ``check(_:recordingMissing:)`` compares a run
/// with them (the JSON as a value: byte for byte, then as decoded values when the bytes differ; the
/// text must be the run's); ``record(_:)`` rewrites them.
struct GoldenFiles {
    /// The golden files' suffixes, in the order they are compared, with the renderer of each and
    /// the renderer that compares a run with it as the run goes (the JSON one by the fast writer).
    static let files: [(name: String, render: @Sendable (RecordedRun) -> String, compare: @Sendable () -> any StepwiseRenderer)] = [
        ("timeline.json", JSONTimelineRenderer.render, { JSONTimelineRenderer(forComparison: true) }),
        ("timeline.txt", TextTimelineRenderer.render, { TextTimelineRenderer() }),
    ]

    /// The scenario.
    let entry: ScenarioCatalog.Entry

    /// Runs `scenario` while comparing it with every golden file byte for byte, a step at a time
    /// (``ScenarioRun/rendering(_:file:into:)``), keeping no step: the fast path of `check`, whose
    /// memory stays flat however many steps the scenario has.
    ///
    /// - Returns: The run (its failures, no steps) when every golden file is the run's, byte for
    ///   byte; `nil` when one is missing or differs, for ``check(_:recordingMissing:)`` to find
    ///   out (recording, or comparing decoded values) on a run that keeps its steps.
    @MainActor func runMatchingEveryFile(_ scenario: Scenario, file: String) -> ScenarioRun? {
        var comparisons: [GoldenFileComparison] = []
        for golden in Self.files {
            guard let comparison = GoldenFileComparison(entry.goldenFile(golden.name)) else { return nil }
            comparisons.append(comparison)
        }
        let run = ScenarioRun.rendering(scenario, file: file, into: zip(Self.files, comparisons).map { ($0.compare(), $1) })
        return comparisons.allSatisfy { $0.matchesWholeFile() } ? run : nil
    }

    /// The first difference between the run and the golden files, if any.
    ///
    /// A missing golden file is a failure, also when `recordingMissing` writes it, so that a
    /// recording never passes by accident; every missing file is recorded in the same run.
    func check(_ run: ScenarioRun, recordingMissing: Bool) -> ScenarioFailure? {
        var missing: [String] = [], recorded = true, difference: ScenarioFailure?
        let recordedRun = RecordedRun(run)
        for file in Self.files {
            let url = entry.goldenFile(file.name)
            guard let expected = try? Data(contentsOf: url) else {
                missing.append(url.lastPathComponent)
                recorded = recorded && recordingMissing && (try? CommandOutput.replaceFile(at: url, with: file.render(recordedRun))) != nil
                continue
            }
            if difference == nil {
                difference = Self.difference(recordedRun, file: url.lastPathComponent, render: file.render, expected: expected)
            }
        }
        guard !missing.isEmpty else { return difference }
        return ScenarioFailure(
            scenario: run.scenario.name, step: nil, property: missing.joined(separator: ", "), expected: "a recorded golden file",
            actual: recorded ? "none; recorded \(missing.count == 1 ? "it" : "them") now: review, then run again"
                : "none; record with `batchsim record \(run.scenario.name)`")
    }

    /// The first difference between a golden file and a run.
    ///
    /// `timeline.json` is compared as a value: when its bytes are the run's JSON
    /// (``TimelineDocument/isWritten(in:)``, the fast path) the two are equal, since decoding a
    /// document gives it back equal; only when the bytes differ is the golden read (any version)
    /// and compared within rounding noise by the one comparison of goldens
    /// (``TimelineDocument/differences(to:tolerance:)``), to pass or name the first difference. `timeline.txt` is a view of the run for reviewers, never compared: it must
    /// only be the run's text, so that it never goes stale.
    private static func difference(_ run: RecordedRun, file: String, render: @Sendable (RecordedRun) -> String,
                                   expected: Data) -> ScenarioFailure? {
        guard file.hasSuffix(".json") else {
            guard expected != Data(render(run).utf8) else { return nil }
            return ScenarioFailure(scenario: run.name, step: nil, property: file, expected: "the run's text table",
                                   actual: "an older text; re-record with `batchsim record \(run.name)` and review its diff")
        }
        let actual = TimelineDocument(run)
        if actual.isWritten(in: expected) { return nil }
        let document: TimelineDocument
        do {
            document = try TimelineDocument(golden: expected, name: run.name)
        } catch {
            return ScenarioFailure(scenario: run.name, step: nil, property: file, expected: "a timeline document",
                                   actual: "unreadable (\(error)); re-record it with `batchsim record \(run.name)`")
        }
        return document.differences(to: actual, tolerance: .roundingNoise).first.map { ScenarioFailure($0, scenario: run.name, file: file) }
    }

    /// Writes the golden comparison page (``GoldenComparisonPage``, as a failing `assertGolden`
    /// writes it) when the run differs from the golden `timeline.json`, and returns the failure's
    /// lines about it: how many elements and properties differ (the differences the check reports
    /// the first of), and the page's address opened at the first difference
    /// (`#step=…&t=…&view=…`). The page goes to `$BATCHSIM_ARTIFACTS` or the temporary folder,
    /// under `scenarios/NAME.compare.html`.
    ///
    /// - Returns: The lines, each starting with a newline; `nil` when the run does not differ or
    ///   the golden does not read.
    func comparison(_ run: ScenarioRun, environment: [String: String]) -> String? {
        let recorded = RecordedRun(run)
        guard let data = try? Data(contentsOf: entry.goldenFile("timeline.json")),
              let golden = try? TimelineDocument(golden: data, name: recorded.name) else { return nil }
        let differences = golden.differences(to: TimelineDocument(recorded), tolerance: .roundingNoise)
        guard !differences.isEmpty else { return nil }
        let file = GoldenComparisonPage.artifactsFolder(environment: environment)
            .appendingPathComponent("scenarios/\(GoldenTimeline.fileName(run.scenario.name)).compare.html")
        let address = try? GoldenComparisonPage.write(recorded, golden: RecordedRun(golden), differences: differences, to: file)
        return GoldenComparisonPage.report(differences, address: address)
    }

    /// The largest golden file `record` writes unless asked (`--allow-large`): 50 MB, about
    /// 200 steps of a full screen of views. A golden that large is slow to compare and to review,
    /// and is rarely meant.
    static let sizeBudget = 50_000_000

    /// A golden file over ``sizeBudget``: nothing was written.
    struct TooLarge: Error, CustomStringConvertible {
        let file: String
        let bytes: Int
        let budget: Int

        var description: String {
            "the golden \(file) would be \(bytes) bytes, more than the budget of \(budget) bytes; "
                + "nothing was written; record it anyway with --allow-large"
        }
    }

    /// Runs `scenario` once, measuring each golden file as the scenario runs and keeping its steps
    /// only while every file fits `budget` (all of them when `allowingLarge`): `record` refuses a
    /// long scenario whose goldens are too large in memory bounded by the budget, without running
    /// it a second time to write what fits.
    ///
    /// - Returns: The run (its failures; its steps unless a file is over the budget) and the first
    ///   file over the budget, `nil` when every file fits or `allowingLarge`.
    @MainActor func measuredRun(_ scenario: Scenario, file: String, allowingLarge: Bool = false,
                                budget: Int = sizeBudget) -> (run: ScenarioRun, tooLarge: TooLarge?) {
        let counters = Self.files.map { _ in ByteCount() }
        let run = ScenarioRun.rendering(scenario, file: file, into: zip(Self.files, counters).map { ($0.compare(), $1) }) { _ in
            allowingLarge || counters.allSatisfy { $0.bytes <= budget }
        }
        let tooLarge = allowingLarge ? nil : zip(Self.files, counters).first { $1.bytes > budget }.map { file, counter in
            TooLarge(file: entry.goldenFile(file.name).lastPathComponent, bytes: counter.bytes, budget: budget)
        }
        return (run, tooLarge)
    }

    /// Writes every golden file, after checking each one's size against ``sizeBudget``.
    ///
    /// - Parameters:
    ///   - allowingLarge: Whether a file over the budget is written all the same.
    ///   - budget: The budget, ``sizeBudget`` unless a test gives a smaller one.
    /// - Returns: The names of the files written.
    /// - Throws: ``TooLarge`` before anything is written when a file is over the budget and
    ///   `allowingLarge` is `false`; the file system's error when a file cannot be written.
    func record(_ run: ScenarioRun, allowingLarge: Bool = false, budget: Int = sizeBudget) throws -> [String] {
        let run = RecordedRun(run)
        var texts: [(url: URL, text: String)] = []
        for file in Self.files {
            let url = entry.goldenFile(file.name), text = file.render(run)
            if !allowingLarge, text.utf8.count > budget { throw TooLarge(file: url.lastPathComponent, bytes: text.utf8.count, budget: budget) }
            texts.append((url, text))
        }
        for (url, text) in texts { try CommandOutput.replaceFile(at: url, with: text) }
        return texts.map(\.url.lastPathComponent)
    }
}

/// An output that only counts the bytes written into it.
private final class ByteCount: TextOutput {
    private(set) var bytes = 0

    func write(_ text: String) {
        bytes += text.utf8.count
    }
}
