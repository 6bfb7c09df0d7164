/// A diffable-style step: `{"apply": [["h", "g", "f"], 3, 2], "changed": ["g"]}`.
///
/// The batch is the difference between the current data and ``data``, computed as issue #3's
/// diffing does; ``changed`` items that survive are reloaded.
public struct ApplyStepSpec: Sendable, Equatable {
    /// The data source after the step.
    public var data: DataSpec
    /// Identifiers of items whose contents changed (reloaded when they survive).
    public var changed: [String]
    /// Identifiers of items reconfigured (`reconfigureItems`): their cells stay, so the batch has
    /// no operation for them and they move or stay like any survivor.
    public var reconfigured: [String] = []

    /// Creates an apply step.
    public init(data: DataSpec, changed: [String] = [], reconfigured: [String] = []) {
        self.data = data
        self.changed = changed
        self.reconfigured = reconfigured
    }
}
