import CollectionViewSimulator
import Foundation
import Keyframes

/// A run as a value, and the one golden format: what a scenario's `timeline.json`, an
/// `assertGolden` file (`NAME.timeline.json`) and `batchsim run --format json` hold, written by
/// one `JSONEncoder` (``encoded()``: pretty-printed, keys sorted, every number at full precision)
/// so that decoding it gives an equal value. Goldens compare decoded documents
/// (``differences(to:tolerance:)``), never text.
///
/// The file says what it is: `"format" : "batchsim-timeline"` and `"version" : 2`. Files written
/// before the format had a version still read (``init(golden:name:)``): a scenario's document
/// without those keys, and an `assertGolden` file that held the bare array of its animations.
package struct TimelineDocument: Sendable, Equatable, Codable {
    /// The scenario's view.
    package struct View: Sendable, Equatable, Codable {
        package var size: CGSize
        package var contentOffset: CGPoint
        package var screenScale: CGFloat

        /// A view with the given values.
        package init(size: CGSize, contentOffset: CGPoint, screenScale: CGFloat) {
            self.size = size
            self.contentOffset = contentOffset
            self.screenScale = screenScale
        }
    }

    /// The animation parameters a step ran with.
    package struct Animation: Sendable, Equatable, Codable {
        package var delay: Double
        package var duration: Double
        package var curve: TimingCurve
        package var frameRate: Double

        /// Animation parameters with the given values.
        package init(delay: Double, duration: Double, curve: TimingCurve, frameRate: Double) {
            self.delay = delay
            self.duration = duration
            self.curve = curve
            self.frameRate = frameRate
        }
    }

    /// One step: what it was, how it animated, its error, its animations and the view after it.
    package struct Step: Sendable, Equatable, Codable {
        package var step: Int
        package var kind: String
        package var summary: String
        package var animated: Bool
        package var animation: Animation
        package var error: StepError?
        package var stages: [UpdateAnimation]
        package var after: CollectionViewState
    }

    package var scenario: String
    package var summary: String
    package var view: View
    package var steps: [Step]

    /// The document of a run.
    package init(_ run: RecordedRun) {
        scenario = run.name
        summary = run.summary
        view = run.view
        steps = run.steps.map(Step.init)
    }

    /// The JSON text: ``encoded()`` with a final newline (`"{}"` when a number cannot be written).
    package var json: String {
        ((try? encoded()).map { String(decoding: $0, as: UTF8.self) } ?? "{}") + "\n"
    }

    /// The JSON bytes, without a final newline, as the one encoder writes them
    /// (``TimelineRendering/jsonEncoder``: pretty-printed, keys sorted, non-finite numbers as
    /// `"nan"`, `"inf"`, `"-inf"`).
    ///
    /// - Throws: `EncodingError` when a value cannot be written.
    package func encoded() throws -> Data {
        try TimelineRendering.jsonEncoder.encode(self)
    }

    /// Whether `golden` (a file's bytes) is this document as ``json`` writes it: the one fast path
    /// of golden comparisons. Equal bytes are equal values, so a golden that passes here is not
    /// decoded; any other is read (``init(golden:name:)``) and compared
    /// (``differences(to:tolerance:)``). The bytes come from ``GoldenJSONWriter``, which writes
    /// `JSONEncoder`'s bytes several times faster.
    package func isWritten(in golden: Data) -> Bool {
        guard let bytes = try? GoldenJSONWriter.bytes(self) else { return false }
        return golden.count == bytes.count + 1 && golden.last == UInt8(ascii: "\n") && golden.starts(with: bytes)
    }

    /// Reads a document from JSON text in the current format, or a scenario's document from before
    /// the format had a version.
    ///
    /// - Throws: `DecodingError` naming where the text does not fit the document, or
    ///   ``TimelineDocument/FormatError`` for another format or a newer version.
    package init(json: String) throws {
        self = try TimelineRendering.jsonDecoder.decode(TimelineDocument.self, from: Data(json.utf8))
    }
}

extension TimelineDocument.Step {
    /// The document's form of a run's step.
    init(_ step: RecordedRun.Step) {
        self.init(step: step.index, kind: step.kind, summary: step.summary, animated: step.animated, animation: step.animation,
                  error: step.error, stages: step.stages, after: step.stateAfter)
    }
}
