import CollectionViewSimulator
import Foundation
import TimelineOutput

/// Checks a run's steps against its scenario's expectations as they come, one step at a time (so
/// that a run need not keep a step once it is checked), and reports every step error that no
/// expectation expects.
struct ExpectationChecker {
    let scenario: Scenario
    /// Each expectation's failures so far, in the scenario's order.
    private var found: [[ScenarioFailure]]
    /// The errors no expectation expects, by step.
    private var unexpected: [ScenarioFailure] = []
    /// The expectations about each step, by their position in the scenario.
    private let expectationsByStep: [Int: [Int]]
    /// The expectations about every step (invariants without a `step`).
    private let everyStepExpectations: [Int]
    /// The steps whose UIKit error an `error` expectation expects.
    private let stepsExpectingErrors: Set<Int>

    init(scenario: Scenario) {
        self.scenario = scenario
        found = Array(repeating: [], count: scenario.expectations.count)
        var byStep: [Int: [Int]] = [:], everyStep: [Int] = [], errors = Set<Int>()
        for (position, expectation) in scenario.expectations.enumerated() {
            guard let step = expectation.step else {
                if case .invariants = expectation.check { everyStep.append(position) }
                continue
            }
            byStep[step, default: []].append(position)
            switch expectation.check {
            case .error, .errorContaining: errors.insert(step)
            default: break
            }
        }
        (expectationsByStep, everyStepExpectations, stepsExpectingErrors) = (byStep, everyStep, errors)
    }

    /// Every failure so far: the scenario's expectations in order (each by step), then unexpected
    /// step errors by step.
    var failures: [ScenarioFailure] {
        found.flatMap { $0 } + unexpected
    }

    /// Checks every expectation about `step`, which follows the steps checked before.
    mutating func check(_ step: StepResult) {
        for position in everyStepExpectations + (expectationsByStep[step.index] ?? []) {
            found[position] += check(scenario.expectations[position], step: step)
        }
        if let failure = unexpectedError(step) { unexpected.append(failure) }
    }

    private func check(_ expectation: ExpectationSpec, step: StepResult) -> [ScenarioFailure] {
        switch expectation.check {
        case .element(let element): return ElementChecker(scenario: scenario.name, step: step).check(element)
        case .hooks(let names): return checkHooks(names, step: step)
        case .hooksInclude(let names): return checkTraceIncludes(step.hooks.map(\.name), expected: names, property: "hooksInclude", step: step)
        case .error(let message): return checkError(message, step: step, whole: true)
        case .errorContaining(let text): return checkError(text, step: step, whole: false)
        case .invariants(let invariants): return InvariantChecker(scenario: scenario.name, step: step).check(invariants)
        case .selected(let indexPaths): return checkSelected(indexPaths, step: step)
        case .delegateCalls(let calls): return checkDelegateCalls(calls, step: step)
        case .items(let sections): return checkItems(sections, step: step)
        case .displayEvents(let events): return checkTrace(step.displayEvents.map(\.description), expected: events,
                                                           property: "displayEvents", step: step)
        case .displayEventsInclude(let events): return checkTraceIncludes(step.displayEvents.map(\.description), expected: events,
                                                                          property: "displayEventsInclude", step: step)
        }
    }

    /// A failure of step `step` about `property`.
    func failure(_ step: Int, _ property: String, expected: String, actual: String) -> ScenarioFailure {
        ScenarioFailure(scenario: scenario.name, step: step, property: property, expected: expected, actual: actual)
    }

    /// The trace, exactly: the first position where it differs.
    private func checkHooks(_ names: [String], step: StepResult) -> [ScenarioFailure] {
        checkTrace(step.hooks.map(\.name), expected: names, property: "hooks", step: step)
    }

    /// A trace (hooks, delegate calls), exactly: a failure at the first position where it differs.
    func checkTrace(_ actual: [String], expected names: [String], property: String, step: StepResult) -> [ScenarioFailure] {
        guard actual != names else { return [] }
        let position = zip(actual, names).prefix { $0 == $1 }.count
        let expected = position < names.count ? "'\(names[position])'" : "the end of the trace"
        let found = position < actual.count ? "'\(actual[position])'" : "the end of the trace"
        return [failure(step.index, "\(property)[\(position)]", expected: expected, actual: found)]
    }

    /// The names in order, others allowed between them: the first one not found.
    private func checkTraceIncludes(_ actual: [String], expected names: [String], property: String,
                                    step: StepResult) -> [ScenarioFailure] {
        var position = 0
        for (index, name) in names.enumerated() {
            guard let found = actual[position...].firstIndex(of: name) else {
                let place = index == 0 ? "in the trace" : "after '\(names[index - 1])' (call \(position - 1))"
                return [failure(step.index, "\(property)[\(index)]", expected: "'\(name)' \(place)",
                                actual: "not there; the trace has \(actual.count) calls")]
            }
            position = found + 1
        }
        return []
    }

    private func checkError(_ message: String, step: StepResult, whole: Bool) -> [ScenarioFailure] {
        let expected = whole ? "'\(message)'" : "a message containing '\(message)'"
        switch step.error {
        case .uikit(let actual) where ErrorMessage.matches(actual.description, expected: message, whole: whole): return []
        case .layout(let actual) where ErrorMessage.matches(actual.description, expected: message, whole: whole): return []
        case .snapshot(let actual) where ErrorMessage.matches(actual, expected: message, whole: whole): return []
        case .some(let error): return [failure(step.index, whole ? "error" : "errorContains", expected: expected, actual: "'\(error)'")]
        case nil: return [failure(step.index, whole ? "error" : "errorContains", expected: expected, actual: "no error: the step ran")]
        }
    }

    /// The step's error when no `error` expectation names it: any error but UIKit's (an invalid
    /// batch or a layout's non-finite answer), and UIKit's where the scenario expects none for that step.
    private func unexpectedError(_ step: StepResult) -> ScenarioFailure? {
        guard let error = step.error else { return nil }
        switch error {
        case .uikit, .layout, .snapshot: if stepsExpectingErrors.contains(step.index) { return nil }
        case .data, .budget: break
        }
        return failure(step.index, "error", expected: "no error", actual: "'\(error)'")
    }
}
