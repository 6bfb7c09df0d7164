import CollectionViewSimulator

/// What an expectation checks about one element: its fate, its attributes at a time, or both
/// (`{"element": "cell 0-0", "fate": "inserted", "at": 0, "alpha": 0}`).
package struct ElementExpectation: Sendable, Equatable {
    /// The element, by its index path after the step, or before it when ``isBeforeUpdate``.
    package var element: ElementID
    /// Whether ``element`` names the view by its index path before the step (`cell 0-5 (before)`).
    package var isBeforeUpdate: Bool
    /// The view's fate in the step, if checked.
    package var fate: ExpectationSpec.Fate?
    /// When the attributes are sampled; `nil` only when no attribute is checked.
    package var time: ExpectationSpec.Time?
    /// The attributes checked at ``time``.
    package var attributes: AttributeExpectations
    /// The largest difference accepted in any attribute's number; default 0.01.
    package var tolerance: Double

    /// Creates an element expectation.
    package init(
        element: ElementID, isBeforeUpdate: Bool = false, fate: ExpectationSpec.Fate? = nil, time: ExpectationSpec.Time? = nil,
        attributes: AttributeExpectations = AttributeExpectations(), tolerance: Double = 0.01
    ) {
        self.element = element
        self.isBeforeUpdate = isBeforeUpdate
        self.fate = fate
        self.time = time
        self.attributes = attributes
        self.tolerance = tolerance
    }
}
