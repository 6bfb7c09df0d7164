import Foundation

/// What `CollectionViewLayout`'s six `initial…`/`final…` providers return when a subclass calls
/// `super` (or does not override them).
///
/// The documentation and UIKit disagree (Apple's UICollectionViewLayout header and pages; OpenUXKit
/// and PSTCollectionView): the docs say the base class returns `nil`, which means "no visual
/// change"; UIKit's base class actually returns snapshots, which is why a plain flow layout fades
/// inserted and deleted items and slides the rest. Both reimplementations of UIKit
/// (PSTCollectionView, OpenUXKit) do the latter.
public enum UpdateAttributesDefault: Sendable, Hashable {
    /// UIKit's observed behaviour, the default:
    /// - `prepare(forCollectionViewUpdates:)` snapshots every element on screen before the update,
    ///   re-keyed to its index path after it, and every element of the new layout on screen,
    ///   re-keyed to its index path before it;
    /// - `initial…(at: new)` returns where the element was (an inserted item: its new attributes
    ///   with alpha 0), `final…(at: old)` where it will be (a deleted or reloaded item: its
    ///   attributes on screen with alpha 0);
    /// - everything in an inserted or deleted section, and supplementary or decoration views the
    ///   layout reports through `indexPathsToInsert…`/`indexPathsToDelete…`, get alpha 0;
    /// - outside an update (an animated bounds change) every element cross-fades: alpha-0 copies;
    /// - `finalizeCollectionViewUpdates()` forgets the snapshots.
    case observed
    /// The documented behaviour: the providers return `nil` ("the layout object uses the item's
    /// final attributes for both the start and end points of the animation").
    case documented
}
