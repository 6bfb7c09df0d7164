import TimelineOutput

/// One way `run` or `render` writes a run: its renderer, streaming into an output, and whether it
/// samples every view at every frame (and so grows with frames × views, under ``SamplingBudget``).
struct OutputFormat: Sendable {
    /// Writes the run into the output.
    let render: @Sendable (RecordedRun, any TextOutput) -> Void
    /// Whether the output has a sample per view per frame.
    let samplesEveryFrame: Bool

    /// A format that streams.
    init(streaming render: @escaping @Sendable (RecordedRun, any TextOutput) -> Void, samplesEveryFrame: Bool) {
        self.render = render
        self.samplesEveryFrame = samplesEveryFrame
    }

    /// A format whose renderer makes one string.
    init(_ render: @escaping @Sendable (RecordedRun) -> String, samplesEveryFrame: Bool = false) {
        self.render = { run, output in output.write(render(run)) }
        self.samplesEveryFrame = samplesEveryFrame
    }
}
