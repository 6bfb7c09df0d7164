import Foundation

/// One step of a scenario's script: what changes, and how it animates.
///
/// Every step kind takes `animated` (default `true`; `false` runs it inside
/// `performWithoutAnimation`), `animation` (changes to the scenario's animation for this step) and
/// `interruptAt` (start this many seconds after the previous step started, interrupting its
/// animation; without it a step starts once the previous one has finished).
package struct StepSpec: Sendable, Equatable {
    /// What the step does.
    package enum Action: Sendable, Equatable {
        /// `performBatchUpdates` with operations in the compact syntax; no operations is
        /// `performBatchUpdates(nil)`.
        case update(UpdateStepSpec)
        /// New data; the batch is computed by diffing, as a diffable data source does.
        case apply(ApplyStepSpec)
        /// A snapshot built by `NSDiffableDataSourceSnapshot`'s methods at run time, then applied.
        case snapshot(SnapshotStepSpec)
        /// `setContentOffset(_:animated:)`, or a fling with a velocity.
        case scroll(ScrollStepSpec)
        /// A new frame size (a rotation-like bounds change), `[width, height]`.
        case resize(CGSize)
        /// `setCollectionViewLayout(_:animated:)`.
        case setLayout(LayoutSpec)
        /// `startInteractiveTransition(to:)`, progress updates, then finish or cancel.
        case interactiveTransition(InteractiveTransitionSpec)
        /// `tap`, `select` or `deselect` an item: the selection, with no animation.
        case selection(SelectionStepSpec)
        /// An interactive movement: lift an item, drag it along a path, end or cancel.
        case drag(DragStepSpec)
        /// The data source changes to new data and the view gets `reloadData()`: no animation,
        /// no update hooks; the view lays out again with the new counts. An animated scroll still
        /// running carries on from the new data's screen: its rest is the step's animation.
        case reloadData(DataSpec)
    }

    /// What the step does.
    package var action: Action
    /// Whether the step animates; default `true`.
    package var animated: Bool
    /// The step's animation: the scenario's, changed by the step's `animation` object.
    package var animation: AnimationSpec
    /// Seconds after the previous step's start at which this step starts, interrupting the
    /// previous animation; `nil` starts it when the previous step has finished.
    package var interruptAt: Double?

    /// Creates a step.
    package init(_ action: Action, animated: Bool = true, animation: AnimationSpec = AnimationSpec(), interruptAt: Double? = nil) {
        self.action = action
        self.animated = animated
        self.animation = animation
        self.interruptAt = interruptAt
    }
}
