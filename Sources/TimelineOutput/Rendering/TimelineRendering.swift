import BatchUpdates
import CollectionViewSimulator
import Foundation

/// The renderers of `batchsim run` and `batchsim render`, public: for a scenario's run, and for any
/// animation or sequence of animations a test recorded, so that a test can write a picture of a
/// failing animation next to its golden.
///
/// ```swift
/// let svg = TimelineRendering.render([insert, delete], as: .svg, title: "insert then delete")
/// try svg.write(to: URL(fileURLWithPath: "insertThenDelete.svg"), atomically: true, encoding: .utf8)
/// ```
///
/// A thin front over the renderers the command-line tool uses; it adds no format of its own.
public enum TimelineRendering {
    /// An output format.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        /// The table terminals show: per step its hooks and one row per view.
        case text
        /// The lossless form: `JSONEncoder`, sorted keys.
        case json
        /// Long form for plotting: one row per frame, element and property.
        case csv
        /// A filmstrip of frames.
        case svg
        /// A self-contained page that plays the animation.
        case html
        /// JSON for `element.animate`: per view and step, keyframes and options on the run's clock
        /// (``WebAnimationsExporter``).
        case webAnimations = "web-animations"
        /// JSON for `CAKeyframeAnimation`s on a device: per view and step, values, key times,
        /// timing functions and `beginTime` (``CAKeyframeAnimationExporter``).
        case caKeyframes = "ca-keyframes"
        /// A Lottie (Bodymovin) animation for Lottie's players (``LottieExporter``).
        case lottie
    }

    /// A run, as `batchsim run --format` and `batchsim render --format` write it.
    package static func render(_ run: RecordedRun, as format: Format) -> String {
        switch format {
        case .text: TextTimelineRenderer.render(run)
        case .json: JSONTimelineRenderer.render(run)
        case .csv: CSVTimelineRenderer.render(run)
        case .svg: SVGFilmstripRenderer.render(run)
        case .html: HTMLPlayerRenderer.render(run)
        case .webAnimations: WebAnimationsExporter.render(run)
        case .caKeyframes: CAKeyframeAnimationExporter.render(run)
        case .lottie: LottieExporter.render(run)
        }
    }

    /// Animations a test recorded, one step each, in order.
    ///
    /// `text` is each animation's description under `step N`; `json` is the one timeline document
    /// a scenario's `timeline.json` and `assertGolden` hold (`"format" : "batchsim-timeline"`,
    /// `"version"`, one step per animation named by its batch, titled `title`), as `JSONEncoder`
    /// writes it (sorted keys, non-finite numbers as `"nan"`, `"inf"`, `"-inf"`);
    /// ``animations(fromJSON:)`` reads the animations back equal. The other formats draw or export
    /// the views in the visible rectangle.
    ///
    /// The animations keep their times on their collection view's clock
    /// (``UpdateAnimation/startTime``): one that began before the previous one ended interrupted
    /// it, and the pictures and exports show the earlier one ending there. Animations recorded
    /// on different collection views (all beginning at one time, or a later one before an earlier
    /// one) are laid end to end.
    ///
    /// ```swift
    /// let keyframes = TimelineRendering.render([insert, delete], as: .webAnimations)
    /// try keyframes.write(to: URL(fileURLWithPath: "insertThenDelete.web-animations.json"), atomically: true, encoding: .utf8)
    /// ```
    ///
    /// - Parameters:
    ///   - steps: The animations, in the order the changes ran.
    ///   - format: The output format.
    ///   - title: A title for the pictures and exports.
    ///   - frameRate: The frames per second of the formats that sample frames.
    public static func render(_ steps: [UpdateAnimation], as format: Format, title: String = "animation",
                              frameRate: Double = 60) -> String {
        switch format {
        case .text:
            return steps.enumerated().map { "step \($0.offset)\n\($0.element)\n" }.joined(separator: "\n")
        case .json, .csv, .svg, .html, .webAnimations, .caKeyframes, .lottie:
            return render(RecordedRun(recorded: steps, title: title, frameRate: frameRate), as: format)
        }
    }

    /// The animations of a `json` rendering, in order: every step's animations of a timeline
    /// document (what ``render(_:as:title:frameRate:)`` and `batchsim run --format json` write,
    /// and a scenario's `timeline.json`), or the bare array of animations the `json` rendering
    /// wrote before it wrote documents.
    ///
    /// - Parameter json: The JSON bytes.
    /// - Returns: The animations, equal to those rendered.
    /// - Throws: `DecodingError` naming where the JSON does not fit, or an error naming another
    ///   format or a newer version of the document.
    public static func animations(fromJSON json: Data) throws -> [UpdateAnimation] {
        try TimelineDocument(golden: json, name: "").steps.flatMap(\.stages)
    }

    /// The encoder of the `json` form of recorded animations.
    public static var jsonEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }

    /// The decoder that reads the `json` form of recorded animations back.
    public static var jsonDecoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return decoder
    }
}
