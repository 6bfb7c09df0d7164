import BatchUpdates
import Foundation

/// What the base layout records in `prepare(forCollectionViewUpdates:)` for its default
/// `initial…`/`final…` answers (see ``UpdateAttributesDefault/observed``).
struct UpdateSnapshots {
    /// Whether an update is in progress (between `prepare(forCollectionViewUpdates:)` and
    /// `finalizeCollectionViewUpdates()`).
    var isUpdating = false
    /// Start attributes by element after the update.
    var initial: [ElementID: Snapshot] = [:]
    /// End attributes by element before the update.
    var final: [ElementID: Snapshot] = [:]
    /// Sections inserted by the update (after-update indexes; a section reload counts).
    var insertedSections: Set<Int> = []
    /// Sections deleted by the update (before-update indexes; a section reload counts).
    var deletedSections: Set<Int> = []
    /// Items the update inserts (after-update index paths): inserts and the insert half of
    /// reloads, never the destination of a move.
    var insertedItems = UpdatedItems()
    /// Items the update deletes (before-update index paths): deletes and the delete half of
    /// reloads, never the source of a move.
    var deletedItems = UpdatedItems()
    /// Where moved items come from (before-update index paths).
    var movedItemSources = UpdatedItems()
    /// Where moved items go (after-update index paths).
    var movedItemDestinations = UpdatedItems()
    /// Whether the entries of inserted, deleted and reloaded items are left out of ``initial``
    /// and ``final`` and made when their answer is: for a layout whose providers only read it
    /// (``CollectionViewLayout/providersAreReadOnlyDefaults``), which leaves most of those answers
    /// unmade (the items off screen).
    var makesItemEntriesOnDemand = false

    /// Records the sections and items an update inserts, deletes and moves, in one pass over its
    /// items: a reloaded section or item is both inserted (at its index after the update) and
    /// deleted (at its index before), as PSTCollectionView's base layout records it.
    mutating func recordItems(of updateItems: [CollectionViewUpdateItem]) {
        insertedItems.reserveCapacity(updateItems.count)
        deletedItems.reserveCapacity(updateItems.count)
        for item in updateItems {
            let (action, before, after) = (item.updateAction, item.indexPathBeforeUpdate, item.indexPathAfterUpdate)
            if item.isSectionUpdate {
                if action == .insert || action == .reload, let after = after?.first { insertedSections.insert(after) }
                if action == .delete || action == .reload, let before = before?.first { deletedSections.insert(before) }
                continue
            }
            if action == .insert || action == .reload, let after { insertedItems.insert(after) }
            if action == .delete || action == .reload, let before { deletedItems.insert(before) }
            if action == .move, let before, let after {
                movedItemSources.insert(before)
                movedItemDestinations.insert(after)
            }
        }
        insertedItems.sort()
        deletedItems.sort()
        movedItemSources.sort()
        movedItemDestinations.sort()
    }
}

extension UpdateSnapshots {
    /// One of the base layout's snapshots: a copy taken when the update was prepared, or, for
    /// attributes of the base class on screen before the update, the engine's own attributes and
    /// the index path after it, copied when the layout answers. Those attributes are the views'
    /// (no layout holds them, nothing changes them during the update) and copying the base class
    /// runs no code of the app's, so the answer is the same copy, made once instead of twice.
    @MainActor struct Snapshot {
        private let attributes: CollectionViewLayoutAttributes
        private let indexPath: IndexPath?

        /// A snapshot of `attributes`, already a private copy.
        init(copy attributes: CollectionViewLayoutAttributes) {
            self.attributes = attributes
            indexPath = nil
        }

        /// A snapshot of attributes nothing changes during the update (the engine's attributes of
        /// an element on screen before it, or an answer of a layout whose answers are unshared,
        /// ``CollectionViewLayout/answersUnsharedAttributes``), at the element's index path on
        /// the update's other side: copied now for a subclass (its `copy(with:)` runs when UIKit
        /// runs it), at ``copy()`` for the base class.
        init(onScreen attributes: CollectionViewLayoutAttributes, at indexPath: IndexPath) {
            if type(of: attributes) == CollectionViewLayoutAttributes.self {
                (self.attributes, self.indexPath) = (attributes, indexPath)
            } else {
                (self.attributes, self.indexPath) = (attributes.snapshot(at: indexPath), nil)
            }
        }

        /// A new copy of the snapshot's values.
        func copy() -> CollectionViewLayoutAttributes {
            guard let indexPath else { return attributes.snapshot() }
            return attributes.snapshot(at: indexPath)
        }
    }
}
