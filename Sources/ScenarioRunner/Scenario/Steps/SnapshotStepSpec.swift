/// A diffable data source step that builds its snapshot by UIKit's methods, then applies it:
/// `{"snapshot": [{"appendSections": ["new"]}, {"appendItems": ["x"], "toSection": "new"}]}`.
///
/// The step takes the data source's snapshot (`dataSource.snapshot()`: its sections are named
/// by position when the step starts, `"0"`, `"1"`, …), makes the calls in order, then applies
/// the result with animation as `apply(_:animatingDifferences:)` does, sections and items
/// matched by identifier. A call UIKit raises for fails the step with UIKit's text; the view and
/// the data source are then as they were.
package struct SnapshotStepSpec: Sendable, Equatable {
    /// The calls, in order.
    package var operations: [SnapshotOperation]

    /// Creates a snapshot step.
    package init(operations: [SnapshotOperation]) {
        self.operations = operations
    }
}
