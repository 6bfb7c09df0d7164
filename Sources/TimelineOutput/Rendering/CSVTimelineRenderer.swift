import CollectionViewSimulator
import Foundation

/// A run in long form for spreadsheets and plotting: one row per step, stage, frame, element and
/// property (`step,stage,time,frame,element,property,value`), frames at the step's frame rate.
/// Properties are `x`, `y`, `width`, `height` (the frame), `alpha`, `zIndex`, `hidden` (0 or 1),
/// and `transform` (the sixteen entries, separated by spaces) when it is not the identity.
///
/// Written a step at a time (``StepwiseRenderer``) and a frame at a time within a step, so memory
/// stays flat however long the output; a step stops early once the output has failed.
package struct CSVTimelineRenderer: StepwiseRenderer {
    package static let header = "step,stage,time,frame,element,property,value"

    /// A renderer.
    package init() {}

    /// The run as CSV text.
    package static func render(_ run: RecordedRun) -> String {
        CSVTimelineRenderer().text(of: run)
    }

    package func begin(_ run: RecordedRun, into output: any TextOutput) {
        output.write(Self.header + "\n")
    }

    package func write(_ step: RecordedRun.Step, into output: any TextOutput) {
        let rate = step.animation.frameRate
        for (stageIndex, stage) in step.stages.enumerated() {
            for (frame, time) in zip(0..., stage.frameGrid(rate: rate)) {
                guard output.writeFailure == nil else { return }
                let prefix = "\(step.index),\(stageIndex),\(FixedDecimal.format(time)),\(frame),"
                var lines = ""
                for track in stage.tracks {
                    for row in Self.rows(track.value(at: time)) { lines += prefix + track.scenarioName + "," + row + "\n" }
                }
                output.write(lines)
            }
        }
    }

    package func end(into output: any TextOutput) {}

    private static func rows(_ value: AnimatedAttributes) -> [String] {
        let frame = value.frame
        var rows = [
            "x,\(FixedDecimal.format(frame.minX))", "y,\(FixedDecimal.format(frame.minY))",
            "width,\(FixedDecimal.format(frame.width))", "height,\(FixedDecimal.format(frame.height))",
            "alpha,\(FixedDecimal.format(value.alpha))", "zIndex,\(value.zIndex)", "hidden,\(value.isHidden ? 1 : 0)",
        ]
        if value.transform3D != .identity {
            rows.append("transform," + value.transform3D.components.map { FixedDecimal.format($0) }.joined(separator: " "))
        }
        return rows
    }
}
