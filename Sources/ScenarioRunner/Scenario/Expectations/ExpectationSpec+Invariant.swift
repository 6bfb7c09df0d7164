import TimelineOutput

extension ExpectationSpec {
    /// The names a scenario's `invariants` accepts, each with the rules of ``AnimationInvariant`` it
    /// checks: every rule by its own name, and the names scenarios used before the rules were one
    /// set (`noJumps` is both continuity rules).
    package static let invariantNames: [(key: String, value: [AnimationInvariant])] = [
        ("noOverlaps", [.noOverlappingCells]),
        ("allVisibleItemsHaveTracks", [.visibleElementsHaveViews]),
        ("lastFrameEqualsEnd", [.lastFrameShowsEnd]),
        ("endMatchesLayout", [.endsAtLayout]),
        ("noJumps", [.startsWhereViewWas, .noJumpBetweenAnimations]),
    ] + AnimationInvariant.allCases.map { (key: $0.rawValue, value: [$0]) }
}
