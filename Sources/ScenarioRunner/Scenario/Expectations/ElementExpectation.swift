import CollectionViewSimulator

/// What an expectation checks about one element: its fate, its attributes at a time, or both
/// (`{"element": "cell 0-0", "fate": "inserted", "at": 0, "alpha": 0}`).
public struct ElementExpectation: Sendable, Equatable {
    /// The element, by its index path after the step, or before it when ``isBeforeUpdate``.
    public var element: ElementID
    /// Whether ``element`` names the view by its index path before the step (`cell 0-5 (before)`).
    public var isBeforeUpdate: Bool
    /// The view's fate in the step, if checked.
    public var fate: ExpectationSpec.Fate?
    /// When the attributes are sampled; `nil` only when no attribute is checked.
    public var time: ExpectationSpec.Time?
    /// The attributes checked at ``time``.
    public var attributes: AttributeExpectations
    /// The largest difference accepted in any attribute's number; default 0.01.
    public var tolerance: Double

    /// Creates an element expectation.
    public init(
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
