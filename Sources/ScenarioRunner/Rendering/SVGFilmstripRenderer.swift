import CollectionViewSimulator
import Foundation

/// A run as an SVG filmstrip: one row per animated step (per stage), up to seven frames from
/// start to end, each the visible rectangle after the step with every view drawn as a rectangle
/// (colour by category and fate, opacity from alpha, transform applied about the centre).
enum SVGFilmstripRenderer {
    static let panelWidth = 160.0
    static let panelsPerRow = 7
    static let gap = 12.0
    static let labelHeight = 18.0

    /// The run as SVG text.
    static func render(_ run: ScenarioRun) -> String {
        let size = run.scenario.view.size
        let scale = panelWidth / max(Double(size.width), 1)
        let panelHeight = Double(size.height) * scale
        var rows: [String] = []
        var y = gap + labelHeight
        rows.append(text(x: gap, y: gap + 4, "\(run.scenario.name): \(run.scenario.summary)"))
        for step in run.steps {
            y += labelHeight
            if step.stages.isEmpty {
                rows.append(text(x: gap, y: y, "step \(step.index): \(step.step.summary) — " + (step.error.map { "error: \($0)" } ?? "no animation")))
                y += gap
                continue
            }
            for (stageIndex, stage) in step.stages.enumerated() {
                let title = "step \(step.index)\(step.stages.count > 1 ? " stage \(stageIndex + 1)" : ""): \(step.step.summary)"
                rows.append(text(x: gap, y: y, title))
                let frames = stage.keyFrames(rate: step.step.animation.frameRate, count: panelsPerRow)
                for (column, frame) in frames.enumerated() {
                    let origin = CGPoint(x: gap + Double(column) * (panelWidth + gap), y: y + 6)
                    let panel = Panel(id: "s\(step.index)-\(stageIndex)-\(frame)", origin: origin, scale: scale,
                                      height: panelHeight, viewport: stage.after.bounds)
                    rows.append(panel.draw(stage, frame: frame, rate: step.step.animation.frameRate))
                }
                y += 6 + panelHeight + labelHeight + gap
            }
        }
        let width = gap + Double(panelsPerRow) * (panelWidth + gap)
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(FixedDecimal.format(width))" height="\(FixedDecimal.format(y + gap))" \
            font-family="Helvetica, Arial, sans-serif" font-size="11">
            <rect width="100%" height="100%" fill="#ffffff"/>
            \(rows.joined(separator: "\n"))
            </svg>

            """
    }

    static func text(x: Double, y: Double, _ content: String) -> String {
        "<text x=\"\(FixedDecimal.format(x))\" y=\"\(FixedDecimal.format(y))\">\(escaped(content))</text>"
    }

    /// Text with XML's special characters escaped.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}

/// One frame of the filmstrip: the visible rectangle, scaled into a panel.
private struct Panel {
    let id: String
    let origin: CGPoint
    let scale: Double
    let height: Double
    let viewport: CGRect

    func draw(_ animation: UpdateAnimation, frame: Int, rate: Double) -> String {
        let time = animation.frameGrid(rate: rate)[frame]
        let box = "x=\"\(FixedDecimal.format(origin.x))\" y=\"\(FixedDecimal.format(origin.y))\" "
            + "width=\"\(FixedDecimal.format(SVGFilmstripRenderer.panelWidth))\" height=\"\(FixedDecimal.format(height))\""
        var lines = ["<clipPath id=\"\(id)\"><rect \(box)/></clipPath>", "<rect \(box) fill=\"#f4f4f4\" stroke=\"#999999\"/>",
                     "<g clip-path=\"url(#\(id))\">"]
        for view in animation.drawnViews(at: time) {
            let track = view.track
            lines.append(rectangle(view.value, color: ViewPalette.color(track.element, track.fate), title: "\(track.scenarioName) (\(track.fate))"))
        }
        lines.append("</g>")
        lines.append(SVGFilmstripRenderer.text(x: origin.x, y: origin.y + height + 13, "frame \(frame) · \(FixedDecimal.format(time)) s"))
        return lines.joined(separator: "\n")
    }

    private func rectangle(_ value: AnimatedAttributes, color: String, title: String) -> String {
        let center = CGPoint(x: origin.x + (value.center.x - viewport.minX) * scale, y: origin.y + (value.center.y - viewport.minY) * scale)
        let width = value.size.width * scale, height = value.size.height * scale
        let m = value.transform3D
        let matrix = m == .identity ? "" : " matrix(\([m.m11, m.m12, m.m21, m.m22, m.m41 * scale, m.m42 * scale].map { FixedDecimal.format($0) }.joined(separator: " ")))"
        return "<rect x=\"\(FixedDecimal.format(-width / 2))\" y=\"\(FixedDecimal.format(-height / 2))\" width=\"\(FixedDecimal.format(width))\" "
            + "height=\"\(FixedDecimal.format(height))\" fill=\"\(color)\" fill-opacity=\"\(FixedDecimal.format(value.alpha))\" "
            + "stroke=\"#333333\" stroke-opacity=\"\(FixedDecimal.format(value.alpha))\" stroke-width=\"0.5\" "
            + "transform=\"translate(\(FixedDecimal.format(center.x)) \(FixedDecimal.format(center.y)))\(matrix)\">"
            + "<title>\(SVGFilmstripRenderer.escaped(title))</title></rect>"
    }
}
