import CollectionViewSimulator
import Foundation
import TimelineOutput

/// A scenario, run: what every step did, and what did not hold.
///
/// ```swift
/// let run = ScenarioRun(try Scenario.load(contentsOf: url))
/// run.steps[0].animation?.track(of: .cell(IndexPath(item: 0, section: 0)))?.fate   // .inserted
/// run.failures   // [] when every expectation holds
/// ```
///
/// Steps run in order on one simulated collection view. Between steps the clock moves to the end
/// of the previous animation (its completion handlers run), unless the next step has
/// `interruptAt`. A step that fails (an invalid batch) leaves the view as it was; the run goes on.
public struct ScenarioRun: Sendable {
    /// The scenario that ran.
    public let scenario: Scenario
    /// What each step did, in order.
    public let steps: [StepResult]
    /// What did not hold: failed expectations, and errors no expectation expected, in the order of
    /// the scenario's expectations, then by step.
    public let failures: [ScenarioFailure]

    /// The number of tracks over all steps.
    public let trackCount: Int

    /// Runs `scenario` and checks its expectations.
    ///
    /// - Parameters:
    ///   - scenario: The scenario.
    ///   - file: The scenario's file, for errors that point into it; its name when `nil`.
    @MainActor public init(_ scenario: Scenario, file: String? = nil) {
        var results: [StepResult] = []
        results.reserveCapacity(scenario.steps.count)
        self.init(scenario, file: file, keptSteps: { results }) { results.append($0) }
    }

    /// Runs `scenario`, handing each step's result to `body` as soon as it is complete and
    /// checked, and keeps none of them (``steps`` is empty): memory stays flat however many steps
    /// run, for an output written a step at a time. The view's own records (display events,
    /// animated changes) are dropped after each step as well, as every run does.
    @MainActor package static func streaming(_ scenario: Scenario, file: String? = nil, _ body: (StepResult) -> Void) -> ScenarioRun {
        ScenarioRun(scenario, file: file, keptSteps: { [] }, each: body)
    }

    /// Runs `scenario` as ``streaming(_:file:_:)`` does, and keeps each step for which `keep`
    /// (called once per step, in order) returns `true`: a command that refuses an output over a
    /// budget counts as the scenario runs and stops keeping steps once it is over, so that it runs
    /// the scenario once and its memory stays bounded by the budget.
    @MainActor package static func keepingSteps(_ scenario: Scenario, file: String? = nil, where keep: (StepResult) -> Bool) -> ScenarioRun {
        var results: [StepResult] = []
        return ScenarioRun(scenario, file: file, keptSteps: { results }) { if keep($0) { results.append($0) } }
    }

    @MainActor private init(_ scenario: Scenario, file: String?, keptSteps: () -> [StepResult], each body: (StepResult) -> Void) {
        self.scenario = scenario
        var checker = ExpectationChecker(scenario: scenario)
        var tracks = 0
        Self.run(scenario, file: file) { result in
            checker.check(result)
            tracks += result.trackCount
            body(result)
        }
        steps = keptSteps()
        failures = checker.failures
        trackCount = tracks
    }

    /// Runs the steps in order on one view and hands each step's result to `body` once it is
    /// complete: after the next step's clock move, whose display events (leaving views ending
    /// display) still count for it.
    @MainActor private static func run(_ scenario: Scenario, file: String?, _ body: (StepResult) -> Void) {
        observer?.runStarted(scenario)
        let executor = StepExecutor(scenario, file: file ?? scenario.name)
        var pending: StepResult?
        var previousStart = executor.collectionView.currentTime
        for (index, step) in scenario.steps.enumerated() {
            if let interruptAt = step.interruptAt {
                executor.moveClock(toInterruptAt: interruptAt, previousStart: previousStart)
            } else {
                executor.finishAnimations()
            }
            executor.complete(pending, body)
            let screen = executor.screen()
            let identifiersBefore = executor.model.sections
            var stages: [UpdateAnimation] = []
            var failure: StepError?
            executor.delegateCalls = []
            do {
                stages = try executor.perform(step, at: index)
            } catch {
                failure = error
            }
            previousStart = stages.first?.startTime ?? executor.collectionView.currentTime
            executor.collectionView.layoutIfNeeded()  // `state` is a pure getter
            var result = StepResult(
                index: index, step: step, stages: stages, error: failure, stateAfter: executor.collectionView.state,
                screenBefore: screen, layoutAfter: executor.layoutAttributes(endingOn: stages.last))
            result.itemIdentifiers = (identifiersBefore, executor.model.sections)
            result.selectedAfter = executor.collectionView.indexPathsForSelectedItems ?? []
            result.delegateCalls = executor.delegateCalls
            pending = result
        }
        executor.finishAnimations()
        executor.complete(pending, body)
    }

    /// Whether every expectation held and every step ran as expected.
    public var passed: Bool { failures.isEmpty }
}

extension StepExecutor {
    /// Completes the last step's result with the display events the view logged since it began
    /// and hands it over, then discards the view's records: the run keeps what it needs in its
    /// results, and the view's memory stays flat however many steps run.
    fileprivate func complete(_ result: StepResult?, _ body: (StepResult) -> Void) {
        if var result {
            result.displayEvents = collectionView.displayEvents
            body(result)
        }
        collectionView.discardRecords()
    }
}
