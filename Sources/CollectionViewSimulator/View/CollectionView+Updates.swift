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
    /// (``insertItems(at:fileID:filePath:line:column:)`` …); their order does not matter. The
    /// counts before are the ones the view has cached, the counts after are read from the data
    /// source once the closure returns. Then, as UIKit: the batch is validated, the layout is
    /// invalidated and prepared, `prepare(forCollectionViewUpdates:)`, the
    /// `indexPathsToDelete/Insert…` questions, `targetContentOffset(forProposedContentOffset:)`,
    /// the `final…`/`initial…` providers for every element on screen, and
    /// `finalizeCollectionViewUpdates()`.
    ///
    /// Where UIKit raises (an invalid batch, a view the data source could not dequeue, a raise
    /// inside the closure), the view, its layout and any running animation are left as they were,
    /// the ``UIKitException`` (UIKit's name and text, this call's location) is kept in
    /// ``raisedExceptions`` and handed to ``UIKitException/handler`` or the uncaught-exception
    /// handler, and an empty animation is returned. ``throwing`` has the twin that throws instead.
    ///
    /// The completion runs when the view's clock passes the end of the animation
    /// (``advanceTime(by:)``), with `false` if another update interrupts it first. Nested calls
    /// inside the closure add to the enclosing batch; they return an empty animation.
    ///
    /// ```swift
    /// let animation = collectionView.performBatchUpdates {
    ///     dataSource.counts[0] -= 1
    ///     collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)])
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
    ///   - fileID: The caller's `#fileID` (defaulted), kept in a raised exception.
    ///   - filePath: The caller's `#filePath` (defaulted).
    ///   - line: The caller's `#line` (defaulted).
    ///   - column: The caller's `#column` (defaulted).
    /// - Returns: The hook trace and the animation of every view on screen; empty after a raise.
    @discardableResult
    public func performBatchUpdates(timing: TrackTiming? = nil, _ updates: () -> Void, completion: ((Bool) -> Void)? = nil,
                                    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> UpdateAnimation {
        raising(UpdateAnimation.empty(at: engine.state.clock, state: state), fileID: fileID, filePath: filePath, line: line, column: column) {
            try throwing.performBatchUpdates(timing: timing, updates, completion: completion)
        }
    }

    /// ``performBatchUpdates(timing:_:completion:fileID:filePath:line:column:)`` with optional
    /// updates, as UIKit's signature declares them: `performBatchUpdates(nil)` is an empty batch,
    /// which animates whatever changed in the layout.
    ///
    /// - Parameters:
    ///   - timing: The animation's delay, duration and curve; ``updateTiming`` (0.25 s, linear) when nil.
    ///   - updates: Changes the data source and records the operations; `nil` for an empty batch.
    ///   - completion: Called with `true` when the animation ends, `false` if it is interrupted.
    ///   - fileID: The caller's `#fileID` (defaulted), kept in a raised exception.
    ///   - filePath: The caller's `#filePath` (defaulted).
    ///   - line: The caller's `#line` (defaulted).
    ///   - column: The caller's `#column` (defaulted).
    /// - Returns: The hook trace and the animation of every view on screen; empty after a raise.
    @discardableResult
    public func performBatchUpdates(timing: TrackTiming? = nil, _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil,
                                    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> UpdateAnimation {
        raising(UpdateAnimation.empty(at: engine.state.clock, state: state), fileID: fileID, filePath: filePath, line: line, column: column) {
            try throwing.performBatchUpdates(timing: timing, updates, completion: completion)
        }
    }

    /// Records operations in the enclosing batch, or performs them as one batch: the one way to
    /// put `BatchOperation` values (from a diff, a scenario file) into a view, equivalent to
    /// calling the matching UIKit methods (``insertItems(at:fileID:filePath:line:column:)`` …)
    /// one by one. The simulator's own name, so it throws.
    ///
    /// ```swift
    /// try collectionView.throwing.performBatchUpdates {
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

    /// Records UIKit's `insertItems` in the enclosing batch, or performs it as a one-operation
    /// batch. Where UIKit raises (an invalid batch, a view a diffable data source drives), nothing
    /// changes and the ``UIKitException`` is kept in ``raisedExceptions`` and handed on; `nil` is
    /// returned. ``throwing`` has the twin that throws.
    ///
    /// - Parameters:
    ///   - indexPaths: The items.
    ///   - fileID: The caller's `#fileID` (defaulted), kept in a raised exception.
    ///   - filePath: The caller's `#filePath` (defaulted).
    ///   - line: The caller's `#line` (defaulted).
    ///   - column: The caller's `#column` (defaulted).
    /// - Returns: The animation when called outside a batch; `nil` inside one or after a raise.
    @discardableResult
    public func insertItems(at indexPaths: [IndexPath], fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                            line: UInt = #line, column: UInt = #column) -> UpdateAnimation? {
        raising(nil, fileID: fileID, filePath: filePath, line: line, column: column) { try throwing.insertItems(at: indexPaths) }
    }

    /// Records UIKit's `deleteItems` in the enclosing batch, or performs it as a one-operation
    /// batch. Where UIKit raises (an invalid batch, a view a diffable data source drives), nothing
    /// changes and the ``UIKitException`` is kept in ``raisedExceptions`` and handed on; `nil` is
    /// returned. ``throwing`` has the twin that throws.
    ///
    /// - Parameters:
    ///   - indexPaths: The items.
    ///   - fileID: The caller's `#fileID` (defaulted), kept in a raised exception.
    ///   - filePath: The caller's `#filePath` (defaulted).
    ///   - line: The caller's `#line` (defaulted).
    ///   - column: The caller's `#column` (defaulted).
    /// - Returns: The animation when called outside a batch; `nil` inside one or after a raise.
    @discardableResult
    public func deleteItems(at indexPaths: [IndexPath], fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                            line: UInt = #line, column: UInt = #column) -> UpdateAnimation? {
        raising(nil, fileID: fileID, filePath: filePath, line: line, column: column) { try throwing.deleteItems(at: indexPaths) }
    }

    /// Records UIKit's `reloadItems` in the enclosing batch, or performs it as a one-operation
    /// batch. Where UIKit raises (an invalid batch, a view a diffable data source drives), nothing
    /// changes and the ``UIKitException`` is kept in ``raisedExceptions`` and handed on; `nil` is
    /// returned. ``throwing`` has the twin that throws.
    ///
    /// - Parameters:
    ///   - indexPaths: The items.
    ///   - fileID: The caller's `#fileID` (defaulted), kept in a raised exception.
    ///   - filePath: The caller's `#filePath` (defaulted).
    ///   - line: The caller's `#line` (defaulted).
    ///   - column: The caller's `#column` (defaulted).
    /// - Returns: The animation when called outside a batch; `nil` inside one or after a raise.
    @discardableResult
    public func reloadItems(at indexPaths: [IndexPath], fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                            line: UInt = #line, column: UInt = #column) -> UpdateAnimation? {
        raising(nil, fileID: fileID, filePath: filePath, line: line, column: column) { try throwing.reloadItems(at: indexPaths) }
    }

    /// Records UIKit's `moveItem` in the enclosing batch, or performs it as a one-operation
    /// batch. Where UIKit raises (an invalid batch, a view a diffable data source drives), nothing
    /// changes and the ``UIKitException`` is kept in ``raisedExceptions`` and handed on; `nil` is
    /// returned. ``throwing`` has the twin that throws.
    ///
    /// - Parameters:
    ///   - indexPath: The item to move.
    ///   - newIndexPath: Where it goes, after the update.
    ///   - fileID: The caller's `#fileID` (defaulted), kept in a raised exception.
    ///   - filePath: The caller's `#filePath` (defaulted).
    ///   - line: The caller's `#line` (defaulted).
    ///   - column: The caller's `#column` (defaulted).
    /// - Returns: The animation when called outside a batch; `nil` inside one or after a raise.
    @discardableResult
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                         line: UInt = #line, column: UInt = #column) -> UpdateAnimation? {
        raising(nil, fileID: fileID, filePath: filePath, line: line, column: column) { try throwing.moveItem(at: indexPath, to: newIndexPath) }
    }

    /// Records UIKit's `insertSections` in the enclosing batch, or performs it as a one-operation
    /// batch. Where UIKit raises (an invalid batch, a view a diffable data source drives), nothing
    /// changes and the ``UIKitException`` is kept in ``raisedExceptions`` and handed on; `nil` is
    /// returned. ``throwing`` has the twin that throws.
    ///
    /// - Parameters:
    ///   - sections: The sections.
    ///   - fileID: The caller's `#fileID` (defaulted), kept in a raised exception.
    ///   - filePath: The caller's `#filePath` (defaulted).
    ///   - line: The caller's `#line` (defaulted).
    ///   - column: The caller's `#column` (defaulted).
    /// - Returns: The animation when called outside a batch; `nil` inside one or after a raise.
    @discardableResult
    public func insertSections(_ sections: IndexSet, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                               line: UInt = #line, column: UInt = #column) -> UpdateAnimation? {
        raising(nil, fileID: fileID, filePath: filePath, line: line, column: column) { try throwing.insertSections(sections) }
    }

    /// Records UIKit's `deleteSections` in the enclosing batch, or performs it as a one-operation
    /// batch. Where UIKit raises (an invalid batch, a view a diffable data source drives), nothing
    /// changes and the ``UIKitException`` is kept in ``raisedExceptions`` and handed on; `nil` is
    /// returned. ``throwing`` has the twin that throws.
    ///
    /// - Parameters:
    ///   - sections: The sections.
    ///   - fileID: The caller's `#fileID` (defaulted), kept in a raised exception.
    ///   - filePath: The caller's `#filePath` (defaulted).
    ///   - line: The caller's `#line` (defaulted).
    ///   - column: The caller's `#column` (defaulted).
    /// - Returns: The animation when called outside a batch; `nil` inside one or after a raise.
    @discardableResult
    public func deleteSections(_ sections: IndexSet, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                               line: UInt = #line, column: UInt = #column) -> UpdateAnimation? {
        raising(nil, fileID: fileID, filePath: filePath, line: line, column: column) { try throwing.deleteSections(sections) }
    }

    /// Records UIKit's `reloadSections` in the enclosing batch, or performs it as a one-operation
    /// batch. Where UIKit raises (an invalid batch, a view a diffable data source drives), nothing
    /// changes and the ``UIKitException`` is kept in ``raisedExceptions`` and handed on; `nil` is
    /// returned. ``throwing`` has the twin that throws.
    ///
    /// - Parameters:
    ///   - sections: The sections.
    ///   - fileID: The caller's `#fileID` (defaulted), kept in a raised exception.
    ///   - filePath: The caller's `#filePath` (defaulted).
    ///   - line: The caller's `#line` (defaulted).
    ///   - column: The caller's `#column` (defaulted).
    /// - Returns: The animation when called outside a batch; `nil` inside one or after a raise.
    @discardableResult
    public func reloadSections(_ sections: IndexSet, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                               line: UInt = #line, column: UInt = #column) -> UpdateAnimation? {
        raising(nil, fileID: fileID, filePath: filePath, line: line, column: column) { try throwing.reloadSections(sections) }
    }

    /// Records UIKit's `moveSection` in the enclosing batch, or performs it as a one-operation
    /// batch. Where UIKit raises (an invalid batch, a view a diffable data source drives), nothing
    /// changes and the ``UIKitException`` is kept in ``raisedExceptions`` and handed on; `nil` is
    /// returned. ``throwing`` has the twin that throws.
    ///
    /// - Parameters:
    ///   - section: The section to move.
    ///   - newSection: Where it goes, after the update.
    ///   - fileID: The caller's `#fileID` (defaulted), kept in a raised exception.
    ///   - filePath: The caller's `#filePath` (defaulted).
    ///   - line: The caller's `#line` (defaulted).
    ///   - column: The caller's `#column` (defaulted).
    /// - Returns: The animation when called outside a batch; `nil` inside one or after a raise.
    @discardableResult
    public func moveSection(_ section: Int, toSection newSection: Int, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                            line: UInt = #line, column: UInt = #column) -> UpdateAnimation? {
        raising(nil, fileID: fileID, filePath: filePath, line: line, column: column) { try throwing.moveSection(section, toSection: newSection) }
    }

    /// Every exception the view's UIKit-named methods raised, oldest first: UIKit's name and text
    /// and the call's location (``performBatchUpdates(timing:_:completion:fileID:filePath:line:column:)``).
    public var raisedExceptions: [UIKitException] { engine.raisedExceptions }

    /// Runs a throwing twin for a UIKit-named method: what it throws is raised as a
    /// ``UIKitException`` at the caller's location, kept in ``raisedExceptions`` (once, when an inner call
    /// already raised it) and handed on, and `fallback` is returned.
    func raising<Result>(_ fallback: @autoclosure () -> Result, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt,
                         _ twin: () throws -> Result) -> Result {
        UIKitException.raising(fallback(), fileID: fileID, filePath: filePath, line: line, column: column, record: { exception in
            if engine.raisedExceptions.last != exception { engine.raisedExceptions.append(exception) }
        }, twin)
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
    public func apply<ItemID: Hashable & Sendable>(_ sections: [[ItemID]], to dataSource: IdentifierDataSource<ItemID>,
                              changedItems: Set<ItemID> = [], timing: TrackTiming? = nil) throws -> [UpdateAnimation] {
        try apply(from: dataSource.sections, to: sections, changedItems: changedItems, timing: timing) { dataSource.sections = $0 }
    }

    /// ``apply(_:to:changedItems:timing:)`` for a data source of another shape: the view shows
    /// `current`, and `setSections` changes the data source to each stage's items.
    package func apply<ItemID: Hashable & Sendable>(from current: [[ItemID]], to sections: [[ItemID]], changedItems: Set<ItemID>,
                               timing: TrackTiming?, setSections: @escaping ([[ItemID]]) -> Void) throws -> [UpdateAnimation] {
        let diff = try StagedBatchUpdate(from: current, to: sections, changedItems: changedItems)
        do {
            return try performStages(of: diff, timing: timing, setSections: setSections)
        } catch {
            setSections(current)
            throw error
        }
    }

    /// Performs each stage of `diff` as its own batch update, all or nothing (see
    /// ``apply(_:to:changedItems:timing:)``): `setSections` changes the data source to each stage's
    /// items inside its batch. When a stage throws, the view is as it was before the first and the
    /// error is rethrown; putting the data source back is the caller's.
    package func performStages<SectionID, ItemID>(of diff: StagedBatchUpdate<SectionID, ItemID>, timing: TrackTiming?,
                                                  setSections: @escaping ([[ItemID]]) -> Void) throws -> [UpdateAnimation] {
        try performAllOrNothing {
            try diff.stages.map { stage in
                try throwing.performBatchUpdates(timing: timing, {
                    setSections(stage.snapshot.map(\.items))
                    try self.record(stage.batch.operations)
                })
            }
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
