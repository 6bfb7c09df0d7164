import Foundation

/// The engine's side of reuse (`Cells/CollectionView+Reuse.swift` has UIKit's registering and
/// dequeuing methods): a view taken from its pool or created, numbered and logged.
extension UpdateEngine {
    /// A view from the pool or a new one (of `fallback` when nothing is registered), logged as
    /// reused or created; `nil` when nothing is registered and there is no fallback.
    func dequeueReusableView(_ key: ReuseKey, for element: ElementID,
                             fallback: CollectionReusableView.Type? = nil) -> CollectionReusableView? {
        guard let (view, isNew) = cells.dequeue(key, fallback: fallback) else { return nil }
        if isNew { cells.adopt(view) }
        cells.logDequeue(isNew ? .created : .reused, element, cellID: cells.number(of: view) ?? 0, clock: state.clock)
        return view
    }

    /// A plain view standing in for one that could not be dequeued: numbered, never pooled.
    func standIn<Reusable: CollectionReusableView>(_ view: Reusable, _ key: ReuseKey, for element: ElementID) -> Reusable {
        view.reuseIdentifier = key.identifier
        cells.adopt(view)
        cells.logDequeue(.created, element, cellID: cells.number(of: view) ?? 0, clock: state.clock)
        return view
    }
}
