import BatchUpdates

/// A `performBatchUpdates` step: `{"update": ["insert 0-0", "move 0-1 -> 0-4"], "data": [9, 3]}`.
///
/// `{"update": []}` is `performBatchUpdates(nil)`: nothing changes in the data, and the view
/// animates to whatever the layout now says — typically with `layout`, which first sets new
/// properties on the current layout (`{"update": [], "layout": {"flow": {"itemSize": [80, 80]}}}`).
package struct UpdateStepSpec: Sendable, Equatable {
    /// The batch's operations, one per target, in the order written.
    package var operations: [BatchOperation]
    /// Operations recorded by nested `performBatchUpdates` calls (`"nested"`): list k by a call
    /// made inside list k − 1's closure, the first inside the step's own. UIKit counts the depth
    /// and processes the batch only when the outermost call ends, so every operation joins the
    /// one batch; the nested calls' completions run with it.
    package var nested: [[BatchOperation]] = []
    /// New parameters for the current layout (the same kind), set before the batch; `nil` keeps
    /// the layout as it is.
    package var layout: LayoutSpec?
    /// The data source after the step; `nil` derives it by applying the operations.
    package var data: DataSpec?

    /// Creates an update step.
    package init(operations: [BatchOperation], nested: [[BatchOperation]] = [], layout: LayoutSpec? = nil, data: DataSpec? = nil) {
        self.operations = operations
        self.nested = nested
        self.layout = layout
        self.data = data
    }

    /// Whether this is `performBatchUpdates(nil)`.
    package var isEmpty: Bool { operations.isEmpty && nested.isEmpty }

    /// Every operation of the batch, the nested calls' after the step's own.
    package var allOperations: [BatchOperation] { operations + nested.joined() }
}
