import BatchUpdates
import Foundation
import TimelineOutput

/// A scenario file, decoded: a collection view, its layout and data, and a script of steps with
/// the expectations to check after running it (`Scenarios/README.md` documents the format).
///
/// ```swift
/// let scenario = try Scenario.load(contentsOf: URL(fileURLWithPath: "Scenarios/flow-insert/scenario.json"))
/// scenario.steps.count   // 8
/// ```
public struct Scenario: Sendable, Equatable {
    /// A short identifier for tables and golden files (`flow-insert-at-top`).
    public var name: String
    /// What a viewer would see, in a sentence.
    public var summary: String
    /// The collection view's frame, offset, insets and screen scale.
    package var view: ViewSpec
    /// The layout the view starts with.
    package var layout: LayoutSpec
    /// The data source's sections before the first step.
    package var data: DataSpec
    /// The animation of every step that does not give its own.
    package var animation: AnimationSpec
    /// Which of UIKit's documented or observed behaviours the run follows.
    package var uikit: UIKitBehaviorSpec
    /// The script, run in order.
    package var steps: [StepSpec]
    /// What must hold after running the steps.
    package var expectations: [ExpectationSpec]
    /// The most keyframes (frames × views on screen) an animated scroll may sample; a scroll over
    /// it fails before any work with a ``StepError/budget(_:)`` (`"maxScrollSamples"`).
    public var maxScrollSamples: Int

    /// The default of ``maxScrollSamples``: 500,000 keyframes, about 100 MB.
    public static let defaultMaxScrollSamples = 500_000

    /// Creates a scenario.
    package init(
        name: String, summary: String = "", view: ViewSpec, layout: LayoutSpec, data: DataSpec,
        animation: AnimationSpec = AnimationSpec(), uikit: UIKitBehaviorSpec = UIKitBehaviorSpec(),
        steps: [StepSpec] = [], expectations: [ExpectationSpec] = [], maxScrollSamples: Int = Scenario.defaultMaxScrollSamples
    ) {
        self.name = name
        self.summary = summary
        self.view = view
        self.layout = layout
        self.data = data
        self.animation = animation
        self.uikit = uikit
        self.steps = steps
        self.expectations = expectations
        self.maxScrollSamples = maxScrollSamples
    }
}
