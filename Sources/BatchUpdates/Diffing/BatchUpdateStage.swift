/// One `performBatchUpdates` call of a ``StagedBatchUpdate``: the batch, the data source's item
/// counts before and after it, and the snapshot the data source must hold once the batch is
/// applied.
///
/// Apply a stage by setting the data source to ``snapshot`` inside the `updates` closure and
/// recording ``batch``'s operations, then go on to the next stage.
public struct BatchUpdateStage<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable, Hashable {
    /// What the stage does and why it is separate.
    public let kind: BatchUpdateStageKind
    /// The stage's operations, with index paths relative to this stage's before and after.
    public let batch: BatchUpdate
    /// The item count of every section before this stage.
    public let itemCountsBefore: [Int]
    /// The item count of every section after this stage.
    public let itemCountsAfter: [Int]
    /// The snapshot after this stage: the next stage's starting point; the last stage's is the
    /// new snapshot.
    public let snapshot: [SnapshotSection<SectionID, ItemID>]

    /// Creates a stage.
    ///
    /// - Parameters:
    ///   - kind: What the stage does.
    ///   - batch: The stage's operations.
    ///   - itemCountsBefore: The item count of every section before the stage.
    ///   - snapshot: The snapshot after the stage; its item counts are ``itemCountsAfter``.
    public init(kind: BatchUpdateStageKind, batch: BatchUpdate, itemCountsBefore: [Int],
                snapshot: [SnapshotSection<SectionID, ItemID>]) {
        self.kind = kind
        self.batch = batch
        self.itemCountsBefore = itemCountsBefore
        itemCountsAfter = snapshot.map { $0.items.count }
        self.snapshot = snapshot
    }

    /// Resolves the stage's batch against its counts, as UIKit would at the end of the stage's
    /// `performBatchUpdates`.
    ///
    /// - Parameter behavior: Which UIKit's validation to model; iOS 16.4 and later by default.
    /// - Returns: The resolved batch, with its old↔new map and (always empty for a diff) warnings.
    /// - Throws: ``BatchUpdateError`` if UIKit would reject the batch; a diff's stages never do.
    public func resolved(behavior: ValidationBehavior = .modern) throws(BatchUpdateError) -> ResolvedBatchUpdate {
        try batch.resolved(itemCountsBefore: itemCountsBefore, itemCountsAfter: itemCountsAfter, behavior: behavior)
    }
}
