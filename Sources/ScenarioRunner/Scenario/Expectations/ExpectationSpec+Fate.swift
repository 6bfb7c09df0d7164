extension ExpectationSpec {
    /// What happened to a view in a step, as the timeline records it.
    public enum Fate: String, Sendable, Hashable, CaseIterable {
        /// An inserted item (or an element of an inserted section) appeared with the providers'
        /// initial attributes.
        case inserted
        /// A deleted item (or an element of a deleted section) disappeared with the providers'
        /// final attributes.
        case deleted
        /// The element's index path changed (a move, or a shift by other inserts and deletes).
        case moved
        /// The element kept its index path (its attributes may still change).
        case unchanged
        /// A reloaded item's outgoing view, fading out.
        case reloadedOut
        /// A reloaded item's incoming view, fading in.
        case reloadedIn
        /// An element that came on screen without being inserted (scrolled or laid out into view).
        case appeared
        /// An element that went off screen without being deleted.
        case disappeared
    }
}
