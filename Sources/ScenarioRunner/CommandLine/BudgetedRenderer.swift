import TimelineOutput

/// A stepwise renderer that writes each step only while the samples so far fit a
/// ``SamplingBudget``: the step that would go over it is not written, nor anything after it, and
/// ``problem`` says why. `run --format csv` checks its budget this way as the scenario runs, once.
struct BudgetedRenderer: StepwiseRenderer {
    /// The samples counted so far, shared with the command that reads them once the run is over.
    final class Tally {
        /// The samples of the steps seen so far (saturating).
        var samples = 0
    }

    private var renderer: any StepwiseRenderer
    private let budget: SamplingBudget
    private let format: String
    /// What the steps seen so far sample.
    let tally = Tally()

    /// Writes through `renderer` within `budget`; `format` names the output in the problem.
    init(_ renderer: any StepwiseRenderer, within budget: SamplingBudget, format: String) {
        self.renderer = renderer
        self.budget = budget
        self.format = format
    }

    /// Why the output was cut short, `nil` while every step has fit.
    var problem: String? {
        budget.problem(writing: tally.samples, as: format)
    }

    mutating func begin(_ run: RecordedRun, into output: any TextOutput) {
        renderer.begin(run, into: output)
    }

    mutating func write(_ step: RecordedRun.Step, into output: any TextOutput) {
        let fitted = problem == nil
        tally.samples = SamplingBudget.adding(SamplingBudget.samples(of: step.stages, frameRate: step.animation.frameRate), to: tally.samples)
        guard fitted, problem == nil else { return }
        renderer.write(step, into: output)
    }

    mutating func end(into output: any TextOutput) {
        guard problem == nil else { return }
        renderer.end(into: output)
    }
}
