/// How many samples — one view in one frame — an output that samples every frame (CSV, HTML) may
/// write, counted as the scenario runs (once): a 700-byte scenario with a long animation over many views
/// would otherwise write gigabytes. `--max-samples N` raises it (Scenarios/README.md, "Budgets").
import CollectionViewSimulator
import TimelineOutput
struct SamplingBudget {
    /// The default: 500,000 samples, about 150 MB of CSV (7 or 8 rows of about 40 bytes each).
    static let defaultLimit = 500_000
    /// The option that sets the limit.
    static let option = "--max-samples"

    let limit: Int

    /// The samples one step has: for every stage, its frames times its tracks (saturating).
    static func samples(of step: StepResult) -> Int {
        samples(of: step.stages, frameRate: step.step.animation.frameRate)
    }

    /// The samples of `stages` at `frameRate`: for every stage, its frames times its tracks
    /// (saturating).
    static func samples(of stages: [UpdateAnimation], frameRate: Double) -> Int {
        var total = 0
        for stage in stages {
            let (product, overflow) = stage.frameGrid(rate: frameRate).count.multipliedReportingOverflow(by: stage.tracks.count)
            total = adding(overflow ? .max : product, to: total)
        }
        return total
    }

    /// `samples` more than `total`, saturating at `Int.max`.
    static func adding(_ samples: Int, to total: Int) -> Int {
        let (sum, overflow) = total.addingReportingOverflow(samples)
        return overflow ? .max : sum
    }

    /// Why `format` may not write `samples` samples, or `nil` when they fit.
    func problem(writing samples: Int, as format: String) -> String? {
        guard samples > limit else { return nil }
        return "the \(format) output has \(samples) samples, more than the budget of \(limit) (frames × views); "
            + "raise it with \(Self.option) \(samples)"
    }
}
