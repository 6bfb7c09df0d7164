import Foundation

extension CollectionView {
    /// Forgets what the view keeps only for readers: its display events (``displayEvents``) and
    /// every animated change but the last (``animationHistory``; ``lastAnimation`` stays). The view
    /// behaves exactly as before, since it reads neither itself: running tracks, pending
    /// completions and the last change's offset track are kept apart. For a reader that has
    /// already checked what it needed (the fuzzer after each step), so that a long-lived view's
    /// memory does not grow with the number of changes.
    package func discardRecords() {
        engine.cells.discardEvents()
        let history = engine.state.history.count
        if history > 1 { engine.state.history.removeFirst(history - 1) }
    }
}
