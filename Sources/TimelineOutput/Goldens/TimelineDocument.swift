import CollectionViewSimulator
import Foundation
import Keyframes

/// A run as a value: what `timeline.json` holds and `batchsim run --format json` prints, written
/// by `JSONEncoder` with sorted keys (the documented stable order) and every number at full
/// precision, so that decoding it gives an equal value. Goldens compare decoded documents
/// (``firstDifference(to:file:)``), never text.
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
        steps = run.steps.map { result in
            Step(step: result.index, kind: result.kind, summary: result.summary, animated: result.animated,
                        animation: result.animation,
                        error: result.error, stages: result.stages, after: result.stateAfter)
        }
    }

    /// The JSON text: pretty-printed, keys sorted, a final newline.
    package var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(self) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Reads a document from JSON text.
    ///
    /// - Throws: `DecodingError` naming where the text does not fit the document.
    package init(json: String) throws {
        self = try JSONDecoder().decode(TimelineDocument.self, from: Data(json.utf8))
    }
}
