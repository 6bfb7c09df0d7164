import Foundation

extension CollectionView {
    /// Whether the user can select items (`UICollectionView.allowsSelection`, default `true`).
    /// When `false`, ``tapItem(at:)`` and ``touchDownOnItem(at:)`` do nothing and call no delegate
    /// method (the simulator's choice: UIKit documents only that the user can't select), as when
    /// ``View/isUserInteractionEnabled`` is off.
    /// ``selectItem(at:animated:scrollPosition:)`` still selects, as programmatic selection does
    /// in UIKit.
    public var allowsSelection: Bool {
        get { selection.allowsSelection }
        set { selection.allowsSelection = newValue }
    }

    /// Whether the user can select more than one item (`allowsMultipleSelection`, default
    /// `false`). With it, tapping a selected item deselects it; without it, selecting an item
    /// deselects the one selected before.
    public var allowsMultipleSelection: Bool {
        get { selection.allowsMultipleSelection }
        set { selection.allowsMultipleSelection = newValue }
    }

    /// What a batch update does to a selected item it reloads: ``SelectionReloadPolicy/deselect``
    /// by default (see there for why).
    public var selectionReloadPolicy: SelectionReloadPolicy {
        get { selection.reloadPolicy }
        set { selection.reloadPolicy = newValue }
    }

    /// The selected items, sorted by section then item (`indexPathsForSelectedItems`; empty rather
    /// than `nil` when nothing is selected). After a batch update they follow the old→new map.
    public var indexPathsForSelectedItems: [IndexPath] {
        selection.selected.sorted()
    }

    /// The item the user's finger is down on, highlighted, if any.
    public var indexPathForHighlightedItem: IndexPath? {
        selection.highlighted
    }

    /// Whether the cell at `indexPath` shows as selected (`UICollectionViewCell.isSelected`).
    ///
    /// - Parameter indexPath: The item's index path.
    /// - Returns: `true` when the item is selected.
    public func isItemSelected(at indexPath: IndexPath) -> Bool {
        selection.selected.contains(indexPath)
    }

    /// Whether the cell at `indexPath` shows as highlighted (`UICollectionViewCell.isHighlighted`).
    ///
    /// - Parameter indexPath: The item's index path.
    /// - Returns: `true` while a touch is down on the item and its highlight was allowed.
    public func isItemHighlighted(at indexPath: IndexPath) -> Bool {
        selection.highlighted == indexPath
    }

    /// Selects an item from code, as UIKit's `selectItem(at:animated:scrollPosition:)`: no delegate
    /// method is called (UIKit's documentation of the method says so). Without multiple selection
    /// the other items are deselected; `nil` clears the selection.
    ///
    /// - Parameters:
    ///   - indexPath: The item to select, or `nil` to deselect all.
    ///   - animated: Accepted for UIKit's signature; selection itself does not animate here.
    ///   - scrollPosition: Accepted for UIKit's signature; the simulator does not scroll to the item.
    /// - Throws: ``SelectionError/itemOutOfRange(_:itemCounts:)`` for an item that does not exist.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) throws {
        guard let indexPath else { return selection.selected.removeAll() }
        try checkItemExists(indexPath)
        if !allowsMultipleSelection { selection.selected.removeAll() }
        if !selection.selected.contains(indexPath) { selection.selected.append(indexPath) }
    }

    /// Deselects an item from code, as UIKit's `deselectItem(at:animated:)`: no delegate method is
    /// called; deselecting an item that is not selected does nothing.
    ///
    /// - Parameters:
    ///   - indexPath: The item to deselect.
    ///   - animated: Accepted for UIKit's signature.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selection.selected.removeAll { $0 == indexPath }
    }

    /// Throws when `indexPath` names no item in the cached counts.
    func checkItemExists(_ indexPath: IndexPath) throws {
        let counts = engine.itemCounts
        guard indexPath.count == 2, counts.indices.contains(indexPath.section),
              (0..<counts[indexPath.section]).contains(indexPath.item) else {
            throw SelectionError.itemOutOfRange(indexPath, itemCounts: counts)
        }
    }
}
