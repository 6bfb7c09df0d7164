/// In what order a batch update asks the layout's `initialLayoutAttributesForAppearing…` and
/// `finalLayoutAttributesForDisappearing…` providers, and which elements off screen it asks about.
///
/// The order matters to layouts whose providers keep state, such as an animator that keeps one set
/// of index paths and removes each on first use. The two orders animate the same views the same
/// way; only the questions differ. See <doc:BatchUpdateProviders> for every rule and its source.
public enum ProviderOrder: String, Sendable, Hashable, Codable, CaseIterable {
    /// The stages of UIKit's own update code (OpenUXKit's decompiled
    /// `-[UXCollectionView _viewAnimationsForCurrentUpdate]`), the default:
    ///
    /// 1. `final…Item` for each deleted item that has a view, in the order the deletes were issued
    ///    (a deleted section's items in item order, then its other views), reloads' deletes after;
    /// 2. `initial…Item` for each inserted item, in the order the inserts were issued, on screen or
    ///    not (only those on screen get a view; an inserted section's items, then its other views
    ///    on screen), reloads' inserts after them;
    /// 3. for each surviving cell on screen before or after, `final…Item(old)` then
    ///    `initial…Item(new)`, one cell at a time: first those on screen before, by old index
    ///    path, then those that come on screen, by new index path (UIKit enumerates a dictionary,
    ///    an order no one can reproduce; this one is the simulator's choice);
    /// 4. the same for supplementary and decoration views, by kind and index path: the old views
    ///    (`final…` for a deleted one, the pair for a surviving one), then the new ones.
    case updateStages
    /// Every element on screen before gets `final…` at its old index path, then every element on
    /// screen after gets `initial…` at its new one, each in index path order: the public header's
    /// contract ("for each element on screen before the invalidation … for each element on screen
    /// after"), which the simulator followed before it followed UIKit's own code. Kept for layouts
    /// written against that reading; it never asks about an element off screen at both ends.
    case visibleBeforeThenAfter
}
