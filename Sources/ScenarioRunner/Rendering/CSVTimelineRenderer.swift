import CollectionViewSimulator
import Foundation

/// A run in long form for spreadsheets and plotting: one row per step, stage, frame, element and
/// property (`step,stage,time,frame,element,property,value`), frames at the step's frame rate.
/// Properties are `x`, `y`, `width`, `height` (the frame), `alpha`, `zIndex`, `hidden` (0 or 1),
/// and `transform` (the sixteen entries, separated by spaces) when it is not the identity.
enum CSVTimelineRenderer {
    static let header = "step,stage,time,frame,element,property,value"

    /// The run as CSV text.
    static func render(_ run: ScenarioRun) -> String {
        var lines = [header]
        for step in run.steps {
            let rate = step.step.animation.frameRate
            for (stageIndex, stage) in step.stages.enumerated() {
                for (frame, time) in zip(0..., stage.frameGrid(rate: rate)) {
                    let prefix = "\(step.index),\(stageIndex),\(FixedDecimal.format(time)),\(frame),"
                    for track in stage.tracks {
                        lines += rows(track.value(at: time)).map { prefix + track.scenarioName + "," + $0 }
                    }
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

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
