import Foundation
import TimelineOutput

/// `batchsim run`: runs one scenario and prints its timeline as a table, JSON or CSV.
enum RunCommand {
    static let usage = """
        Usage: batchsim run SCENARIO [--format text|json|csv] [--output FILE] [--max-samples N] [--scenarios DIR]

        Runs a scenario and prints what every step did: for each step its animation, its hook trace
        and a table of tracks (element, fate, start → end). Exits 1 when an expectation fails or a
        step fails unexpectedly (the failures go to standard error).

        Options:
          SCENARIO          A scenario's name in the scenarios folder, its folder, or any scenario file.
          --format NAME     text (the default), json (every step, hook and track, as the golden
                            timeline.json) or csv (long form: step,stage,time,frame,element,property,value).
          --output FILE     Write to FILE instead of standard output: a file (or a link's
                            target) is replaced once complete and keeps its permissions; a
                            FIFO or device is written into; the scenario itself is refused.
          --max-samples N   The most samples (frames × views) csv may write; default 500000.
          --scenarios DIR   The scenarios folder (default: Scenarios/ here or in a parent folder).
          -h, --help        Show this help.

        Example:
          batchsim run flow-insert-delete --format csv --output flow.csv
        """

    static let formats: [String: OutputFormat] = [
        "text": OutputFormat(stepwise: { TextTimelineRenderer() }), "json": OutputFormat(stepwise: { JSONTimelineRenderer() }),
        "csv": OutputFormat(stepwise: { CSVTimelineRenderer() }, samplesEveryFrame: true),
    ]

    @MainActor static func run(_ arguments: [String], stdout: any TextOutput, stderr: any TextOutput) -> ExitCode {
        RenderingCommand(usage: usage, formats: formats, defaultFormat: "text").run(arguments, stdout: stdout, stderr: stderr)
    }
}

/// What `run` and `render` share: one scenario in, one rendering out, on standard output or in a
/// file; the run's failures on standard error.
struct RenderingCommand {
    let usage: String
    let formats: [String: OutputFormat]
    let defaultFormat: String?
    /// Where the output goes without `--output`, for a command that writes files (`render`): the
    /// path for a scenario and format, printed once written; `--output -` is standard output.
    /// Standard output when `nil`.
    var defaultOutput: (@Sendable (ScenarioCatalog.Entry, String) -> String)? = nil

    @MainActor func run(_ arguments: [String], stdout: any TextOutput, stderr: any TextOutput) -> ExitCode {
        BatchSimCommandLine.command(arguments, usage: usage, stdout: stdout, stderr: stderr, parse: request) { request in
            run(request, stdout: stdout, stderr: stderr)
        }
    }

    /// What the arguments ask for: the scenario, the format, the options and the sampling budget.
    private typealias Request = (selection: ScenarioSelection, format: (name: String, output: OutputFormat), scan: ArgumentScanner,
                                 budget: SamplingBudget)

    private func request(_ arguments: [String]) throws(ArgumentScanner.UsageError) -> Request {
        let scan = try ArgumentScanner(arguments, valued: ["--format", "--output", "--scenarios", SamplingBudget.option], flags: [])
        guard scan.positional.count <= 1 else { throw .init(message: "unexpected argument '\(scan.positional[1])'") }
        let format = try renderer(scan.options["--format"])
        let budget = SamplingBudget(limit: try scan.count(SamplingBudget.option, default: SamplingBudget.defaultLimit))
        return (try ScenarioSelection(scan, allowsAll: false), format, scan, budget)
    }

    /// Runs the request's scenario and writes it in its format.
    @MainActor private func run(_ request: Request, stdout: any TextOutput, stderr: any TextOutput) -> ExitCode {
        let (selection, format, scan, budget) = request
        guard let entry = selection.entries.first else { return .usage }
        switch selection.load(entry) {
        case .failure(let error):
            stderr.line("Error: \(error)")
            return .failure
        case .success(let (scenario, file)):
            let output = scan.options["--output"] ?? defaultOutput?(entry, format.name)
            let written = write(scenario, file: file, as: format, within: budget, to: output == "-" ? nil : output,
                                inputs: [entry.file], stdout: stdout)
            guard case .success(let run) = written else {
                if case .failure(let problem) = written { stderr.line("Error: \(problem.message)") }
                return .failure
            }
            if let output, output != "-", defaultOutput != nil { stdout.line(selection.displayPath(URL(fileURLWithPath: output))) }
            for failure in run.failures { stderr.line("FAIL \(failure)") }
            return run.passed ? .success : .failure
        }
    }

    /// Why nothing (or not everything) was written.
    private struct WriteProblem: Error {
        let message: String
    }

    /// Runs the scenario once and writes it: a step at a time as it runs, keeping no step, for a
    /// stepwise format; otherwise from the whole run. A format that samples every frame counts its
    /// samples as the scenario runs and writes nothing over the budget: a whole format stops
    /// keeping steps once they are over it; a stepwise one (``BudgetedRenderer``) stops writing
    /// before the step that goes over it and leaves its file as it was (standard output has had
    /// the steps before it).
    @MainActor private func write(_ scenario: Scenario, file: String, as format: (name: String, output: OutputFormat),
                                  within budget: SamplingBudget, to path: String?, inputs: [URL],
                                  stdout: any TextOutput) -> Result<ScenarioRun, WriteProblem> {
        switch format.output.writer {
        case .stepwise(let makeRenderer):
            var run: ScenarioRun?
            let problem = CommandOutput.writeUnlessRefused(to: path, inputs: inputs, stdout: stdout) { output in
                guard format.output.samplesEveryFrame else {
                    run = ScenarioRun.rendering(scenario, file: file, into: [(makeRenderer(), output)])
                    return nil
                }
                let renderer = BudgetedRenderer(makeRenderer(), within: budget, format: format.name)
                run = ScenarioRun.rendering(scenario, file: file, into: [(renderer, output)])
                return renderer.problem
            }
            return Self.result(run, problem)
        case .whole(let render):
            var samples = 0
            let run = ScenarioRun.keepingSteps(scenario, file: file, where: { step in
                guard format.output.samplesEveryFrame else { return true }
                samples = SamplingBudget.adding(SamplingBudget.samples(of: step), to: samples)
                return samples <= budget.limit
            })
            if let problem = budget.problem(writing: samples, as: format.name) { return .failure(WriteProblem(message: problem)) }
            return Self.result(run, CommandOutput.write(to: path, inputs: inputs, stdout: stdout) { render(RecordedRun(run), $0) })
        }
    }

    private static func result(_ run: ScenarioRun?, _ problem: String?) -> Result<ScenarioRun, WriteProblem> {
        guard let run, problem == nil else { return .failure(WriteProblem(message: problem ?? "nothing was written")) }
        return .success(run)
    }

    private func renderer(_ name: String?) throws(ArgumentScanner.UsageError) -> (name: String, output: OutputFormat) {
        guard let name = name ?? defaultFormat else {
            throw .init(message: "--format is required: \(formats.keys.sorted().joined(separator: " or "))")
        }
        guard let format = formats[name] else {
            throw .init(message: "--format takes \(formats.keys.sorted().joined(separator: ", ")), not '\(name)'")
        }
        return (name, format)
    }
}
