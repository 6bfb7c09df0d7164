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
    /// Whether ``initial`` and ``final`` stay empty and each entry is made when its answer is:
    /// for a layout whose providers only read it (``CollectionViewLayout/providersAreReadOnlyDefaults``),
    /// which leaves most answers unmade (those about inserted and deleted items off screen, and
    /// about views on screen before and after). Entries of inserted, deleted and reloaded items
    /// come from the layout when asked; the others from ``onScreen``.
    var makesEntriesOnDemand = false
    /// What the on-screen entries are made from when ``makesEntriesOnDemand``: the screen, the
    /// mapping and the rectangle's answer as `prepare(forCollectionViewUpdates:)` had them.
    var onScreen: OnScreenEntries?

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

extension UpdateSnapshots {
    /// The start entries of the elements on screen before an update, keyed by where the mapping
    /// takes each (those it takes nowhere have none; of two taken to one key the later listed).
    ///
    /// The capacity is the table's, made at its size rather than by `reserveCapacity`, which the
    /// standard library does not specialise (a metadata lookup and a copy of the empty table).
    @MainActor static func initialEntries(
        of oldVisible: [CollectionViewLayoutAttributes], mapping: ElementMapping, capacity: Int
    ) -> [ElementID: Snapshot] {
        var entries = [ElementID: Snapshot](minimumCapacity: capacity)
        for attributes in oldVisible {
            guard let key = mapping.newElement(forOld: ElementID(attributes)) else { continue }
            entries[key] = Snapshot(onScreen: attributes, at: key.indexPath)
        }
        return entries
    }

    /// The end entries of what the layout answered for the visible rectangle after an update, keyed
    /// by the element before it that the mapping takes to each (new ones have none; of two taken
    /// from one key the later listed): unshared answers as they are, others copied now.
    @MainActor static func finalEntries(
        of visibleAfter: [CollectionViewLayoutAttributes], mapping: ElementMapping, unshared: Bool, capacity: Int
    ) -> [ElementID: Snapshot] {
        var entries = [ElementID: Snapshot](minimumCapacity: capacity)
        for attributes in visibleAfter {
            guard let key = mapping.oldElement(forNew: ElementID(attributes)) else { continue }
            entries[key] = unshared ? Snapshot(onScreen: attributes, at: key.indexPath)
                : Snapshot(copy: attributes.snapshot(at: key.indexPath))
        }
        return entries
    }
}

extension UpdateSnapshots {
    /// The entries `prepare(forCollectionViewUpdates:)` would put in ``initial`` and ``final``
    /// for elements on screen, each made when asked from what the eager tables are made of (kept
    /// as it was then): the same entry, or none, for every element.
    @MainActor struct OnScreenEntries {
        /// The mapping as the update was prepared: without the layout's `indexPathsToDelete/Insert…`
        /// answers, which the engine asks for after `prepare(forCollectionViewUpdates:)`.
        let mapping: ElementMapping
        /// The attributes on screen before the update, by element (``LayoutUpdateContext/oldVisibleByElement``).
        let oldVisible: [ElementID: CollectionViewLayoutAttributes]
        /// What the layout answered for the visible rectangle after the update, as it was prepared:
        /// unshared answers (``CollectionViewLayout/answersUnsharedAttributes``, which every layout
        /// making its entries on demand has), so nothing changes them until they are read.
        let visibleAfter: [CollectionViewLayoutAttributes]
        /// ``UpdateSnapshots/final``'s entries, made at the first question after
        /// ``searchesBeforeEntries`` searches: an entry is found by the element after the update,
        /// which only the whole answer can name.
        private var finalEntries: [ElementID: Snapshot]?
        /// How many `final` questions searched the answer.
        private var searches = 0
        /// How many `final` questions search the answer before its entries are made: the questions
        /// still answered are about views leaving the screen, few (mostly none); a search reads the
        /// answer once, the table hashes every element of it.
        static let searchesBeforeEntries = 8

        init(mapping: ElementMapping, oldVisible: [ElementID: CollectionViewLayoutAttributes],
             visibleAfter: [CollectionViewLayoutAttributes]) {
            (self.mapping, self.oldVisible, self.visibleAfter) = (mapping, oldVisible, visibleAfter)
        }

        /// The start entry of `key` (an element after the update): the attributes on screen of the
        /// element before it that the mapping takes to `key`, at `key`'s index path. For the flow
        /// layout, the only one making its entries on demand, the mapping takes at most one element
        /// to a key (cells by the item map, headers and footers by the section map, each one to one
        /// on what survives) and its two directions invert each other there, so the element it
        /// takes back is the one the eager table keyed by `key`.
        func initial(_ key: ElementID) -> Snapshot? {
            guard let old = mapping.oldElement(forNew: key), let attributes = oldVisible[old],
                  mapping.newElement(forOld: old) == key else { return nil }
            return Snapshot(onScreen: attributes, at: key.indexPath)
        }

        /// The end entry of `key` (an element before the update): the attributes the layout
        /// answered for the element the mapping takes it to, when the rectangle's answer held it,
        /// at `key`'s index path.
        mutating func final(_ key: ElementID) -> Snapshot? {
            if let finalEntries { return finalEntries[key] }
            guard searches == Self.searchesBeforeEntries else {
                searches += 1
                // The element the mapping takes `key` to, when the mapping takes it back (see
                // `initial(_:)`), named by the last of the answer's attributes, as in the table.
                guard let new = mapping.newElement(forOld: key), mapping.oldElement(forNew: new) == key else { return nil }
                for attributes in visibleAfter.reversed() where new.isElement(of: attributes) {
                    return Snapshot(onScreen: attributes, at: key.indexPath)
                }
                return nil
            }
            let entries = UpdateSnapshots.finalEntries(of: visibleAfter, mapping: mapping, unshared: true, capacity: visibleAfter.count)
            finalEntries = entries
            return entries[key]
        }
    }
}
