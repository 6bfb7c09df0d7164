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

    /// Runs `scenario` and checks its expectations.
    ///
    /// - Parameters:
    ///   - scenario: The scenario.
    ///   - file: The scenario's file, for errors that point into it; its name when `nil`.
    @MainActor public init(_ scenario: Scenario, file: String? = nil) {
        self.scenario = scenario
        let executor = StepExecutor(scenario, file: file ?? scenario.name)
        var results: [StepResult] = []
        var eventStarts: [Int] = []
        var previousStart = executor.collectionView.currentTime
        for (index, step) in scenario.steps.enumerated() {
            if let interruptAt = step.interruptAt {
                executor.moveClock(toInterruptAt: interruptAt, previousStart: previousStart)
            } else {
                executor.finishAnimations()
            }
            let screen = executor.screen()
            let identifiersBefore = executor.model.sections
            var stages: [UpdateAnimation] = []
            var failure: StepError?
            executor.delegateCalls = []
            eventStarts.append(executor.collectionView.displayEvents.count)
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
            result.selectedAfter = executor.collectionView.indexPathsForSelectedItems
            result.delegateCalls = executor.delegateCalls
            results.append(result)
        }
        executor.finishAnimations()
        let events = executor.collectionView.displayEvents
        for index in results.indices {
            let end = index + 1 < eventStarts.count ? eventStarts[index + 1] : events.count
            results[index].displayEvents = Array(events[eventStarts[index]..<end])
        }
        steps = results
        failures = ExpectationChecker(scenario: scenario, steps: results).failures
    }

    /// Whether every expectation held and every step ran as expected.
    public var passed: Bool { failures.isEmpty }

    /// The number of tracks over all steps.
    public var trackCount: Int { steps.reduce(0) { $0 + $1.trackCount } }
}
