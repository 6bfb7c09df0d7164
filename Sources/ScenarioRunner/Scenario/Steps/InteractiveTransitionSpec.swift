/// An interactive layout transition:
/// `{"interactive": {"to": {"circle": {}}, "progress": [0.25, 0.5, 0.75], "finish": true}}`.
///
/// `startInteractiveTransition(to:)`, then `transitionProgress` set to each value in turn (each an
/// instant, without animation), then `finishInteractiveTransition()` or
/// `cancelInteractiveTransition()`, which animates with the step's animation from the last progress
/// to the new layout or back to the old one.
package struct InteractiveTransitionSpec: Sendable, Equatable {
    /// The layout transitioned to.
    package var layout: LayoutSpec
    /// The progress values set in turn, each 0…1.
    package var progress: [Double]
    /// `true` finishes the transition (the new layout stays), `false` cancels it.
    package var finishes: Bool

    /// Creates an interactive transition.
    package init(to layout: LayoutSpec, progress: [Double] = [], finishes: Bool = true) {
        self.layout = layout
        self.progress = progress
        self.finishes = finishes
    }
}
