import TimelineOutput

/// One way `run` or `render` writes a run: its renderer, and whether it samples every view at every
/// frame (and so grows with frames × views, under ``SamplingBudget``).
struct OutputFormat: Sendable {
    /// How the format is written.
    enum Writer: Sendable {
        /// A step at a time while the scenario runs, which keeps no step (text, JSON, CSV).
        case stepwise(@Sendable () -> any StepwiseRenderer)
        /// From the whole run, kept until it is written (the drawings and exports, which lay out
        /// or index every step at once).
        case whole(@Sendable (RecordedRun, any TextOutput) -> Void)
    }

    /// Writes the run.
    let writer: Writer
    /// Whether the output has a sample per view per frame.
    let samplesEveryFrame: Bool

    /// A format written a step at a time by the renderers `makeRenderer` makes.
    init(stepwise makeRenderer: @escaping @Sendable () -> any StepwiseRenderer, samplesEveryFrame: Bool = false) {
        writer = .stepwise(makeRenderer)
        self.samplesEveryFrame = samplesEveryFrame
    }

    /// A format whose renderer makes one string of the whole run.
    init(_ render: @escaping @Sendable (RecordedRun) -> String, samplesEveryFrame: Bool = false) {
        writer = .whole { run, output in output.write(render(run)) }
        self.samplesEveryFrame = samplesEveryFrame
    }
}
