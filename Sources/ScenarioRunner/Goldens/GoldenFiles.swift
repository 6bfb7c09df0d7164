import Foundation

/// A scenario's recorded timelines, beside its `scenario.json`: `timeline.json` and
/// `timeline.txt`. ``check(_:recordingMissing:)`` compares a run with them (the JSON as decoded
/// values, the text line by line); ``record(_:)`` rewrites them.
struct GoldenFiles {
    /// The golden files, in the order they are compared, with the renderer of each.
    static let files: [(name: String, render: @Sendable (ScenarioRun) -> String)] = [
        ("timeline.json", JSONTimelineRenderer.render),
        ("timeline.txt", TextTimelineRenderer.render),
    ]

    /// The scenario's folder.
    let folder: URL

    /// The first difference between the run and the golden files, if any.
    ///
    /// A missing golden file is a failure, also when `recordingMissing` writes it, so that a
    /// recording never passes by accident.
    func check(_ run: ScenarioRun, recordingMissing: Bool) -> ScenarioFailure? {
        for file in Self.files {
            let url = folder.appendingPathComponent(file.name)
            guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
                let recorded = recordingMissing && (try? file.render(run).write(to: url, atomically: true, encoding: .utf8)) != nil
                return ScenarioFailure(
                    scenario: run.scenario.name, step: nil, property: file.name, expected: "a recorded golden file",
                    actual: recorded ? "none; recorded it now: review it, then run again"
                        : "none; record it with `batchsim record \(run.scenario.name)`")
            }
            if let difference = Self.difference(run, file: file, expected: expected) {
                return difference
            }
        }
        return nil
    }

    /// The first difference between a golden file and a run: `timeline.json` is compared as a
    /// decoded ``TimelineDocument`` (decoding the golden is cheaper than encoding the run, which only
    /// a recording needs), the text table line by line.
    private static func difference(_ run: ScenarioRun, file golden: (name: String, render: @Sendable (ScenarioRun) -> String),
                                   expected: String) -> ScenarioFailure? {
        let file = golden.name
        guard file.hasSuffix(".json") else {
            let actual = golden.render(run)
            guard expected != actual else { return nil }
            return GoldenDifference.first(scenario: run.scenario.name, file: file, expected: expected, actual: actual)
        }
        let document: TimelineDocument
        do {
            document = try TimelineDocument(json: expected)
        } catch {
            return ScenarioFailure(scenario: run.scenario.name, step: nil, property: file, expected: "a timeline document",
                                   actual: "unreadable (\(error)); re-record it with `batchsim record \(run.scenario.name)`")
        }
        return GoldenComparison(scenario: run.scenario.name, file: file)
            .firstDifference(expected: document, actual: TimelineDocument(run))
    }

    /// Writes every golden file.
    ///
    /// - Returns: The names of the files written.
    /// - Throws: The file system's error when a file cannot be written.
    func record(_ run: ScenarioRun) throws -> [String] {
        for file in Self.files {
            try file.render(run).write(to: folder.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
        }
        return Self.files.map(\.name)
    }
}
