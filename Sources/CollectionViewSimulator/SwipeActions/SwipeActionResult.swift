/// What a simulated swipe action did: the simulator's own answer of
/// ``CollectionView/performSwipeAction(at:forItemAt:edge:)`` and
/// ``CollectionView/performFullSwipe(onItemAt:edge:)``.
public enum SwipeActionResult: Sendable, Hashable, CaseIterable {
    /// The handler called its completion with `true` (it performed the action): the row closed.
    /// What changed is what the handler changed: a "Delete" that removed its item through the
    /// data source animates the row out with that update; the simulator deletes nothing itself.
    case performed
    /// The handler called its completion with `false` (it could not perform the action): the
    /// row closed.
    case notPerformed
    /// The handler has not called its completion yet (it asked the user first, or works
    /// asynchronously): the row stays open until it does
    /// (``CollectionView/indexPathForSwipedItem``).
    case pending
    /// No action ran: a full swipe on a configuration whose
    /// ``SwipeActionsConfiguration/performsFirstActionWithFullSwipe`` is `false` only opens the row.
    case opened
}
