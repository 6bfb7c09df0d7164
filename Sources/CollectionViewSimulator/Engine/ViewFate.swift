/// What an update does to one view on screen.
public enum ViewFate: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// An inserted item, or an element of an inserted section or listed by `indexPathsToInsert…`.
    case inserted
    /// A deleted item, or an element of a deleted section or listed by `indexPathsToDelete…`.
    case deleted
    /// An element on screen before and after whose index path changed.
    case moved
    /// An element on screen before and after at the same index path (it may still change place).
    case unchanged
    /// The view that showed a reloaded item before the update; it leaves as a deleted view does.
    case reloadedOut
    /// The new view of a reloaded item; it arrives as an inserted view does.
    case reloadedIn
    /// A surviving element that comes on screen because of the update.
    case appeared
    /// A surviving element that goes off screen because of the update.
    case disappeared

    public var description: String { rawValue }
}
