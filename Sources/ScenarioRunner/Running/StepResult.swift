import CollectionViewSimulator
import Foundation
import TimelineOutput

/// What one step of a scenario did: the animation (or animations, for an `apply` that UIKit needs
/// in stages), or why it did not run.
public struct StepResult: Sendable {
    /// The step's index in the scenario.
    public let index: Int
    /// The step as the scenario gives it.
    package let step: StepSpec
    /// One animation per batch the step performed: one for an `update`, one per stage for an
    /// `apply` (none when nothing changed), none for a step without animation (a scroll or resize
    /// with `"animated": false`) or one that failed.
    public let stages: [UpdateAnimation]
    /// Why the step did not run; `nil` when it did.
    public let error: StepError?
    /// The collection view after the step.
    public let stateAfter: CollectionViewState
    /// What each element on screen showed when the step began, named by its index path then.
    public let screenBefore: [ElementID: AnimatedAttributes]
    /// What the layout returns after the step for each element the step's last animation ends on
    /// screen, named by its index path after the step; `nil` where the layout returns nothing.
    public let layoutAfter: [ElementID: AnimatedAttributes?]
    /// The data source's item identifiers by section before and after the step, for drawings that
    /// label cells (generated identifiers included); empty when the run did not record them.
    var itemIdentifiers: (before: [ItemIdentifiers], after: [ItemIdentifiers]) = ([], [])
    /// The selected items after the step (`indexPathsForSelectedItems`).
    public internal(set) var selectedAfter: [IndexPath] = []
    /// The delegate calls the step made (a `tap` step's trace; empty for other steps).
    public internal(set) var delegateCalls: [CollectionViewDelegateCall] = []
    /// The display events from the step's start until the next step starts (so a step's leaving
    /// views, which end display when its animation ends, count for it).
    public internal(set) var displayEvents: [DisplayEvent] = []

    /// Creates a step's result.
    package init(
        index: Int, step: StepSpec, stages: [UpdateAnimation], error: StepError?, stateAfter: CollectionViewState,
        screenBefore: [ElementID: AnimatedAttributes], layoutAfter: [ElementID: AnimatedAttributes?]
    ) {
        self.index = index
        self.step = step
        self.stages = stages
        self.error = error
        self.stateAfter = stateAfter
        self.screenBefore = screenBefore
        self.layoutAfter = layoutAfter
    }

    /// The animation whose index paths after are the step's: the last stage.
    public var animation: UpdateAnimation? { stages.last }

    /// Every layout call of every stage, in order.
    public var hooks: [LayoutHook] { stages.flatMap(\.hooks) }

    /// The number of tracks over all stages.
    public var trackCount: Int { stages.reduce(0) { $0 + $1.tracks.count } }

    /// The step's kind as files write it: `update`, `apply`, `snapshot`, `scroll`, `resize`, `setLayout`,
    /// `interactive`, `tap`, `select`, `deselect`, `reloadData`.
    public var kind: String { step.action.kindName }
}

extension StepSpec.Action {
    /// The key that names the step's kind in a file.
    var kindName: String {
        switch self {
        case .update: "update"
        case .apply: "apply"
        case .snapshot: "snapshot"
        case .scroll: "scroll"
        case .resize: "resize"
        case .setLayout: "setLayout"
        case .interactiveTransition: "interactive"
        case .selection(let selection): selection.kindName
        case .drag: "drag"
        case .reloadData: "reloadData"
        }
    }
}
