import CollectionViewSimulator
import Foundation
import Keyframes

/// A run as a value: what `timeline.json` holds and `batchsim run --format json` prints, written
/// by `JSONEncoder` with sorted keys (the documented stable order) and every number at full
/// precision, so that decoding it gives an equal value. Goldens compare decoded documents
/// (``firstDifference(to:file:)``), never text.
struct TimelineDocument: Sendable, Equatable, Codable {
    /// The scenario's view.
    struct View: Sendable, Equatable, Codable {
        var size: CGSize
        var contentOffset: CGPoint
        var screenScale: CGFloat
    }

    /// The animation parameters a step ran with.
    struct Animation: Sendable, Equatable, Codable {
        var delay: Double
        var duration: Double
        var curve: TimingCurve
        var frameRate: Double
    }

    /// One step: what it was, how it animated, its error, its animations and the view after it.
    struct Step: Sendable, Equatable, Codable {
        var step: Int
        var kind: String
        var summary: String
        var animated: Bool
        var animation: Animation
        var error: StepError?
        var stages: [UpdateAnimation]
        var after: CollectionViewState
    }

    var scenario: String
    var summary: String
    var view: View
    var steps: [Step]

    /// The document of a run.
    init(_ run: ScenarioRun) {
        let scenario = run.scenario
        self.scenario = scenario.name
        summary = scenario.summary
        view = View(size: scenario.view.size, contentOffset: scenario.view.contentOffset, screenScale: scenario.view.screenScale)
        steps = run.steps.map { result in
            let animation = result.step.animation
            return Step(step: result.index, kind: result.kind, summary: result.step.summary, animated: result.step.animated,
                        animation: Animation(delay: animation.delay, duration: animation.duration, curve: animation.curve,
                                             frameRate: animation.frameRate),
                        error: result.error, stages: result.stages, after: result.stateAfter)
        }
    }

    /// The JSON text: pretty-printed, keys sorted, a final newline.
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(self) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Reads a document from JSON text.
    ///
    /// - Throws: `DecodingError` naming where the text does not fit the document.
    init(json: String) throws {
        self = try JSONDecoder().decode(TimelineDocument.self, from: Data(json.utf8))
    }
}
