import BatchUpdates
import Foundation
import Keyframes

extension CollectionView {
    /// The view's raising UIKit methods as throwing twins, under UIKit's names:
    /// `try view.throwing.performBatchUpdates { … }` throws the error (``BatchUpdateError`` …)
    /// that `view.performBatchUpdates { … }` raises as a ``UIKitException``, for code that wants
    /// to catch it. Nothing is recorded in ``raisedExceptions``.
    ///
    /// ```swift
    /// do {
    ///     try view.throwing.deleteItems(at: [IndexPath(item: 9, section: 0)])
    /// } catch let error as BatchUpdateError {
    ///     print(error)   // attempt to delete item 9 from section 0 which only contains 3 items before the update
    /// }
    /// ```
    public var throwing: Throwing { Throwing(view: self) }

    /// The throwing twins of a view's raising UIKit methods (see ``CollectionView/throwing``).
    @MainActor
    public struct Throwing {
        /// The view the twins change.
        public let view: CollectionView

        /// `performBatchUpdates(_:completion:)` that throws where UIKit raises.
        ///
        /// The closure may throw, and may call the UIKit-named methods: the first exception they
        /// raise inside it is thrown (as the ``UIKitException``) once the closure returns, and the
        /// batch is not performed, as the exception would have unwound UIKit's call.
        ///
        /// - Parameters:
        ///   - timing: The animation's delay, duration and curve; ``CollectionView/updateTiming`` when nil.
        ///   - updates: Changes the data source and records the operations.
        ///   - completion: Called with `true` when the animation ends, `false` if it is interrupted.
        /// - Returns: The hook trace and the animation of every view on screen.
        /// - Throws: ``BatchUpdateError`` (UIKit's message) for an invalid batch, ``CellReuseError``
        ///   when the data source's view for the update could not be dequeued, a ``UIKitException``
        ///   raised in `updates`, or what `updates` throws; the view is then left as it was.
        @discardableResult
        public func performBatchUpdates(timing: TrackTiming? = nil, _ updates: () throws -> Void,
                                        completion: ((Bool) -> Void)? = nil) throws -> UpdateAnimation {
            try view.engine.performBatch(timing: timing, updates: { try UIKitException.throwingRaises(in: updates) },
                                         completion: completion)
        }

        /// ``performBatchUpdates(timing:_:completion:)`` with optional updates: `nil` is an empty batch.
        ///
        /// - Parameters:
        ///   - timing: The animation's delay, duration and curve; ``CollectionView/updateTiming`` when nil.
        ///   - updates: Changes the data source and records the operations; `nil` for an empty batch.
        ///   - completion: Called with `true` when the animation ends, `false` if it is interrupted.
        /// - Returns: The hook trace and the animation of every view on screen.
        /// - Throws: As ``performBatchUpdates(timing:_:completion:)``.
        @discardableResult
        public func performBatchUpdates(timing: TrackTiming? = nil, _ updates: (() throws -> Void)?,
                                        completion: ((Bool) -> Void)? = nil) throws -> UpdateAnimation {
            try performBatchUpdates(timing: timing, updates ?? {}, completion: completion)
        }

        /// `insertItems` that throws where UIKit raises: recorded in the enclosing batch, or performed
        /// as a one-operation batch.
        /// - Returns: The animation when called outside a batch; `nil` inside one.
        /// - Throws: ``DiffableDataSourceError/updatedDirectly`` when a diffable data source drives
        ///   the view; ``BatchUpdateError`` for an invalid one-operation batch.
        @discardableResult
        public func insertItems(at indexPaths: [IndexPath]) throws -> UpdateAnimation? {
            try view.rejectMutationOutsideDiffableDataSource()
            return try view.engine.perform { $0.insertItems(at: indexPaths) }
        }

        /// `deleteItems` that throws where UIKit raises: recorded in the enclosing batch, or performed
        /// as a one-operation batch.
        /// - Returns: The animation when called outside a batch; `nil` inside one.
        /// - Throws: ``DiffableDataSourceError/updatedDirectly`` when a diffable data source drives
        ///   the view; ``BatchUpdateError`` for an invalid one-operation batch.
        @discardableResult
        public func deleteItems(at indexPaths: [IndexPath]) throws -> UpdateAnimation? {
            try view.rejectMutationOutsideDiffableDataSource()
            return try view.engine.perform { $0.deleteItems(at: indexPaths) }
        }

        /// `reloadItems` that throws where UIKit raises: recorded in the enclosing batch, or performed
        /// as a one-operation batch.
        /// - Returns: The animation when called outside a batch; `nil` inside one.
        /// - Throws: ``DiffableDataSourceError/updatedDirectly`` when a diffable data source drives
        ///   the view; ``BatchUpdateError`` for an invalid one-operation batch.
        @discardableResult
        public func reloadItems(at indexPaths: [IndexPath]) throws -> UpdateAnimation? {
            try view.rejectMutationOutsideDiffableDataSource()
            return try view.engine.perform { $0.reloadItems(at: indexPaths) }
        }

        /// `moveItem` that throws where UIKit raises: recorded in the enclosing batch, or performed
        /// as a one-operation batch.
        /// - Returns: The animation when called outside a batch; `nil` inside one.
        /// - Throws: ``DiffableDataSourceError/updatedDirectly`` when a diffable data source drives
        ///   the view; ``BatchUpdateError`` for an invalid one-operation batch.
        @discardableResult
        public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) throws -> UpdateAnimation? {
            try view.rejectMutationOutsideDiffableDataSource()
            return try view.engine.perform { $0.moveItem(at: indexPath, to: newIndexPath) }
        }

        /// `insertSections` that throws where UIKit raises: recorded in the enclosing batch, or performed
        /// as a one-operation batch.
        /// - Returns: The animation when called outside a batch; `nil` inside one.
        /// - Throws: ``DiffableDataSourceError/updatedDirectly`` when a diffable data source drives
        ///   the view; ``BatchUpdateError`` for an invalid one-operation batch.
        @discardableResult
        public func insertSections(_ sections: IndexSet) throws -> UpdateAnimation? {
            try view.rejectMutationOutsideDiffableDataSource()
            return try view.engine.perform { $0.insertSections(sections) }
        }

        /// `deleteSections` that throws where UIKit raises: recorded in the enclosing batch, or performed
        /// as a one-operation batch.
        /// - Returns: The animation when called outside a batch; `nil` inside one.
        /// - Throws: ``DiffableDataSourceError/updatedDirectly`` when a diffable data source drives
        ///   the view; ``BatchUpdateError`` for an invalid one-operation batch.
        @discardableResult
        public func deleteSections(_ sections: IndexSet) throws -> UpdateAnimation? {
            try view.rejectMutationOutsideDiffableDataSource()
            return try view.engine.perform { $0.deleteSections(sections) }
        }

        /// `reloadSections` that throws where UIKit raises: recorded in the enclosing batch, or performed
        /// as a one-operation batch.
        /// - Returns: The animation when called outside a batch; `nil` inside one.
        /// - Throws: ``DiffableDataSourceError/updatedDirectly`` when a diffable data source drives
        ///   the view; ``BatchUpdateError`` for an invalid one-operation batch.
        @discardableResult
        public func reloadSections(_ sections: IndexSet) throws -> UpdateAnimation? {
            try view.rejectMutationOutsideDiffableDataSource()
            return try view.engine.perform { $0.reloadSections(sections) }
        }

        /// `moveSection` that throws where UIKit raises: recorded in the enclosing batch, or performed
        /// as a one-operation batch.
        /// - Returns: The animation when called outside a batch; `nil` inside one.
        /// - Throws: ``DiffableDataSourceError/updatedDirectly`` when a diffable data source drives
        ///   the view; ``BatchUpdateError`` for an invalid one-operation batch.
        @discardableResult
        public func moveSection(_ section: Int, toSection newSection: Int) throws -> UpdateAnimation? {
            try view.rejectMutationOutsideDiffableDataSource()
            return try view.engine.perform { $0.moveSection(section, toSection: newSection) }
        }
    }
}
