import Foundation

/// What a collection view keeps only for readers — its animated changes (``animationHistory``)
/// and its display events (``displayEvents``) — is bounded, so that a view that lives through
/// thousands of changes (a long scenario, a soak test) keeps flat memory: each change of a full
/// screen of views weighs about 100 KB, and a view reads neither record itself (running tracks,
/// pending completions and the last change's scroll are kept apart).
extension CollectionView {
    /// The default of ``animationHistoryLimit``: 100 changes, about 10 MB for a full screen.
    nonisolated public static let defaultAnimationHistoryLimit = 100
    /// The default of ``displayEventLimit``: 100,000 events, a few megabytes.
    nonisolated public static let defaultDisplayEventLimit = 100_000

    /// The most animated changes ``animationHistory`` keeps, the newest; older ones are forgotten
    /// (lowering the limit forgets them at once, raising it brings none back). 100 by default;
    /// `nil` keeps every change (memory then grows with each one). At least the last change is
    /// kept (``lastAnimation``): values below 1 count as 1.
    public var animationHistoryLimit: Int? {
        get { engine.state.history.limit }
        set { engine.state.history.limit = newValue.map { max(1, $0) } }
    }

    /// The most events ``displayEvents`` keeps, the newest; older ones are forgotten (lowering the
    /// limit forgets them at once, raising it brings none back). 100,000 by default; `nil` keeps
    /// every event. Values below 0 count as 0.
    public var displayEventLimit: Int? {
        get { engine.cells.events.limit }
        set { engine.cells.events.limit = newValue.map { max(0, $0) } }
    }

    /// Forgets what the view keeps only for readers: its display events (``displayEvents``) and
    /// every animated change but the last (``animationHistory``; ``lastAnimation`` stays). The view
    /// behaves exactly as before, since it reads neither itself. For a reader that has already
    /// taken what it needed (the fuzzer and the scenario runner after each step).
    package func discardRecords() {
        engine.cells.discardEvents()
        engine.state.history.removeAll(keepingLast: 1)
    }
}
