import CollectionViewSimulator
import Foundation

/// A run as an SVG filmstrip: a legend, then one row per animated step (per stage) of up to seven
/// frames from start to end, each the visible rectangle after the step with every view drawn as a
/// labelled rectangle: fill by fate (``ViewPalette``) with alpha as its opacity, outlined at full
/// opacity in the fate's darker colour (so that a half-transparent view keeps its fate's colour) with the
/// category's dashes, transform applied about the centre, each label drawn with its view so that
/// a view above covers it. A scroll's frames show the visible rectangle moving over the content;
/// an interrupted stage's row ends at its interruption, captioned "interrupted by step N at t s".
/// A failed step is drawn as UIKit's message; long titles and messages wrap.
///
/// ```swift
/// try SVGFilmstripRenderer.render(run).write(toFile: "filmstrip.svg", atomically: true, encoding: .utf8)
/// ```
public enum SVGFilmstripRenderer {
    static let panelWidth = 240.0
    static let panelsPerRow = 7
    static let gap = 12.0
    static let lineHeight = 15.0
    static let width = gap + Double(panelsPerRow) * (panelWidth + gap)
    /// The characters of 12-point text that fit across the drawing.
    static let wrapWidth = Int((width - 2 * gap) / 6.6)

    /// The run as SVG text.
    ///
    /// - Parameter run: The run to draw.
    /// - Returns: One SVG document.
    package static func render(_ run: RecordedRun) -> String {
        let sampled = SampledRun(run)
        var writer = Writer()
        writer.add(lines: SVGText.wrapped(sampled.name, width: wrapWidth), attributes: " font-size=\"16\" font-weight=\"bold\"")
        writer.add(lines: SVGText.wrapped(sampled.summary, width: wrapWidth))
        writer.legend()
        let scale = panelWidth / max(Double(sampled.size.width), 1)
        for step in sampled.steps {
            if let message = step.message, step.stages.isEmpty {
                writer.add(lines: SVGText.wrapped("step \(step.index): \(step.summary)", width: wrapWidth), attributes: " font-weight=\"bold\"")
                writer.message(message, failed: step.failed)
                continue
            }
            for stage in step.stages {
                writer.add(lines: SVGText.wrapped(stage.title, width: wrapWidth), attributes: " font-weight=\"bold\"")
                writer.row(stage, scale: scale)
            }
        }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(FixedDecimal.format(width))" height="\(FixedDecimal.format(writer.y + gap))" \
            font-family="Helvetica, Arial, sans-serif" font-size="12">
            <rect width="100%" height="100%" fill="#ffffff"/>
            \(writer.parts.joined(separator: "\n"))
            </svg>

            """
    }

    /// The drawing so far and where the next part goes.
    private struct Writer {
        var parts: [String] = []
        var y = gap

        mutating func add(lines: [String], attributes: String = "") {
            parts.append(SVGText.element(x: gap, y: y + 12, lines: lines, lineHeight: lineHeight, attributes: attributes))
            y += Double(lines.count) * lineHeight + 4
        }

        /// A row of swatches: every fate's colour, then every category's outline.
        mutating func legend() {
            var x = gap
            for fate in ViewFate.allCases {
                parts.append(swatch(x: x, color: ViewPalette.color(fate), stroke: ViewPalette.outlineColor(fate), dashes: "", label: fate.rawValue))
                x += 24 + Double(fate.rawValue.count) * 6.6 + 12
            }
            y += 20
            x = gap
            for style in ViewPalette.Style.allCases {
                parts.append(swatch(x: x, color: "#ffffff", stroke: "#333333", dashes: style.dashes, label: style.legend))
                x += 24 + Double(style.legend.count) * 6.2 + 12
            }
            y += 26
        }

        private func swatch(x: Double, color: String, stroke: String, dashes: String, label: String) -> String {
            "<rect x=\"\(FixedDecimal.format(x))\" y=\"\(FixedDecimal.format(y))\" width=\"20\" height=\"14\" fill=\"\(color)\" "
                + "stroke=\"\(stroke)\" stroke-width=\"\(FixedDecimal.format(ViewPalette.outlineWidth))\"\(dashes.isEmpty ? "" : " stroke-dasharray=\"\(dashes)\"")/>"
                + SVGText.element(x: x + 24, y: y + 11, lines: [label], lineHeight: lineHeight)
        }

        /// A failed step's message (or why a step shows nothing), in a box, wrapped.
        mutating func message(_ text: String, failed: Bool) {
            let lines = SVGText.wrapped(text, width: wrapWidth - 4)
            let height = Double(lines.count) * lineHeight + 12
            parts.append("<rect x=\"\(FixedDecimal.format(gap))\" y=\"\(FixedDecimal.format(y))\" width=\"\(FixedDecimal.format(width - 2 * gap))\" "
                + "height=\"\(FixedDecimal.format(height))\" fill=\"\(failed ? "#fff6f0" : "#f4f4f4")\" "
                + "stroke=\"\(failed ? ViewPalette.color(.deleted) : "#999999")\" stroke-width=\"\(failed ? 2 : 1)\"/>")
            parts.append(SVGText.element(x: gap + 8, y: y + 18, lines: lines, lineHeight: lineHeight,
                                         attributes: " font-family=\"Menlo, Consolas, monospace\" font-size=\"11\""))
            y += height + gap
        }

        /// Up to seven instants of one stage, the last at its interruption for an interrupted one.
        mutating func row(_ stage: SampledStage, scale: Double) {
            let panelHeight = Double(stage.viewport.height) * scale
            for (column, instant) in stage.keyInstants(count: panelsPerRow).enumerated() {
                let panel = Panel(id: "s\(stage.step)-\(stage.stage)-\(instant.frame)",
                                  origin: CGPoint(x: gap + Double(column) * (panelWidth + gap), y: y + 2),
                                  scale: scale, height: panelHeight, viewport: stage.viewport(at: instant.time))
                parts.append(panel.draw(stage, frame: instant.frame, time: instant.time))
            }
            y += 2 + panelHeight + lineHeight + gap
        }
    }
}

/// One frame of the filmstrip: the visible rectangle, scaled into a panel.
private struct Panel {
    let id: String
    let origin: CGPoint
    let scale: Double
    let height: Double
    let viewport: CGRect

    /// The views at `time` seconds after the stage's start, frame `frame`, captioned with the
    /// frame and time, or with the interruption when the stage's next stage began then.
    func draw(_ stage: SampledStage, frame: Int, time: Double) -> String {
        let box = "x=\"\(FixedDecimal.format(origin.x))\" y=\"\(FixedDecimal.format(origin.y))\" "
            + "width=\"\(FixedDecimal.format(SVGFilmstripRenderer.panelWidth))\" height=\"\(FixedDecimal.format(height))\""
        var lines = ["<clipPath id=\"\(id)\"><rect \(box)/></clipPath>", "<rect \(box) fill=\"#f4f4f4\" stroke=\"#999999\"/>",
                     "<g clip-path=\"url(#\(id))\">"]
        let samples = stage.samples(at: time)
        let placements = LabelPlacement.placements(of: samples, views: stage.views, visible: viewport, scale: scale)
        for (sample, placement) in zip(samples, placements) {
            lines.append(rectangle(sample, view: stage.views[sample.view]))
            if let label = label(sample, view: stage.views[sample.view], placement: placement) { lines.append(label) }
        }
        lines.append("</g>")
        if let interruption = stage.interruption, time >= interruption.time {
            lines.append(SVGText.element(x: origin.x, y: origin.y + height + 13, lines: [interruption.caption], lineHeight: 0,
                                         attributes: " font-weight=\"bold\" fill=\"\(ViewPalette.color(.deleted))\""))
        } else {
            lines.append(SVGText.element(x: origin.x, y: origin.y + height + 13,
                                         lines: ["frame \(frame) · \(FixedDecimal.format(time)) s"], lineHeight: 0))
        }
        return lines.joined(separator: "\n")
    }

    /// A point of the content, in the panel.
    private func inPanel(_ point: CGPoint) -> CGPoint {
        CGPoint(x: origin.x + (point.x - viewport.minX) * scale, y: origin.y + (point.y - viewport.minY) * scale)
    }

    /// The view's rectangle about its layer's anchor point (the centre unless its cell's `apply(_:)`
    /// moved it), with its cell's corner radius.
    private func rectangle(_ sample: SampledStage.Sample, view: SampledStage.View) -> String {
        let value = sample.value
        let center = inPanel(sample.position)
        let anchor = sample.anchorPoint
        let width = value.size.width * scale, height = value.size.height * scale
        let m = value.transform3D
        let matrix = m == .identity ? "" : " matrix(\([m.m11, m.m12, m.m21, m.m22, m.m41 * scale, m.m42 * scale].map { FixedDecimal.format($0) }.joined(separator: " ")))"
        let dashes = view.style.dashes.isEmpty ? "" : " stroke-dasharray=\"\(view.style.dashes)\""
        let corners = (sample.applied?.cornerRadius).map { $0 > 0 ? " rx=\"\(FixedDecimal.format($0 * scale))\"" : "" } ?? ""
        let title = "\(view.name) (\(view.fate))" + (view.identifier.map { " \($0)" } ?? "")
        return "<rect x=\"\(FixedDecimal.format(-width * anchor.x))\" y=\"\(FixedDecimal.format(-height * anchor.y))\" width=\"\(FixedDecimal.format(width))\" "
            + "height=\"\(FixedDecimal.format(height))\"\(corners) fill=\"\(ViewPalette.color(view.fate))\" fill-opacity=\"\(FixedDecimal.format(value.alpha))\" "
            + "stroke=\"\(ViewPalette.outlineColor(view.fate))\" stroke-width=\"\(FixedDecimal.format(ViewPalette.outlineWidth))\"\(dashes) "
            + "transform=\"translate(\(FixedDecimal.format(center.x)) \(FixedDecimal.format(center.y)))\(matrix)\">"
            + "<title>\(SVGText.escaped(title))</title></rect>"
    }

    /// The element's name (and identifier) in the middle of the view, or where ``LabelPlacement``
    /// moved it when views above cover the middle, drawn right after the view so that a view drawn
    /// above covers it, shortened to what fits (``ViewLabel``); `nil` when nothing fits.
    private func label(_ sample: SampledStage.Sample, view: SampledStage.View, placement: LabelPlacement) -> String? {
        let value = sample.value, m = value.transform3D
        let label: ViewLabel, center: CGPoint
        switch placement {
        case .hidden:
            return nil
        case .middle:
            label = ViewLabel(name: view.name, identifier: view.identifier,
                              width: value.size.width * scale * hypot(m.m11, m.m12), height: value.size.height * scale * hypot(m.m21, m.m22))
            center = inPanel(sample.middle)
        case .moved(let area):
            label = ViewLabel(name: view.name, identifier: view.identifier, width: area.width * scale, height: area.height * scale)
            center = inPanel(CGPoint(x: area.midX, y: area.midY))
        }
        guard !label.lines.isEmpty else { return nil }
        let lineHeight = ViewLabel.lineHeight
        return SVGText.element(x: center.x, y: center.y - Double(label.lines.count - 1) * lineHeight / 2 + ViewLabel.fontSize * 0.35,
                               lines: label.lines, lineHeight: lineHeight,
                               attributes: " font-size=\"\(FixedDecimal.format(ViewLabel.fontSize))\" text-anchor=\"middle\" fill=\"#111111\" "
                                   + "fill-opacity=\"\(FixedDecimal.format(max(value.alpha, 0.4)))\"")
    }
}
