import BatchUpdates
import CollectionViewSimulator
import Foundation
import TimelineOutput

@MainActor extension StepExecutor {
    /// `performBatchUpdates` with the step's operations: inside the closure, new layout properties
    /// are set first (as `performBatchUpdates({ layout.itemSize = … })` does), then the data source
    /// changes to the step's `data`, or to the data the operations make of it, and the operations
    /// are recorded, then each `nested` list by a `performBatchUpdates` called inside the previous
    /// closure (the engine adds them to the outermost batch, as UIKit does). `{"update": []}` with
    /// neither `layout` nor `data` is `performBatchUpdates(nil)`.
    func performUpdate(_ update: UpdateStepSpec, _ step: StepSpec) throws(StepError) -> [UpdateAnimation] {
        var next = model
        // Data the operations make is placed by the batch's resolution, which the engine then
        // takes instead of resolving the same batch again.
        var resolution: ResolvedBatchUpdate?
        let after: [ItemIdentifiers]
        if let data = update.data {
            after = next.resolved(data)
        } else {
            (after, resolution) = next.resolvingAndApplying(update.allOperations, behavior: uikit.validation)
        }
        let changes = !update.isEmpty || update.data != nil || update.layout != nil
        let restoreLayout = update.layout.map { _ in restoringLayout() }
        let updates: (() throws -> Void)? = changes ? { [self] in
            if let layout = update.layout { changeLayoutProperties(to: layout) }
            dataSource.sections = after
            try collectionView.record(update.operations)
            try recordNested(update.nested[...], step)
        } : nil
        if let resolution { collectionView.offerResolution(resolution, behavior: uikit.validation) }
        do {
            let animation = try animating(step) {
                try collectionView.throwing.performBatchUpdates(timing: timing(step), updates)
            }
            next.sections = after
            model = next
            return [animation]
        } catch {
            let failure = restoring(after: error)
            restoreLayout?()
            throw failure
        }
    }

    /// A diffable data source's `apply`: the engine diffs the data before and after and performs
    /// the batch in as many stages as UIKit needs. A diff compares identifiers: here every one is
    /// named.
    func performApply(_ apply: ApplyStepSpec, _ step: StepSpec) throws(StepError) -> [UpdateAnimation] {
        var next = model
        let after = next.resolved(apply.data)
        do {
            let animations = try animating(step) {
                try collectionView.apply(from: model.sections.map(\.strings), to: after.map(\.strings), changedItems: Set(apply.changed),
                                         timing: timing(step)) { [dataSource] in dataSource.sections = $0.map(ItemIdentifiers.init) }
            }
            next.sections = after
            model = next
            return animations
        } catch {
            throw restoring(after: error)
        }
    }

    /// Records the first of `nested` with a `performBatchUpdates` called inside the enclosing
    /// batch's closure, and the rest inside its own.
    private func recordNested(_ nested: ArraySlice<[BatchOperation]>, _ step: StepSpec) throws {
        guard let operations = nested.first else { return }
        try collectionView.throwing.performBatchUpdates(timing: timing(step)) { [self] in
            try collectionView.record(operations)
            try recordNested(nested.dropFirst(), step)
        }
    }

    /// The data source changes to `data` (count sections keep their first items' identifiers, as
    /// an `update`'s `data` does) and the view gets `reloadData()`, then lays out: no animation,
    /// except the rest of an animated scroll the reload carries on, the step's one stage.
    func performReloadData(_ data: DataSpec) -> [UpdateAnimation] {
        var next = model
        next.sections = next.resolved(data)
        model = next
        dataSource.sections = model.sections
        let carriedScroll = collectionView.reloadDataCarryingOnScroll()
        collectionView.layoutIfNeeded()
        return carriedScroll.map { [$0] } ?? []
    }

    /// Sets new properties on the layout in use, as code that changes them before
    /// `performBatchUpdates` does; the per-item sizes and section metrics change with them.
    private func changeLayoutProperties(to layout: LayoutSpec) {
        LayoutFactory.configure(collectionView.collectionViewLayout, with: layout)
        let delegate = LayoutFactory.delegate(for: layout)
        if delegate != nil || self.delegate != nil { self.delegate = delegate }
        layoutSpec = layout
    }

    /// What puts the layout's properties, its delegate and the step's record of them back as
    /// they are now, and lays the view out again.
    private func restoringLayout() -> () -> Void {
        let (properties, delegate, spec) = (LayoutFactory.restorer(for: collectionView.collectionViewLayout), self.delegate, layoutSpec)
        return { [self] in
            properties()
            self.delegate = delegate
            layoutSpec = spec
            collectionView.collectionViewLayout.invalidateLayout()
            collectionView.layoutIfNeeded()
        }
    }

    /// Puts the data source back as it was before a failed step, and says why the step failed:
    /// UIKit's message for an invalid batch or a layout's non-finite answer.
    func restoring(after error: any Error) -> StepError {
        dataSource.sections = model.sections
        if let error = error as? BatchUpdateError { return .uikit(error) }
        if let error = error as? NonFiniteLayoutAnswer { return .layout(error) }
        return .data(String(describing: error))
    }
}
