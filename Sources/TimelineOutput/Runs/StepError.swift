import BatchUpdates
import CollectionViewSimulator

/// Why a step did not run.
public enum StepError: Error, Sendable, Equatable, Codable, CustomStringConvertible {
    /// UIKit would raise `NSInternalInconsistencyException` for this invalid batch, with the
    /// error's description as its message; the view is left as it was. An `error` expectation
    /// may expect it, and code can match the case (`.uikit(.deleteItemOutOfRange(…))`).
    case uikit(BatchUpdateError)
    /// The step's data cannot be used (for example an `apply` with an identifier twice).
    case data(String)
    /// UIKit would raise while a `snapshot` step builds its snapshot (an identifier added twice,
    /// one the snapshot does not hold, an item moved relative to itself), with this text; nothing
    /// was applied. An `error` expectation may expect it.
    case snapshot(String)
    /// The step would do more work than the scenario's budget allows (`maxScrollSamples`); the
    /// message names the budget and how to raise it. Nothing was done.
    case budget(String)
    /// The layout answered a NaN or infinite number, where iOS raises `CALayerInvalidGeometry`:
    /// the report names the element, the property, the value and the layout method. The step's
    /// change was undone (or, for a plain layout pass, the bad elements left out).
    case layout(NonFiniteLayoutAnswer)

    /// The message: UIKit's text for an invalid batch, the data problem otherwise.
    public var description: String {
        switch self {
        case .uikit(let error): error.description
        case .data(let message): message
        case .snapshot(let message): message
        case .budget(let message): message
        case .layout(let answer): answer.description
        }
    }
}
