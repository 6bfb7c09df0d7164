/// A diffable-style step: `{"apply": [["h", "g", "f"], 3, 2], "changed": ["g"]}`.
///
/// The batch is the difference between the current data and ``data``, computed as the
/// package's diffing does; ``changed`` items that survive are reloaded.
package struct ApplyStepSpec: Sendable, Equatable {
    /// The data source after the step.
    package var data: DataSpec
    /// Identifiers of items whose contents changed (reloaded when they survive).
    package var changed: [String]
    /// Identifiers of items reconfigured (`reconfigureItems`): their cells stay, so the batch has
    /// no operation for them and they move or stay like any survivor.
    package var reconfigured: [String] = []

    /// Creates an apply step.
    package init(data: DataSpec, changed: [String] = [], reconfigured: [String] = []) {
        self.data = data
        self.changed = changed
        self.reconfigured = reconfigured
    }
}
