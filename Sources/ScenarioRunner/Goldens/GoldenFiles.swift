import Foundation
import TimelineOutput

/// A scenario's recorded timelines, beside its file (``ScenarioCatalog/Entry/goldenFile(_:)``):
/// `timeline.json` and `timeline.txt` in a scenario's folder, `NAME.timeline.json` and
/// `NAME.timeline.txt` beside any other `NAME.json`. ``check(_:recordingMissing:)`` compares a run
/// with them (the JSON as a value: byte for byte, then as decoded values when the bytes differ; the
/// text must be the run's); ``record(_:)`` rewrites them.
struct GoldenFiles {
    /// The golden files' suffixes, in the order they are compared, with the renderer of each.
    static let files: [(name: String, render: @Sendable (RecordedRun) -> String)] = [
        ("timeline.json", JSONTimelineRenderer.render),
        ("timeline.txt", TextTimelineRenderer.render),
    ]

    /// The scenario.
    let entry: ScenarioCatalog.Entry

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
