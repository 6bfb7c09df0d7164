import CollectionViewSimulator
import Foundation
import TimelineOutput

/// Checks a run's steps against its scenario's expectations, and reports every step error that no
/// expectation expects.
struct ExpectationChecker {
    let scenario: Scenario
    let steps: [StepResult]

    /// Every failure: the scenario's expectations in order, then unexpected step errors by step.
    var failures: [ScenarioFailure] {
        scenario.expectations.flatMap(check) + unexpectedErrors
    }

    private func check(_ expectation: ExpectationSpec) -> [ScenarioFailure] {
        guard let index = expectation.step else {
            guard case .invariants(let invariants) = expectation.check else { return [] }
            return steps.flatMap { step in InvariantChecker(scenario: scenario.name, step: step).check(invariants) }
        }
        guard steps.indices.contains(index) else { return [] }
        let step = steps[index]
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
        case .some(let error): return [failure(step.index, whole ? "error" : "errorContains", expected: expected, actual: "'\(error)'")]
        case nil: return [failure(step.index, whole ? "error" : "errorContains", expected: expected, actual: "no error: the step ran")]
        }
    }

    /// Errors of steps that no `error` expectation names: any error but UIKit's (an invalid batch
    /// or a layout's non-finite answer), and UIKit's where the scenario expects none for that step.
    private var unexpectedErrors: [ScenarioFailure] {
        let expected = Set(scenario.expectations.compactMap { expectation -> Int? in
            switch expectation.check {
            case .error, .errorContaining: expectation.step
            default: nil
            }
        })
        return steps.compactMap { step in
            guard let error = step.error else { return nil }
            switch error {
            case .uikit, .layout: if expected.contains(step.index) { return nil }
            case .data, .budget: break
            }
            return failure(step.index, "error", expected: "no error", actual: "'\(error)'")
        }
    }
}
