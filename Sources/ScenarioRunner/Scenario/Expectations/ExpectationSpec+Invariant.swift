extension ExpectationSpec {
    /// A property of a step's animation that must hold for every element, without naming one.
    package enum Invariant: String, Sendable, Hashable, CaseIterable {
        /// At the end of the step no two visible cells' frames overlap by more than 0.01 pt on both
        /// axes. For layouts that tile (flow, zooming line), not stacks.
        case noOverlaps
        /// Every element visible before or after the step has a track (a reload: one for each of
        /// its two views), and no track belongs to an element visible neither before nor after.
        case allVisibleItemsHaveTracks
        /// At the step's last frame (`frame` ⌈(delay + duration) · frameRate⌉) every track shows
        /// exactly its end attributes.
        case lastFrameEqualsEnd
        /// Every surviving or inserted element's end attributes are those the layout reports for
        /// it after the step.
        case endMatchesLayout
        /// No view jumps: every track starts from what its view showed at the instant the step
        /// began, including halfway through an interrupted animation (within 1e-9).
        case noJumps
    }
}
