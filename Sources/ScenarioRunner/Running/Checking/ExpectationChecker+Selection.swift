import CollectionViewSimulator
import Foundation
import TimelineOutput

extension ExpectationChecker {
    /// The selected items after the step, exactly (`"S-I"`, sorted by section then item).
    func checkSelected(_ expected: [IndexPath], step: StepResult) -> [ScenarioFailure] {
        let actual = step.selectedAfter
        guard actual != expected.sorted() else { return [] }
        return [failure(step.index, "selected", expected: Self.names(expected.sorted()), actual: Self.names(actual))]
    }

    /// The delegate calls of the step, exactly: the first position where they differ.
    func checkDelegateCalls(_ expected: [String], step: StepResult) -> [ScenarioFailure] {
        checkTrace(step.delegateCalls.map(\.description), expected: expected, property: "delegateCalls", step: step)
    }

    /// The data source's identifiers after the step, exactly.
    func checkItems(_ expected: [[String]], step: StepResult) -> [ScenarioFailure] {
        let actual = step.itemIdentifiers.after.map(\.strings)
        guard actual != expected else { return [] }
        func text(_ sections: [[String]]) -> String { "[" + sections.map { "[" + $0.joined(separator: ", ") + "]" }.joined(separator: ", ") + "]" }
        return [failure(step.index, "items", expected: text(expected), actual: text(actual))]
    }

    private static func names(_ indexPaths: [IndexPath]) -> String {
        "[" + indexPaths.map { "\($0.section)-\($0.item)" }.joined(separator: ", ") + "]"
    }
}
