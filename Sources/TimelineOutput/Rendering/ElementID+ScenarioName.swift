import CollectionViewSimulator
import Foundation

extension ElementID {
    /// The name as scenario files and outputs write it: `cell 0-3`, `header 1 (before)`.
    ///
    /// - Parameter isBeforeUpdate: Whether the index path is the one before the step.
    package func scenarioName(isBeforeUpdate: Bool) -> String {
        description + (isBeforeUpdate ? " (before)" : "")
    }
}

extension ViewTrack {
    /// The element's scenario name: its text form, with ` (before)` when the view is named by its
    /// index path before the step.
    package var scenarioName: String {
        element.scenarioName(isBeforeUpdate: isNamedBeforeUpdate)
    }
}

extension UpdateAnimation {
    /// The track of the view a scenario addresses.
    package func track(of element: ElementID, isBeforeUpdate: Bool) -> ViewTrack? {
        isBeforeUpdate ? track(ofBefore: element) : track(of: element)
    }
}
