import CollectionViewSimulator
import Foundation

/// A run as a table for terminals and for `timeline.txt`: per step what it did, its animation,
/// its hook trace by name, and one row per track (element, fate, start → end).
///
/// ```
/// step 0: insert 0-0
///   animation: 0.250 s linear, delay 0.000 s, 60.000 fps
///   hooks (9): prepare, collectionViewContentSize, …
///   element   fate      start → end
///   cell 0-0  inserted  frame [10.000, 40.000, 50.000, 50.000] alpha 0.000 z 0 → frame … alpha 1.000 z 0
/// ```
///
/// Written a step at a time (``StepwiseRenderer``): the header, then a blank line and the lines
/// of each step, then a final newline.
package struct TextTimelineRenderer: StepwiseRenderer {
    /// A renderer.
    package init() {}

    /// The run's timeline.
    package static func render(_ run: RecordedRun) -> String {
        TextTimelineRenderer().text(of: run)
    }

    package func begin(_ run: RecordedRun, into output: any TextOutput) {
        output.write(Self.header(run).joined(separator: "\n"))
    }

    package func write(_ step: RecordedRun.Step, into output: any TextOutput) {
        output.write("\n\n" + Self.step(step).joined(separator: "\n"))
    }

    package func end(into output: any TextOutput) {
        output.write("\n")
    }

    private static func header(_ run: RecordedRun) -> [String] {
        let view = run.view
        return [
            "scenario: \(run.name)",
            "summary: \(run.summary)",
            "view: \(FixedDecimal.size(view.size)) at offset \(FixedDecimal.point(view.contentOffset)), screen scale \(FixedDecimal.format(view.screenScale))",
            "layout: \(run.layout), data: \(run.data)",
        ]
    }

    private static func step(_ result: RecordedRun.Step) -> [String] {
        var lines = ["step \(result.index): \(result.summary)"]
        lines.append("  animation: " + (result.animated ? result.animation.summary : "none (\"animated\": false)"))
        if let error = result.error {
            lines.append("  error: \(error)")
        }
        for (index, stage) in result.stages.enumerated() {
            if result.stages.count > 1 { lines.append("  stage \(index + 1) of \(result.stages.count): \(stage.batch?.batch.description ?? "")") }
            lines += self.stage(stage)
        }
        let state = result.stateAfter
        lines.append("  after: offset \(FixedDecimal.point(state.contentOffset)), content size \(FixedDecimal.size(state.contentSize)), "
                     + "\(state.visibleItems.count) items on screen")
        return lines
    }

    private static func stage(_ animation: UpdateAnimation) -> [String] {
        var lines = ["  hooks (\(animation.hooks.count)): " + animation.hookNames.joined(separator: ", ")]
        guard !animation.tracks.isEmpty else { return lines + ["  (no tracks)"] }
        let rows = animation.tracks.map { track in
            [track.scenarioName, track.fate.rawValue,
             FixedDecimal.attributes(track.start) + " → " + FixedDecimal.attributes(track.end) + timing(track, animation)]
        }
        let table = [["element", "fate", "start → end"]] + rows
        let widths = (0..<2).map { column in table.map { $0[column].count }.max() ?? 0 }
        for row in table {
            lines.append("  " + row[0].padding(toLength: widths[0], withPad: " ", startingAt: 0) + "  "
                         + row[1].padding(toLength: widths[1], withPad: " ", startingAt: 0) + "  " + row[2])
        }
        return lines
    }

    /// The track's times when they are not the animation's.
    private static func timing(_ track: ViewTrack, _ animation: UpdateAnimation) -> String {
        let shared = track.startTime == animation.timing.startTime && track.endTime == animation.timing.endTime
        return shared ? "" : " (\(FixedDecimal.format(track.startTime)) s → \(FixedDecimal.format(track.endTime)) s)"
    }
}
