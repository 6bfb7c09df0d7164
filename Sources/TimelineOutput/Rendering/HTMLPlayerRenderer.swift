import CollectionViewSimulator
import Foundation

/// A run as one self-contained HTML page that plays it, to study an animation slowly.
///
/// The page holds every step's frames, sampled on the timeline's frame grid (frame `k` at
/// `k / rate` seconds) with the timeline's three decimals, and draws the frame it is at: what it
/// shows at a time is exactly what the timeline gives at that time. It has a step menu that lists
/// failed steps too (their UIKit message shown in place of the animation), play and pause (space
/// bar), speeds of 10, 25, 50 and 100 %, loop, a scrubber with the time and frame number, frame
/// stepping with the arrow keys, a label on every view (its element name and, when the scenario
/// names identifiers, its item's identifier), a legend, the faint path of every view's centre, and
/// a graph of each property of the selected view over time. `#step=2&t=0.125` in the address opens
/// step 2 at the frame nearest 0.125 s (`stage=` picks a stage, `frame=` a frame, `view=` a view);
/// `#at=0.3` opens what the screen showed 0.3 s after the scenario's first animation began.
///
/// It shows what the screen showed: a scroll's frames move the visible rectangle over the
/// content; the frames of a step after the next step interrupted it are greyed out and marked
/// "interrupted by step N at t s", and playing goes on into the interrupting step at that instant.
/// It loads nothing: the data, style and script are inline.
///
/// ```swift
/// let page = HTMLPlayerRenderer.render(run)
/// try page.write(toFile: "player.html", atomically: true, encoding: .utf8)
/// ```
public enum HTMLPlayerRenderer {
    /// The page.
    ///
    /// - Parameter run: The run to play.
    /// - Returns: The HTML text of one self-contained page.
    package static func render(_ run: RecordedRun) -> String {
        page(SampledRun(run))
    }

    /// The page of `sampled`, with `extraData` (JavaScript statements run after `data` is set)
    /// and `extraBody` (HTML after the player).
    static func page(_ sampled: SampledRun, extraData: String = "", extraBody: String = "") -> String {
        let title = SVGText.escaped(sampled.name)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(title)</title>
            <style>
            \(HTMLPlayerPage.style)
            </style>
            </head>
            <body>
            <h1>\(title)</h1>
            <p class="summary">\(SVGText.escaped(sampled.summary))</p>
            \(HTMLPlayerPage.body)
            \(extraBody)<script>
            const data = \(playerData(sampled).replacingOccurrences(of: "</", with: "<\\/"));
            \(extraData.replacingOccurrences(of: "</", with: "<\\/"))
            \(HTMLPlayerPage.script)
            </script>
            </body>
            </html>

            """
    }

    /// The page's data, as JSON:
    /// `{"width", "height", "fates": [[fate, colour, outline colour]], "styles": [[style, dashes, legend]], "steps": [entry]}`,
    /// one entry per animated stage or per step without animation:
    /// `{"step", "stage", "title", "failed", "message", "rate", "start", "interruption", "viewport": [x, y, width, height],
    /// "offsets", "views": [[name, identifier, fate, style]], "timings": [[start, end, changes]], "labels": [[[view, …]]],
    /// "frames": [[[view, cx, cy, w, h, alpha, m11, m12, m21, m22, m41, m42]]]}`,
    /// each frame's visible views in drawing order. `start` is when the stage began, in seconds
    /// after the scenario's first animation began; `interruption` is `null` or
    /// `{"step", "stage", "time", "caption"}` for a stage that a later one interrupted `time`
    /// seconds after it began; `offsets` is `null` or, for a scroll, the visible rectangle's origin
    /// at every frame; `timings` holds, per view, when its animation starts and ends (seconds after
    /// the stage began) and whether it changes anything (1) or stays as it is (0); `labels` holds, per
    /// frame, the views whose label does not sit in their middle (``LabelPlacement``): `[view, x, y,
    /// width, height]` for a label moved to the middle of that uncovered area, `[view]` for one left out. A view whose cell's `apply(_:)` set view
    /// properties adds `ax, ay, radius, middle x, middle y` (anchor point, corner radius, where its
    /// label goes), and its `cx, cy` are where its anchor point sits.
    static func playerData(_ run: SampledRun) -> String {
        let fates = ViewFate.allCases.map {
            "[\(JSONOutput.quoted($0.rawValue)), \(JSONOutput.quoted(ViewPalette.color($0))), \(JSONOutput.quoted(ViewPalette.outlineColor($0)))]"
        }
        let styles = ViewPalette.Style.allCases.map {
            "[\(JSONOutput.quoted($0.rawValue)), \(JSONOutput.quoted($0.dashes)), \(JSONOutput.quoted($0.legend))]"
        }
        var entries: [String] = []
        for step in run.steps {
            if let message = step.message, step.stages.isEmpty {
                entries.append("{\"step\": \(step.index), \"stage\": 0, \"title\": "
                    + JSONOutput.quoted("step \(step.index): \(step.summary)\(step.failed ? " (failed)" : "")")
                    + ", \"failed\": \(step.failed), \"message\": \(JSONOutput.quoted(message)), \"rate\": \(FixedDecimal.format(step.rate)), "
                    + "\"start\": null, \"interruption\": null, \"viewport\": [0, 0, 0, 0], \"offsets\": null, \"views\": [], \"timings\": [], \"frames\": []}")
            }
            entries += step.stages.map(entry)
        }
        return "{\"width\": \(FixedDecimal.format(run.size.width)), \"height\": \(FixedDecimal.format(run.size.height)),\n"
            + "\"fates\": [\(fates.joined(separator: ", "))],\n\"styles\": [\(styles.joined(separator: ", "))],\n"
            + "\"steps\": [\n" + entries.joined(separator: ",\n") + "]}"
    }

    /// One animated stage's entry of the page's data.
    static func entry(_ stage: SampledStage) -> String {
        let views = stage.views.map { view in
            "[\(JSONOutput.quoted(view.name)), \(view.identifier.map(JSONOutput.quoted) ?? "null"), "
                + "\(JSONOutput.quoted(view.fate.rawValue)), \(JSONOutput.quoted(view.style.rawValue))]"
        }
        let timings = stage.views.indices.map { view in
            let track = stage.track(view)
            let end = max(track.endTime, track.keyframes.last?.time ?? 0)
            let changes = track.start != track.end || !track.keyframes.isEmpty
            return "[\(FixedDecimal.format(track.startTime)), \(FixedDecimal.format(end)), \(changes ? 1 : 0)]"
        }
        var labels: [String] = []
        let frames = (0...stage.lastFrame).map { frame in
            let samples = stage.samples(atFrame: frame)
            let placements = LabelPlacement.placements(of: samples, views: stage.views,
                                                       visible: stage.viewport(at: stage.time(ofFrame: frame)), scale: 1)
            labels.append("[" + zip(samples, placements).compactMap { sample, placement in
                switch placement {
                case .middle: nil
                case .hidden: "[\(sample.view)]"
                case .moved(let area):
                    "[\(sample.view), " + [area.midX, area.midY, area.width, area.height].map { FixedDecimal.format($0) }.joined(separator: ", ") + "]"
                }
            }.joined(separator: ", ") + "]")
            return "[" + samples.map { sample in
                let value = sample.value, m = value.transform3D, position = sample.position, middle = sample.middle
                let applied = sample.applied.map { [$0.anchorPoint.x, $0.anchorPoint.y, $0.cornerRadius, middle.x, middle.y] } ?? []
                let numbers = ([position.x, position.y, value.size.width, value.size.height, value.alpha,
                                m.m11, m.m12, m.m21, m.m22, m.m41, m.m42] + applied).map { FixedDecimal.format($0) }
                return "[\(sample.view), " + numbers.joined(separator: ", ") + "]"
            }.joined(separator: ", ") + "]"
        }
        let interruption = stage.interruption.map {
            "{\"step\": \($0.step), \"stage\": \($0.stage), \"time\": \(FixedDecimal.format($0.time)), \"caption\": \(JSONOutput.quoted($0.caption))}"
        } ?? "null"
        let offsets = stage.isScroll
            ? "[" + (0...stage.lastFrame).map { frame in
                let origin = stage.viewport(at: stage.time(ofFrame: frame)).origin
                return "[\(FixedDecimal.format(origin.x)), \(FixedDecimal.format(origin.y))]"
            }.joined(separator: ", ") + "]"
            : "null"
        return "{\"step\": \(stage.step), \"stage\": \(stage.stage), \"title\": \(JSONOutput.quoted(stage.title)), "
            + "\"failed\": false, \"message\": null, \"rate\": \(FixedDecimal.format(stage.rate)), "
            + "\"start\": \(FixedDecimal.format(stage.start)), \"interruption\": \(interruption),\n"
            + "\"viewport\": \(FixedDecimal.rect(stage.viewport)), \"offsets\": \(offsets),\n"
            + "\"views\": [\(views.joined(separator: ", "))],\n\"timings\": [\(timings.joined(separator: ", "))],\n"
            + "\"labels\": [\(labels.joined(separator: ", "))],\n\"frames\": [\n" + frames.joined(separator: ",\n") + "]}"
    }
}
