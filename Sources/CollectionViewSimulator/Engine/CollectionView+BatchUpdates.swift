import BatchUpdates
import Foundation
import Keyframes

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
    ///   - updates: Changes the data source and records the operations; `nil` for an empty batch,
    ///     which animates whatever changed in the layout.
    ///   - completion: Called with `true` when the animation ends, `false` if it is interrupted.
    /// - Returns: The hook trace and the animation of every view on screen.
    /// - Throws: ``BatchUpdateError`` (UIKit's message) for an invalid batch, ``CellReuseError`` when
    ///   the data source's view for the update could not be dequeued, or what `updates` throws.
    @discardableResult
    public func performBatchUpdates(timing: TrackTiming? = nil, _ updates: (() throws -> Void)?,
                                    completion: ((Bool) -> Void)? = nil) throws -> UpdateAnimation {
        try performBatch(timing: timing, updates: updates ?? {}, completion: completion)
    }

    /// The body of ``performBatchUpdates(timing:_:completion:)``, with a non-escaping closure.
    private func performBatch(timing: TrackTiming?, updates: () throws -> Void,
                              completion: ((Bool) -> Void)?) throws -> UpdateAnimation {
        if engine.batchDepth > 0 {
            try updates()
            if let completion { engine.batchCompletions.append(completion) }
            return UpdateAnimation.empty(at: engine.clock, state: state)
        }
        var recorder = LayoutCallRecorder(collectionViewLayout)
        layOutBeforeBatch(recording: &recorder)
        let countsBefore = itemCounts
        engine.batchDepth = 1
        engine.pendingBatch = BatchUpdate()
        engine.batchCompletions = completion.map { [$0] } ?? []
        defer {
            engine.batchDepth = 0
            engine.pendingBatch = BatchUpdate()
            engine.batchCompletions = []
        }
        try updates()
        let completions = engine.batchCompletions
        let resolved = try engine.pendingBatch.resolved(
            itemCountsBefore: countsBefore, itemCountsAfter: readItemCounts(), behavior: validationBehavior)
        let animation = try performValidatedUpdate(resolved, timing: effectiveTiming(timing), recorder: recorder)
        schedule(completions, endingAt: animation.startTime + animation.timing.endTime)
        return animation
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
    /// - Throws: ``BatchUpdateError`` for an invalid batch performed outside a batch.
    @discardableResult
    public func record(_ operations: [BatchOperation]) throws -> UpdateAnimation? {
        try perform { $0.append(contentsOf: operations) }
    }

    /// Records `insertItems(at:)` in the enclosing batch, or performs it as a one-operation batch.
    @discardableResult
    public func insertItems(at indexPaths: [IndexPath]) throws -> UpdateAnimation? {
        try perform { $0.insertItems(at: indexPaths) }
    }

    /// Records `deleteItems(at:)` in the enclosing batch, or performs it as a one-operation batch.
    @discardableResult
    public func deleteItems(at indexPaths: [IndexPath]) throws -> UpdateAnimation? {
        try perform { $0.deleteItems(at: indexPaths) }
    }

    /// Records `reloadItems(at:)` in the enclosing batch, or performs it as a one-operation batch.
    @discardableResult
    public func reloadItems(at indexPaths: [IndexPath]) throws -> UpdateAnimation? {
        try perform { $0.reloadItems(at: indexPaths) }
    }

    /// Records `moveItem(at:to:)` in the enclosing batch, or performs it as a one-operation batch.
    @discardableResult
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) throws -> UpdateAnimation? {
        try perform { $0.moveItem(at: indexPath, to: newIndexPath) }
    }

    /// Records `insertSections(_:)` in the enclosing batch, or performs it as a one-operation batch.
    @discardableResult
    public func insertSections(_ sections: IndexSet) throws -> UpdateAnimation? {
        try perform { $0.insertSections(sections) }
    }

    /// Records `deleteSections(_:)` in the enclosing batch, or performs it as a one-operation batch.
    @discardableResult
    public func deleteSections(_ sections: IndexSet) throws -> UpdateAnimation? {
        try perform { $0.deleteSections(sections) }
    }

    /// Records `reloadSections(_:)` in the enclosing batch, or performs it as a one-operation batch.
    @discardableResult
    public func reloadSections(_ sections: IndexSet) throws -> UpdateAnimation? {
        try perform { $0.reloadSections(sections) }
    }

    /// Records `moveSection(_:toSection:)` in the enclosing batch, or performs it as a one-operation batch.
    @discardableResult
    public func moveSection(_ section: Int, toSection newSection: Int) throws -> UpdateAnimation? {
        try perform { $0.moveSection(section, toSection: newSection) }
    }

    /// Inside a batch, records; outside, runs a one-operation batch, as UIKit does.
    private func perform(_ record: (inout BatchUpdate) -> Void) throws -> UpdateAnimation? {
        if engine.batchDepth > 0 {
            record(&engine.pendingBatch)
            return nil
        }
        return try performBatch(timing: nil, updates: { record(&self.engine.pendingBatch) }, completion: nil)
    }

    /// The layout pass UIKit runs before a batch's closure, where one is still owed: when the view
    /// was never laid out or its counts are stale (after `reloadData()`), so that the counts before
    /// are the data source's. A layout that was merely invalidated is not laid out first: the
    /// views keep showing their attributes, which is what lets `performBatchUpdates(nil)` after a
    /// change of the layout's inputs animate to the new attributes, as it does in UIKit.
    private func layOutBeforeBatch(recording recorder: inout LayoutCallRecorder) {
        guard engine.loadedRect == nil || cachedItemCounts == nil else { return }
        layoutIfNeeded(recording: &recorder)
    }

    /// The counts the data source reports now (not the cached ones).
    func readItemCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        return (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }
}
