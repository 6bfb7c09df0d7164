import Foundation

/// A fuzzing case: a layout, the data it starts with and a script of steps, written out as a
/// scenario file that `batchsim check` replays.
///
/// ```swift
/// let finding = LayoutFuzzer(sampleLayout: "flow")?.run(seed: 7, steps: 50)
/// try finding?.shrunk.scenarioJSON.write(to: url, atomically: true, encoding: .utf8)
/// ```
public struct FuzzCase: Sendable, Equatable {
    /// The seed that generated the case.
    public let seed: UInt64
    /// The name of the layout the case runs on (a sample layout's, or the one a user gave).
    public let layoutName: String
    /// The scenario JSON of the layout the file names. For a user's layout this is the flow
    /// layout: the file replays the steps, and the user's own test runs them on their layout.
    let layoutJSON: String
    /// Item counts of the sections before the first step.
    var data: [Int]
    /// The steps, in order.
    var steps: [FuzzStep]
    /// The view's direction, insets, screen scale and UIKit behaviours.
    var view = FuzzViewSetup.plain
    /// Whether the case drew its view's setup from its seed (``LayoutFuzzer/variesView``): the same
    /// seed then makes another case than without, also where the draw was the plain setup.
    var viewDrawn = false

    /// The number of steps.
    public var stepCount: Int { steps.count }

    /// The number of batch operations over all steps.
    public var operationCount: Int {
        steps.reduce(0) { total, step in
            if case .update(let operations) = step.action { return total + operations.count }
            return total
        }
    }

    /// The case as a scenario file: the seed in its summary, the view, layout, data and steps, and
    /// the invariants `lastFrameEqualsEnd` and (without an interactive transition, whose first
    /// progress shows at once, or a drag, whose item follows the finger at once) `noJumps` as its expectations, so that `batchsim check` runs every
    /// step and reports what it does.
    public var scenarioJSON: String {
        scenarioJSON(summary: "batchsim fuzz, seed \(seed), layout \(layoutName)\(viewDrawn ? ", varied view" : ""): \(steps.count) steps")
    }

    /// The case as a scenario file with the given summary.
    func scenarioJSON(summary: String) -> String {
        let steps = self.steps.map { "    " + $0.json }.joined(separator: ",\n")
        let interactive = self.steps.contains { $0.action.jumpsByDesign }
        let invariants = interactive ? #""lastFrameEqualsEnd""# : #""noJumps", "lastFrameEqualsEnd""#
        let uikit = view.uikitEntry.map { "\n  " + $0 } ?? ""
        return """
            {
              "name": "\(fileName)",
              "summary": "\(summary)",
              "view": { "width": \(FuzzCase.viewSize.width), "height": \(FuzzCase.viewSize.height), \(view.viewKeys) },\(uikit)
              "layout": \(layoutJSON),
              "data": [\(data.map(String.init).joined(separator: ", "))],
              "animation": { "duration": \(FuzzStep.number(FuzzCase.duration)), "curve": "linear" },
              "steps": [
            \(steps)
              ],
              "expect": [{ "invariants": [\(invariants)] }]
            }

            """
    }

    /// The view every case starts with, in points.
    static let viewSize = (width: 320, height: 480)
    /// Every step's animation duration, in seconds.
    static let duration = 0.25

    /// The file's animation, as its steps decode it.
    static let animation = AnimationSpec(duration: duration)
    /// The name of the case's scenario and file.
    var fileName: String { "fuzz-\(layoutName)-\(seed)" }

    /// Step `index` of the case as the scenario file decodes it, with the file's animation: after
    /// a placeholder step when it is not the first, so that it may interrupt, as in the whole
    /// file. The fuzzer makes its steps with ``FuzzStep/spec(animation:file:)`` instead; tests
    /// hold the two equal.
    func stepSpec(at index: Int) throws(ScenarioError) -> StepSpec {
        let step = steps[index], file = fileName
        let script = (index == 0 ? "[" : "[{ \"update\": [] }, ") + step.json + "]"
        let value: JSONValue
        do {
            value = try JSONParser.parse(script)
        } catch {
            throw ScenarioError(file: file, path: error.path, location: error.location, message: error.message)
        }
        var decoder = StepDecoder(animation: Self.animation, layoutKind: "")
        guard let spec = try decoder.steps(JSONNode(value: value, path: .root, file: file)).last else {
            throw ScenarioError(file: file, path: .root, location: nil, message: "\(step.json) decodes to no step")
        }
        return spec
    }

    /// A scenario with the case's view, layout and data, and the given steps.
    func scenario(steps: [FuzzStep]) throws(ScenarioError) -> Scenario {
        var header = self
        header.steps = steps
        return try Scenario(decoding: header.scenarioJSON(summary: ""), file: fileName)
    }
}
