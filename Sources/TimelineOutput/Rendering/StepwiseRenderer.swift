/// An output that is written a step at a time, so that a run of any length is written without
/// keeping it: the run's header first (``begin(_:into:)``, which reads the run's name, summary,
/// view, layout and data but not its steps), then each step as soon as it is complete
/// (``write(_:into:)``), then the end (``end(into:)``). Between steps a renderer keeps only what
/// it needs to go on (the JSON renderer: whether a step was written yet, and its closing text).
///
/// `batchsim run` and `batchsim check` write and compare a scenario's text, JSON and CSV this way
/// while it runs, and their memory stays flat however many steps it has; the whole-run forms
/// (``render(_:into:)``, ``text(of:)``) are the same steps written in a loop, so both give the
/// same bytes.
package protocol StepwiseRenderer {
    /// Writes what comes before the first step; `run`'s steps are not read.
    mutating func begin(_ run: RecordedRun, into output: any TextOutput)
    /// Writes one step, after the steps before it.
    mutating func write(_ step: RecordedRun.Step, into output: any TextOutput)
    /// Writes what comes after the last step.
    mutating func end(into output: any TextOutput)
}

extension StepwiseRenderer {
    /// Writes the whole run into `output`, stopping early once the output has failed.
    package func render(_ run: RecordedRun, into output: any TextOutput) {
        var renderer = self
        renderer.begin(run, into: output)
        for step in run.steps {
            guard output.writeFailure == nil else { return }
            renderer.write(step, into: output)
        }
        renderer.end(into: output)
    }

    /// The whole run as text.
    package func text(of run: RecordedRun) -> String {
        let buffer = TextBuffer()
        render(run, into: buffer)
        return buffer.text
    }
}
