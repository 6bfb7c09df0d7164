import Foundation

extension UpdateEngine {
    /// Runs several changes as one (the stages of a diffable apply): either all of them happen, or
    /// none does.
    ///
    /// Each change already puts the view back when it throws; this puts back the changes before it
    /// too. When `changes` throws, the view is as it was: counts, offset, frame, content size,
    /// layout (invalidated, with its fitted sizes), the views on screen and their attributes,
    /// running animations and their completion handlers, the history, the selection and an
    /// interactive movement. Completion handlers that the changes would call (of animations they
    /// interrupt or that ended) are held until every change has succeeded, so that a handler is
    /// never told `false` about an animation that, once rolled back, still runs.
    ///
    /// What the changes called in the app's own code (cell providers, delegate methods) has
    /// happened and is not undone; the objects they returned are dropped.
    ///
    /// - Parameter changes: The changes, run in order.
    /// - Returns: What `changes` returns.
    /// - Throws: What `changes` throws, with the view as it was before.
    func allOrNothing<Result>(_ changes: () throws -> Result) throws -> Result {
        defer { endOperation() }
        let isOutermost = state.heldCompletions == nil
        let saved = SavedEngine(self)
        if isOutermost { state.heldCompletions = [] }
        let result: Result
        do {
            result = try changes()
        } catch {
            saved.restore(self)
            throw error
        }
        saved.keepRecords(self)
        if isOutermost {
            let held = state.heldCompletions ?? []
            state.heldCompletions = nil
            for (handler, finished) in held { handler(finished) }
        }
        return result
    }

    /// Calls a completion handler now, or holds it while ``allOrNothing(_:)`` runs.
    func callCompletion(_ handler: @escaping (Bool) -> Void, finished: Bool) {
        if state.heldCompletions != nil {
            state.heldCompletions?.append((handler, finished))
        } else {
            handler(finished)
        }
    }
}

/// Everything ``UpdateEngine/allOrNothing(_:)`` puts back.
///
/// The view's records (``UpdateEngineState/history``, ``CellStore/events``) are not copied but
/// checkpointed: a copy would share their storage with the view, and the first animation or
/// display event the changes log would copy every record, up to 100,000 display events per apply.
@MainActor private struct SavedEngine {
    /// The engine's state, without its history.
    let state: UpdateEngineState
    let counts: [Int]?
    let selection: SelectionState
    /// The engine's views, without their display events.
    let cells: CellStore
    let history: RecordLog<UpdateAnimation>.Checkpoint
    let events: RecordLog<DisplayEvent>.Checkpoint
    let interactiveMovement: InteractiveMovementState?
    let contentSize: CGSize
    let offset: CGPoint
    let frame: CGRect
    let layout: CollectionViewLayout
    let fittedSizes: [IndexPath: CGSize]
    let fittedSupplementarySizes: [ElementID: CGSize]

    init(_ engine: UpdateEngine) {
        let view = engine.view
        history = engine.state.history.openCheckpoint()
        events = engine.cells.events.openCheckpoint()
        var state = engine.state, cells = engine.cells
        state.history = RecordLog(limit: nil)
        cells.events = RecordLog(limit: nil)
        (self.state, self.cells) = (state, cells)
        counts = engine.cachedItemCounts
        selection = engine.selection
        interactiveMovement = engine.interactiveMovement
        contentSize = view.contentSize
        offset = view.storedContentOffset
        frame = view.storedFrame
        layout = view.collectionViewLayout
        fittedSizes = layout.fittedSizes
        fittedSupplementarySizes = layout.fittedSupplementarySizes
    }

    /// Puts the engine and its view back, the layout invalidated so that the next layout pass
    /// prepares it for the saved counts again, and every view on screen showing its attributes.
    func restore(_ engine: UpdateEngine) {
        let view = engine.view
        var history = engine.state.history.taken(), events = engine.cells.events.taken()
        history.rollBack(to: self.history)
        events.rollBack(to: self.events)
        (engine.state, engine.cachedItemCounts, engine.cells, engine.interactiveMovement) = (state, counts, cells, interactiveMovement)
        (engine.state.history, engine.cells.events) = (history, events)
        (view.contentSize, view.storedContentOffset, view.storedFrame) = (contentSize, offset, frame)
        if view.collectionViewLayout !== layout { engine.installQuietly(layout, detaching: [view.collectionViewLayout]) }
        (layout.fittedSizes, layout.fittedSupplementarySizes) = (fittedSizes, fittedSupplementarySizes)
        layout.updateContext = nil
        layout.invalidateLayout()
        engine.selection = selection
        engine.showAttributesOnScreen()
    }

    /// Keeps what the changes logged, once they all succeeded.
    func keepRecords(_ engine: UpdateEngine) {
        engine.state.history.close(history)
        engine.cells.events.close(events)
    }
}
