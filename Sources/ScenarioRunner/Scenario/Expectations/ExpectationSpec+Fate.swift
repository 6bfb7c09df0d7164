import CollectionViewSimulator

extension ExpectationSpec {
    /// What happened to a view in a step, as the timeline records it: the engine's own
    /// `ViewFate` (`inserted`, `deleted`, `moved`, `unchanged`, `reloadedOut`, `reloadedIn`,
    /// `appeared`, `disappeared`), written in scenario files by its raw value.
    package typealias Fate = ViewFate
}
