/// Why a step did not run.
public enum StepError: Error, Sendable, Equatable, CustomStringConvertible {
    /// UIKit would raise `NSInternalInconsistencyException` with this message (an invalid batch);
    /// the view is left as it was. An `error` expectation may expect it.
    case uikit(String)
    /// The step's data cannot be used (for example an `apply` with an identifier twice).
    case data(String)
    /// The step would do more work than the scenario's budget allows (`maxScrollSamples`); the
    /// message names the budget and how to raise it. Nothing was done.
    case budget(String)

    public var description: String {
        switch self {
        case .uikit(let message): message
        case .data(let message): message
        case .budget(let message): message
        }
    }
}
