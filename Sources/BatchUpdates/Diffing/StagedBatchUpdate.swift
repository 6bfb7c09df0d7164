import Foundation

/// The batch updates that turn one snapshot of identifiers into another: the diff of two
/// snapshots, as one or more `performBatchUpdates` stages that UIKit accepts without error and
/// without corrupting itself.
///
/// Sections and items are matched by identifier (a hash table, Heckel's method: linear expected
/// time and memory). Survivors move only when they must: within each surviving section, the
/// longest run of items whose old order is kept stays put and the rest move; items that change
/// section always move; sections likewise (see ``movedItemCount``). Moves are real moves, never a
/// delete and an insert. Items whose identifier is in `changedItems` are reloaded; sections whose
/// identifier is in `changedSections` are reloaded whole.
///
/// Most diffs are one ``BatchUpdateStageKind/combined`` stage. When one batch cannot express the
/// change safely, the diff is split as ``BatchUpdateStageKind`` documents, rule by rule.
///
/// ```swift
/// let old = [SnapshotSection(id: "A", items: ["a", "b", "c"]), SnapshotSection(id: "B", items: ["d"])]
/// let new = [SnapshotSection(id: "A", items: ["c", "a", "e"]), SnapshotSection(id: "B", items: ["d", "b"])]
/// let diff = try StagedBatchUpdate(from: old, to: new, changedItems: ["d"])
/// print(diff)
/// // 2 stages, 4 operations, 2 moves
/// // stage 1 (reloads): 2 sections, [3, 1] -> [3, 1] items
/// //   reload 1-0
/// // stage 2 (combined): 2 sections, [3, 1] -> [3, 2] items
/// //   insert 0-2
/// //   move 0-2 -> 0-0
/// //   move 0-1 -> 1-1
/// ```
///
/// `d` is reloaded in a stage of its own because `b` moves into its section: UIKit would place
/// the reload ignoring that move. `a` stays and `c` moves (one move, the minimum), `b` changes
/// section.
///
/// Apply the stages in order, each in its own `performBatchUpdates`, setting the data source to
/// the stage's ``BatchUpdateStage/snapshot`` inside its `updates` closure.
public struct StagedBatchUpdate<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable, Hashable {
    /// The stages, in the order they must be applied; empty when the snapshots are the same.
    public let stages: [BatchUpdateStage<SectionID, ItemID>]

    /// Diffs two snapshots.
    ///
    /// - Parameters:
    ///   - old: The snapshot before the update.
    ///   - new: The snapshot after the update.
    ///   - changedItems: Identifiers of items whose content changed; those in both snapshots are
    ///     reloaded, the others ignored.
    ///   - changedSections: Identifiers of sections whose own content changed (a header, say);
    ///     those in both snapshots are reloaded whole, in a last stage.
    /// - Throws: ``SnapshotDiffError`` when an identifier appears twice in a snapshot (identical
    ///   snapshots without changed items are not checked: nothing moves, so no identifier is
    ///   ambiguous).
    @inlinable
    public init(from old: [SnapshotSection<SectionID, ItemID>], to new: [SnapshotSection<SectionID, ItemID>],
                changedItems: Set<ItemID> = [], changedSections: Set<SectionID> = []) throws(SnapshotDiffError) {
        // Apps apply unchanged snapshots all the time: comparing costs one pass of `==` (no
        // hashing), about what the standard library's `difference(from:)` takes on equal arrays.
        if changedItems.isEmpty && changedSections.isEmpty && old == new {
            stages = []
            return
        }
        let match = try SnapshotMatch(old: old, new: new, changedItems: changedItems, changedSections: changedSections)
        stages = Self.stages(from: old, to: new, match: match)
    }

    /// A diff of these stages.
    @usableFromInline
    init(stages: [BatchUpdateStage<SectionID, ItemID>]) {
        self.stages = stages
    }

    /// Plans the moves and the stages: integer work only, so it need not be specialised.
    @usableFromInline
    static func stages(from old: [SnapshotSection<SectionID, ItemID>], to new: [SnapshotSection<SectionID, ItemID>],
                       match: SnapshotMatch) -> [BatchUpdateStage<SectionID, ItemID>] {
        StagePlanner(old: old, new: new, match: match, plan: MovePlan(match)).stages()
    }

    /// Every stage's operations, in order.
    public var operations: [BatchOperation] {
        stages.flatMap(\.batch.operations)
    }

    /// How many item moves the stages make: the minimal number in the sense of the type's
    /// discussion (same-section survivors outside the longest increasing run, plus items that
    /// change section).
    public var movedItemCount: Int {
        stages.reduce(0) { count, stage in
            count + stage.batch.operations.count(where: { if case .moveItem = $0 { true } else { false } })
        }
    }

    /// How many section moves the stages make: surviving sections outside the longest run whose
    /// old order is kept.
    public var movedSectionCount: Int {
        stages.reduce(0) { count, stage in
            count + stage.batch.operations.count(where: { if case .moveSection = $0 { true } else { false } })
        }
    }
}

extension StagedBatchUpdate where SectionID == Int {
    /// Diffs two snapshots whose sections have no identity of their own: section `s` of the old
    /// snapshot is section `s` of the new one (extra sections are inserted or deleted at the end).
    ///
    /// This is the shape of a scenario's `data` (a list of sections of item identifiers).
    ///
    /// - Parameters:
    ///   - old: The items of every section before the update.
    ///   - new: The items of every section after the update.
    ///   - changedItems: Identifiers of items whose content changed.
    /// - Throws: ``SnapshotDiffError`` when an item identifier appears twice in a snapshot.
    @inlinable
    public init(from old: [[ItemID]], to new: [[ItemID]], changedItems: Set<ItemID> = []) throws(SnapshotDiffError) {
        try self.init(from: old.enumerated().map { SnapshotSection(id: $0.offset, items: $0.element) },
                      to: new.enumerated().map { SnapshotSection(id: $0.offset, items: $0.element) },
                      changedItems: changedItems)
    }
}
