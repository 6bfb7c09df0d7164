import BatchUpdates
import Foundation
import Keyframes

/// UIKit's batch updates: `performBatchUpdates`, its eight operations, and a diffable apply; the
/// engine runs them (`Engine/UpdateEngine+BatchUpdates.swift`).
extension CollectionView {
    /// Performs a batch update as UIKit's `performBatchUpdates(_:completion:)` does and returns
    /// what happened.
    ///
    /// The closure changes the data source and records operations with the eight update methods
    /// (``insertItems(at:)`` …); their order does not matter. The counts before are the ones the
    /// view has cached, the counts after are read from the data source once the closure returns.
    /// Then, as UIKit: the batch is validated (an invalid one throws UIKit's error and leaves the
    /// view, its layout and any running animation untouched), the layout is invalidated and
    /// prepared, `prepare(forCollectionViewUpdates:)`, the `indexPathsToDelete/Insert…` questions,
    /// `targetContentOffset(forProposedContentOffset:)`, the `final…`/`initial…` providers for every
    /// element on screen, and `finalizeCollectionViewUpdates()`.
    ///
    /// The completion runs when the view's clock passes the end of the animation
    /// (``advanceTime(by:)``), with `false` if another update interrupts it first. Nested calls
    /// inside the closure add to the enclosing batch; they return an empty animation.
    ///
    /// ```swift
    /// let animation = try collectionView.performBatchUpdates {
    ///     dataSource.counts[0] -= 1
    ///     try collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)])
    /// }
    /// animation.track(ofBefore: .cell(IndexPath(item: 2, section: 0)))?.fate   // .deleted
    /// ```
    ///
    /// - Parameters:
    ///   - timing: The animation's delay, duration and curve; ``updateTiming`` (0.25 s, linear) when nil.
    ///   - updates: Changes the data source and records the operations. It runs before this method
    ///     returns and is not kept (non-escaping, as UIKit's `NS_NOESCAPE` block), so it may call
    ///     the view's methods without `self.` and capture non-escaping parameters.
    ///   - completion: Called with `true` when the animation ends, `false` if it is interrupted.
    /// - Returns: The hook trace and the animation of every view on screen.
    /// - Throws: ``BatchUpdateError`` (UIKit's message) for an invalid batch, ``CellReuseError`` when
    ///   the data source's view for the update could not be dequeued, or what `updates` throws.
    @discardableResult
    public func performBatchUpdates(timing: TrackTiming? = nil, _ updates: () throws -> Void,
                                    completion: ((Bool) -> Void)? = nil) throws -> UpdateAnimation {
        try engine.performBatch(timing: timing, updates: updates, completion: completion)
    }

    /// ``performBatchUpdates(timing:_:completion:)`` with optional updates, as UIKit's signature
    /// declares them: `performBatchUpdates(nil)` is an empty batch, which animates whatever changed
    /// in the layout.
    ///
    /// - Parameters:
    ///   - timing: The animation's delay, duration and curve; ``updateTiming`` (0.25 s, linear) when nil.
    ///   - updates: Changes the data source and records the operations; `nil` for an empty batch.
    ///   - completion: Called with `true` when the animation ends, `false` if it is interrupted.
    /// - Returns: The hook trace and the animation of every view on screen.
    /// - Throws: As ``performBatchUpdates(timing:_:completion:)``.
    @discardableResult
    public func performBatchUpdates(timing: TrackTiming? = nil, _ updates: (() throws -> Void)?,
                                    completion: ((Bool) -> Void)? = nil) throws -> UpdateAnimation {
        try engine.performBatch(timing: timing, updates: updates ?? {}, completion: completion)
    }

    /// Records operations in the enclosing batch, or performs them as one batch: the one way to
    /// put `BatchOperation` values (from a diff, a scenario file) into a view, equivalent to
    /// calling the matching UIKit methods (``insertItems(at:)`` …) one by one.
    ///
    /// ```swift
    /// try collectionView.performBatchUpdates {
    ///     dataSource.counts[0] += 1
    ///     try collectionView.record([.insertItem(IndexPath(item: 0, section: 0))])
    /// }
    /// ```
    ///
    /// - Parameter operations: The operations, in any order.
    /// - Returns: The animation when called outside a batch; `nil` inside one.
    /// - Throws: ``BatchUpdateError`` for an invalid batch performed outside a batch;
    ///   ``DiffableDataSourceError/updatedDirectly`` when a diffable data source drives the view
    ///   (UIKit's exception; the eight UIKit methods below raise it too).
    @discardableResult
    public func record(_ operations: [BatchOperation]) throws -> UpdateAnimation? {
        try rejectMutationOutsideDiffableDataSource()
        return try engine.perform { $0.append(contentsOf: operations) }
    }

    /// Records `insertItems(at:)` in the enclosing batch, or performs it as a one-operation batch.
    @discardableResult
    public func insertItems(at indexPaths: [IndexPath]) throws -> UpdateAnimation? {
        try rejectMutationOutsideDiffableDataSource()
        return try engine.perform { $0.insertItems(at: indexPaths) }
    }

    /// Records `deleteItems(at:)` in the enclosing batch, or performs it as a one-operation batch.
    @discardableResult
    public func deleteItems(at indexPaths: [IndexPath]) throws -> UpdateAnimation? {
        try rejectMutationOutsideDiffableDataSource()
        return try engine.perform { $0.deleteItems(at: indexPaths) }
    }

    /// Records `reloadItems(at:)` in the enclosing batch, or performs it as a one-operation batch.
    @discardableResult
    public func reloadItems(at indexPaths: [IndexPath]) throws -> UpdateAnimation? {
        try rejectMutationOutsideDiffableDataSource()
        return try engine.perform { $0.reloadItems(at: indexPaths) }
    }

    /// Records `moveItem(at:to:)` in the enclosing batch, or performs it as a one-operation batch.
    @discardableResult
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) throws -> UpdateAnimation? {
        try rejectMutationOutsideDiffableDataSource()
        return try engine.perform { $0.moveItem(at: indexPath, to: newIndexPath) }
    }

    /// Records `insertSections(_:)` in the enclosing batch, or performs it as a one-operation batch.
    @discardableResult
    public func insertSections(_ sections: IndexSet) throws -> UpdateAnimation? {
        try rejectMutationOutsideDiffableDataSource()
        return try engine.perform { $0.insertSections(sections) }
    }

    /// Records `deleteSections(_:)` in the enclosing batch, or performs it as a one-operation batch.
    @discardableResult
    public func deleteSections(_ sections: IndexSet) throws -> UpdateAnimation? {
        try rejectMutationOutsideDiffableDataSource()
        return try engine.perform { $0.deleteSections(sections) }
    }

    /// Records `reloadSections(_:)` in the enclosing batch, or performs it as a one-operation batch.
    @discardableResult
    public func reloadSections(_ sections: IndexSet) throws -> UpdateAnimation? {
        try rejectMutationOutsideDiffableDataSource()
        return try engine.perform { $0.reloadSections(sections) }
    }

    /// Records `moveSection(_:toSection:)` in the enclosing batch, or performs it as a one-operation batch.
    @discardableResult
    public func moveSection(_ section: Int, toSection newSection: Int) throws -> UpdateAnimation? {
        try rejectMutationOutsideDiffableDataSource()
        return try engine.perform { $0.moveSection(section, toSection: newSection) }
    }

    /// Animates a data source to new sections of identifiers as a diffable data source would: the
    /// difference is computed (`StagedBatchUpdate`: real moves, reloads for `changedItems`, and
    /// several stages where one batch cannot express the change safely), and each stage is
    /// performed as its own batch update, one right after the other, as DifferenceKit does.
    ///
    /// Stages performed in one go interrupt each other's animations (their completion handlers get
    /// `false`), exactly as back-to-back `performBatchUpdates` calls do in UIKit.
    ///
    /// The apply is all or nothing: if a stage throws (a layout whose answers make UIKit raise),
    /// the stages before it are undone too, and the view, its animations, its selection and the
    /// data source are as they were before the call.
    ///
    /// - Parameters:
    ///   - sections: The items of every section after the change; sections match by position.
    ///   - dataSource: The data source the view shows; it is changed stage by stage.
    ///   - changedItems: Identifiers whose content changed (reloaded if they survive).
    ///   - timing: The timing of every stage; ``updateTiming`` when nil.
    /// - Returns: One animation per stage; none when nothing changed.
    /// - Throws: `SnapshotDiffError` for duplicate identifiers, or ``BatchUpdateError`` if a stage
    ///   is rejected (which the diff is built never to produce) or the layout's answers make UIKit
    ///   raise, with nothing applied.
    @discardableResult
    public func apply<ItemID>(_ sections: [[ItemID]], to dataSource: IdentifierDataSource<ItemID>,
                              changedItems: Set<ItemID> = [], timing: TrackTiming? = nil) throws -> [UpdateAnimation] {
        try apply(from: dataSource.sections, to: sections, changedItems: changedItems, timing: timing) { dataSource.sections = $0 }
    }

    /// ``apply(_:to:changedItems:timing:)`` for a data source of another shape: the view shows
    /// `current`, and `setSections` changes the data source to each stage's items.
    package func apply<ItemID: Hashable & Sendable>(from current: [[ItemID]], to sections: [[ItemID]], changedItems: Set<ItemID>,
                               timing: TrackTiming?, setSections: @escaping ([[ItemID]]) -> Void) throws -> [UpdateAnimation] {
        let diff = try StagedBatchUpdate(from: current, to: sections, changedItems: changedItems)
        do {
            return try performAllOrNothing {
                try diff.stages.map { stage in
                    try performBatchUpdates(timing: timing, {
                        setSections(stage.snapshot.map(\.items))
                        try self.record(stage.batch.operations)
                    })
                }
            }
        } catch {
            setSections(current)
            throw error
        }
    }

    /// Performs several changes (the stages of an apply) as one: when one throws, the view is put
    /// back as it was before the first — counts, offset, layout, views on screen, running
    /// animations and their completions, history, selection — and the error is rethrown. The
    /// completion handlers the changes would call run once all have succeeded.
    package func performAllOrNothing<Result>(_ changes: () throws -> Result) throws -> Result {
        try engine.allOrNothing(changes)
    }
}
