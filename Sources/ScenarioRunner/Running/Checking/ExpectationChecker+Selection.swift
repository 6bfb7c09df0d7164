import CollectionViewSimulator
import Foundation

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

    private static func names(_ indexPaths: [IndexPath]) -> String {
        "[" + indexPaths.map { "\($0.section)-\($0.item)" }.joined(separator: ", ") + "]"
    }
}
