import BatchUpdates
import Foundation

/// What the base layout records in `prepare(forCollectionViewUpdates:)` for its default
/// `initial…`/`final…` answers (see ``UpdateAttributesDefault/observed``).
struct UpdateSnapshots {
    /// Whether an update is in progress (between `prepare(forCollectionViewUpdates:)` and
    /// `finalizeCollectionViewUpdates()`).
    var isUpdating = false
    /// Start attributes by element after the update.
    var initial: [ElementID: CollectionViewLayoutAttributes] = [:]
    /// End attributes by element before the update.
    var final: [ElementID: CollectionViewLayoutAttributes] = [:]
    /// Sections inserted by the update (after-update indexes; a section reload counts).
    var insertedSections: Set<Int> = []
    /// Sections deleted by the update (before-update indexes; a section reload counts).
    var deletedSections: Set<Int> = []
    /// Items the update inserts (after-update index paths): inserts and the insert half of
    /// reloads, never the destination of a move.
    var insertedItems: Set<IndexPath> = []
    /// Items the update deletes (before-update index paths): deletes and the delete half of
    /// reloads, never the source of a move.
    var deletedItems: Set<IndexPath> = []
    /// Where moved items come from (before-update index paths).
    var movedItemSources: Set<IndexPath> = []
    /// Where moved items go (after-update index paths).
    var movedItemDestinations: Set<IndexPath> = []

    /// Records the inserted, deleted and moved items of an update (section updates aside); a
    /// reloaded item is both inserted (where its insert lands) and deleted (where it was).
    mutating func recordItems(of updateItems: [CollectionViewUpdateItem]) {
        for item in updateItems where !item.isSectionUpdate {
            let (action, before, after) = (item.updateAction, item.indexPathBeforeUpdate, item.indexPathAfterUpdate)
            if action == .insert || action == .reload, let after { insertedItems.insert(after) }
            if action == .delete || action == .reload, let before { deletedItems.insert(before) }
            if action == .move, let before, let after {
                movedItemSources.insert(before)
                movedItemDestinations.insert(after)
            }
        }
    }
}
