import BatchUpdates
import Foundation

/// What a collection view keeps about selection and highlighting between calls.
struct SelectionState {
    /// Whether the user can select items (`UICollectionView.allowsSelection`).
    var allowsSelection = true
    /// Whether the user can select more than one item (`allowsMultipleSelection`).
    var allowsMultipleSelection = false
    /// Whether the view is in editing mode (`UICollectionView.isEditing`).
    var isEditing = false
    /// What a batch does to a selected item it reloads.
    var reloadPolicy = SelectionReloadPolicy.deselect
    /// The selected items, in the order they were selected.
    var selected: [IndexPath] = []
    /// The item a touch is down on and that the delegate let highlight, if any.
    var highlighted: IndexPath?

    /// The selection after a validated batch: each selected item at its new index path; deleted
    /// items (and those in deleted sections) leave silently; reloaded items by ``reloadPolicy``.
    ///
    /// - Parameter batch: The batch that was applied.
    mutating func remap(through batch: ResolvedBatchUpdate) {
        let reloaded = Self.reloadTargets(of: batch)
        selected = selected.compactMap { old in
            if let new = batch.newIndexPath(forOld: old) { return new }
            guard reloadPolicy == .keep else { return nil }
            if let new = reloaded.items[old] { return new }
            guard let section = reloaded.sections[old.section], batch.itemCountsAfter.indices.contains(section),
                  old.item < batch.itemCountsAfter[section] else { return nil }
            return IndexPath(item: old.item, section: section)
        }
        highlighted = highlighted.flatMap(batch.newIndexPath(forOld:))
    }

    /// The selection after `reloadData()`: cleared, or with ``SelectionReloadPolicy/keep`` the
    /// selected index paths that still exist in the new counts. Any highlight ends silently.
    ///
    /// - Parameter itemCounts: The data source's counts after the reload (read only for `.keep`).
    mutating func reloadData(itemCounts: [Int]) {
        highlighted = nil
        guard reloadPolicy == .keep else { return selected.removeAll() }
        selected.removeAll { !itemCounts.indices.contains($0.section) || $0.item >= itemCounts[$0.section] }
    }

    /// Where each item and section a batch reloads is after it, from UIKit's update items: a
    /// reload item's `indexPathBeforeUpdate` and `indexPathAfterUpdate` (a section's carry
    /// `NSNotFound` as the item).
    private static func reloadTargets(of batch: ResolvedBatchUpdate)
        -> (items: [IndexPath: IndexPath], sections: [Int: Int]) {
        var items: [IndexPath: IndexPath] = [:]
        var sections: [Int: Int] = [:]
        for update in batch.updateItems where update.updateAction == .reload {
            guard let before = update.indexPathBeforeUpdate, let after = update.indexPathAfterUpdate,
                  before.count == 2, after.count == 2 else { continue }
            if before.item == NSNotFound { sections[before.section] = after.section } else { items[before] = after }
        }
        return (items, sections)
    }
}

/// What a reload does to the selection: a selected item that a batch reloads (`reloadItems(at:)`,
/// `reloadSections(_:)`), and the whole selection at `reloadData()`.
///
/// UIKit documents no rule for either. The default, ``deselect``, is the simulator's choice: a
/// reload is a delete and an insert (UIKit's index mapping; `newIndexPath(forOld:)`
/// answers `nil` for a reloaded item) and the cell that comes in is a new one, so nothing carries
/// the selection over; `reloadData()` forgets every item the same way (what app developers
/// commonly report of UIKit). Moved items, and items in moved sections, always keep their selection
/// at their new index paths; deleted ones always leave it silently. Choose ``keep`` to model a UIKit
/// that keeps reloaded items selected.
public enum SelectionReloadPolicy: Sendable, Hashable, Codable {
    /// A reloaded item leaves the selection, silently, like a deleted one (the default).
    case deselect
    /// A reloaded item stays selected, at its index path after the batch.
    case keep
}
