import Foundation
import TimelineOutput

/// One thing that must hold after a scenario runs, about one step:
/// `{"step": 0, "element": "cell 0-1", "at": "end", "frame": [72.5, 40, 50, 50]}`.
package struct ExpectationSpec: Sendable, Equatable {
    /// What is checked.
    package enum Check: Sendable, Equatable {
        /// An element's fate and/or its attributes at a time.
        case element(ElementExpectation)
        /// The step's hook trace, exactly (`"hooks"`).
        case hooks([String])
        /// Hooks that appear in the step's trace in this order, others in between allowed
        /// (`"hooksInclude"`).
        case hooksInclude([String])
        /// The step fails with this UIKit message, compared ignoring whitespace (`"error"`).
        case error(String)
        /// The step fails with a UIKit message that contains this text, whitespace compared as in
        /// ``error(_:)`` (`"errorContains"`).
        case errorContaining(String)
        /// Properties of the step's animation that must hold (`"invariants"`).
        case invariants([AnimationInvariant])
        /// The selected items after the step, exactly (`"selected": ["0-1", "1-2"]`).
        case selected([IndexPath])
        /// The step's delegate calls, exactly
        /// (`"delegateCalls": ["collectionView(_:shouldHighlightItemAt:) 0-1", …]`).
        case delegateCalls([String])
        /// The data source's item identifiers after the step, by section, exactly
        /// (`"items": [["b", "a"], ["c"]]`): for example the order a `drag` leaves.
        case items([[String]])
        /// The step's display events, exactly (`"displayEvents": ["reused cell 0-9 #1", …]`).
        case displayEvents([String])
        /// Display events that appear in the step's log in this order, others in between allowed
        /// (`"displayEventsInclude"`).
        case displayEventsInclude([String])
    }

    /// The step checked, an index into the scenario's steps; `nil` (invariants only) checks every
    /// step.
    package var step: Int?
    /// What is checked.
    package var check: Check

    /// Creates an expectation.
    package init(step: Int?, _ check: Check) {
        self.step = step
        self.check = check
    }
}
