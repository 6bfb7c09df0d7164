import TimelineOutput

/// `batchsim render`: draws a scenario's animation (an SVG filmstrip, a self-contained HTML player)
/// or exports it for other tools (Web Animations keyframes, `CAKeyframeAnimation` values, Lottie),
/// into a file, and prints the file's path.
import Foundation
@MainActor enum RenderCommand {
    static let usage = """
        Usage: batchsim render SCENARIO [--format html|svg|web-animations|ca-keyframes|lottie] [--output FILE] [--max-samples N] [--scenarios DIR]

        Draws or exports every step of a scenario, writes it to a file and prints the file's path.

        Formats:
          html            (the default) one page that plays the animation and loads nothing: step menu
                          (failed steps show UIKit's message), play/pause (space), speed 10-100%, loop,
                          scrubber, arrow keys step frames, labels, legend, motion paths, property graphs;
                          NAME.html#step=2&t=0.125 opens step 2 at 0.125 s.
          svg             a filmstrip: a legend, then up to seven frames per step, each view a labelled
                          rectangle (fill by fate in a colour-blind-safe palette, outline by category).
          web-animations  JSON: per view, keyframes and options for element.animate.
          ca-keyframes    JSON: per view, CAKeyframeAnimation values, keyTimes and timingFunctions.
          lottie          Lottie JSON: one shape layer per view, for Lottie's players.

        Options:
          SCENARIO          A scenario's name in the scenarios folder, its folder, or any scenario file.
          --format NAME     One of the formats above.
          --output FILE     Write to FILE (- for standard output); default: NAME.EXT beside the scenario
                            (.html, .svg, .web-animations.json, .ca-keyframes.json, .lottie.json). A file
                            (or a link's target) is replaced once complete and keeps its permissions;
                            a FIFO or device is written into; the scenario itself is refused.
          --max-samples N   The most samples (frames × views) the formats other than svg may write;
                            default 500000.
          --scenarios DIR   The scenarios folder (default: Scenarios/ here or in a parent folder).
          -h, --help        Show this help.

        Example:
          batchsim render circle-insert-delete --output circle.html
        """

    /// Every format: its renderer and the ending of the file it writes by default.
    nonisolated static let formats: [String: (format: OutputFormat, ending: String)] = [
        "html": (OutputFormat(HTMLPlayerRenderer.render, samplesEveryFrame: true), ".html"),
        "svg": (OutputFormat(SVGFilmstripRenderer.render), ".svg"),
        "web-animations": (OutputFormat(WebAnimationsExporter.render, samplesEveryFrame: true), ".web-animations.json"),
        "ca-keyframes": (OutputFormat(CAKeyframeAnimationExporter.render, samplesEveryFrame: true), ".ca-keyframes.json"),
        "lottie": (OutputFormat(LottieExporter.render, samplesEveryFrame: true), ".lottie.json"),
    ]

    static func run(_ arguments: [String], stdout: any TextOutput, stderr: any TextOutput) -> ExitCode {
        RenderingCommand(
            usage: usage, formats: formats.mapValues(\.format), defaultFormat: "html",
            defaultOutput: { entry, format in
                entry.folder.appendingPathComponent(entry.name + (formats[format]?.ending ?? "")).path
            }
        ).run(arguments, stdout: stdout, stderr: stderr)
    }
}
