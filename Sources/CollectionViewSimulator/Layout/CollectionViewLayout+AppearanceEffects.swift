import Foundation

/// The base class's declarative appearing and disappearing effects: which elements an update
/// inserts or deletes, and the effect applied to the default providers' answers for them (see
/// ``CollectionViewLayout/appearingEffect``).
extension CollectionViewLayout {
    /// Whether the update in progress inserts the element (after-update key): an item inserted or
    /// reloaded, any element of an inserted or reloaded section, or a supplementary or decoration
    /// view the layout lists in `indexPathsToInsert…`. Never an element that only moves or shifts,
    /// and never outside an update (bounds changes, layout transitions).
    func isInsertedByUpdate(_ key: ElementID) -> Bool {
        guard updateSnapshots.isUpdating else { return false }
        if let section = key.indexPath.first, updateSnapshots.insertedSections.contains(section) {
            return key.category != .cell || !updateSnapshots.movedItemDestinations.contains(key.indexPath)
        }
        switch key.category {
        case .cell: return updateSnapshots.insertedItems.contains(key.indexPath)
        case .supplementaryView, .decorationView: return reportedInsertions(for: key).contains(key.indexPath)
        }
    }

    /// Whether the update in progress deletes the element (before-update key): an item deleted or
    /// reloaded, any element of a deleted or reloaded section, or a supplementary or decoration view
    /// the layout lists in `indexPathsToDelete…`. Never an element that only moves or shifts.
    func isDeletedByUpdate(_ key: ElementID) -> Bool {
        guard updateSnapshots.isUpdating else { return false }
        if let section = key.indexPath.first, updateSnapshots.deletedSections.contains(section) {
            return key.category != .cell || !updateSnapshots.movedItemSources.contains(key.indexPath)
        }
        switch key.category {
        case .cell: return updateSnapshots.deletedItems.contains(key.indexPath)
        case .supplementaryView, .decorationView: return reportedDeletions(for: key).contains(key.indexPath)
        }
    }

    /// `attributes` with ``appearingEffect`` applied when the update inserts the element. With no
    /// default answer (`.documented`), the effect applies to the element's attributes after the
    /// update: the documented meaning of `nil` is "start from the final attributes".
    func applyingAppearingEffect(
        to attributes: CollectionViewLayoutAttributes?, for key: ElementID
    ) -> CollectionViewLayoutAttributes? {
        guard let appearingEffect, isInsertedByUpdate(key) else { return attributes }
        return (attributes ?? layoutAttributes(for: key)).map(appearingEffect.applied(to:))
    }

    /// `attributes` with ``disappearingEffect`` applied when the update deletes the element. With
    /// no default answer, the effect applies to the attributes the element showed on screen before
    /// the update, when the engine's context has them; otherwise there is nothing to apply it to
    /// (the layout is never asked about the old state) and the answer stays `nil`.
    func applyingDisappearingEffect(
        to attributes: CollectionViewLayoutAttributes?, for key: ElementID
    ) -> CollectionViewLayoutAttributes? {
        guard let disappearingEffect, isDeletedByUpdate(key) else { return attributes }
        return (attributes ?? updateContext?.oldVisibleByElement[key]).map(disappearingEffect.applied(to:))
    }
}
