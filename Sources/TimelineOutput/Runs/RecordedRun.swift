import CollectionViewSimulator
import Foundation
import Keyframes

/// A run of changes as every output reads it: the steps in order, each with its animations, its
/// error and the view's state after it.
///
/// The scenario runner makes one from a scenario's run; ``TimelineRendering`` makes one from the
/// animations a test recorded. Renderers, exports and goldens read nothing else, so they do not
/// depend on how the changes were described.
package struct RecordedRun: Sendable {
    /// One step of the run.
    package struct Step: Sendable {
        /// The step's index in the run.
        package var index: Int
        /// The step's kind as scenario files name it: `update`, `scroll`, `apply`, ….
        package var kind: String
        /// What the step does, in one line: `insert 0-0, delete 0-3`.
        package var summary: String
        /// Whether the step ran animated.
        package var animated: Bool
        /// The animation parameters the step ran with.
        package var animation: TimelineDocument.Animation
        /// Why the step failed, if it did.
        package var error: StepError?
        /// The step's animations, one per stage.
        package var stages: [UpdateAnimation]
        /// The view's state after the step.
        package var stateAfter: CollectionViewState
        /// The data source's item identifiers the pictures label cells with, by index path before
        /// and after the step; empty when the run names no identifiers.
        package var identifiers: (before: [IndexPath: String], after: [IndexPath: String])

        /// A step with the given values.
        package init(index: Int, kind: String, summary: String, animated: Bool, animation: TimelineDocument.Animation,
                     error: StepError?, stages: [UpdateAnimation], stateAfter: CollectionViewState,
                     identifiers: (before: [IndexPath: String], after: [IndexPath: String]) = ([:], [:])) {
            self.index = index
            self.kind = kind
            self.summary = summary
            self.animated = animated
            self.animation = animation
            self.error = error
            self.stages = stages
            self.stateAfter = stateAfter
            self.identifiers = identifiers
        }
    }

    /// The run's name.
    package var name: String
    /// What the run shows, in a sentence.
    package var summary: String
    /// The view the run starts with.
    package var view: TimelineDocument.View
    /// The layout's kind, as the text timeline's header names it.
    package var layout: String
    /// The initial data, as the text timeline's header writes it: `[3, 2]`.
    package var data: String
    /// Every step, in order.
    package var steps: [Step]

    /// A run with the given values.
    package init(name: String, summary: String, view: TimelineDocument.View, layout: String, data: String, steps: [Step]) {
        self.name = name
        self.summary = summary
        self.view = view
        self.layout = layout
        self.data = data
        self.steps = steps
    }

    /// The run a timeline document holds (a golden `timeline.json`): its steps with their
    /// animations, errors and states, without the layout, data and identifiers it does not keep.
    package init(_ document: TimelineDocument) {
        let steps = document.steps.map { step in
            Step(index: step.step, kind: step.kind, summary: step.summary, animated: step.animated, animation: step.animation,
                 error: step.error, stages: step.stages, stateAfter: step.after)
        }
        self.init(name: document.scenario, summary: document.summary, view: document.view, layout: "", data: "", steps: steps)
    }

    /// A run made of recorded animations: each animation is a step named by its batch
    /// (`insert 0-0`, or `performBatchUpdates(nil)` when it has none) that runs for that
    /// animation's duration, in a view of the size the first one shows.
    init(recorded animations: [UpdateAnimation], title: String, frameRate: Double) {
        let steps = animations.enumerated().map { index, recorded in
            let operations = recorded.batch?.batch.operations ?? []
            let summary = operations.isEmpty ? "performBatchUpdates(nil)" : operations.map(\.description).joined(separator: ", ")
            let animation = TimelineDocument.Animation(delay: 0, duration: recorded.duration, curve: .linear, frameRate: frameRate)
            return Step(index: index, kind: "update", summary: summary, animated: true, animation: animation, error: nil,
                        stages: [recorded], stateAfter: recorded.after)
        }
        let size = animations.first?.before.bounds.size ?? .zero
        self.init(name: title, summary: "", view: TimelineDocument.View(size: size, contentOffset: .zero, screenScale: 3),
                  layout: "flow", data: "[]", steps: steps)
    }
}
