/// Lists the scenario runs started by the code it is installed around: the commands' tests check
/// with it that an output (a recording, an export) runs its scenario once.
///
/// Install it for one piece of code with ``ScenarioRun/observer``; only runs started inside
/// that code (and tasks it creates) are counted, so tests running in parallel do not see each
/// other's runs, and nothing is counted where no observer is installed.
///
/// ```swift
/// let observer = ScenarioRunObserver()
/// ScenarioRun.$observer.withValue(observer) { _ = ScenarioRun(scenario) }
/// observer.runsStarted   // [scenario.name]
/// ```
@MainActor
package final class ScenarioRunObserver: Sendable {
    /// The name of each scenario whose run started while this observer was installed, in order.
    package private(set) var runsStarted: [String] = []

    /// An observer that has seen no run.
    package init() {}

    /// Notes that a run of `scenario` started.
    func runStarted(_ scenario: Scenario) {
        runsStarted.append(scenario.name)
    }
}

extension ScenarioRun {
    /// The observer that runs started in the current task report to, if any (none outside tests).
    @TaskLocal package static var observer: ScenarioRunObserver?
}
