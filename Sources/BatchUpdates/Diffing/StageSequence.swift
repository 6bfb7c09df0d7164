/// Stages collected in order, each starting from the snapshot the previous one ended with.
/// A stage without operations is left out (its snapshot is then the one before it).
struct StageSequence<S: Hashable & Sendable, I: Hashable & Sendable> {
    private(set) var stages: [BatchUpdateStage<S, I>] = []
    private var current: [SnapshotSection<S, I>]

    init(startingFrom snapshot: [SnapshotSection<S, I>]) {
        current = snapshot
    }

    /// Adds a stage of `operations` that ends at `snapshot`, unless it has no operations.
    mutating func append(_ kind: BatchUpdateStageKind, _ operations: [BatchOperation],
                         endingAt snapshot: [SnapshotSection<S, I>]) {
        defer { current = snapshot }
        guard !operations.isEmpty else { return }
        // Closures, not key paths: this code is not specialised, and a key path through the
        // generic section type was instantiated at run time on every stage (8% of a 1k diff).
        stages.append(BatchUpdateStage(kind: kind, batch: BatchUpdate(operations),
                                       itemCountsBefore: current.map { $0.items.count }, snapshot: snapshot))
    }
}
