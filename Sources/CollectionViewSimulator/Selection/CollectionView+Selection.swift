import Foundation

extension CollectionView {
    /// Whether the user can select items (`UICollectionView.allowsSelection`, default `true`).
    /// When `false`, ``tapItem(at:)`` and ``touchDownOnItem(at:)`` do nothing and call no delegate
    /// method (the simulator's choice: UIKit documents only that the user can't select), as when
    /// ``View/isUserInteractionEnabled`` is off.
    /// ``selectItem(at:animated:scrollPosition:fileID:filePath:line:column:)`` still selects, as programmatic selection does
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

    /// The selected items, sorted by section then item. After a batch update they follow the
    /// old→new map.
    ///
    /// Optional, as UIKit declares it (`[IndexPath]?`), so ported code that writes
    /// `indexPathsForSelectedItems?.forEach { … }` or `guard let selected = …` compiles unchanged;
    /// never `nil` here: an empty array when nothing is selected, as UIKit's keeps its selection in
    /// a set it always has.
    public var indexPathsForSelectedItems: [IndexPath]? {
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
    /// the other items are deselected; `nil` clears the selection. With a non-empty
    /// `scrollPosition` the view then scrolls to the item as
    /// ``scrollToItem(at:at:animated:fileID:filePath:line:column:)`` does.
    ///
    /// An index path that names no item raises (``SelectionError/itemOutOfRange(_:itemCounts:)``,
    /// `NSInvalidArgumentException`), selects nothing, and the ``UIKitException`` is kept in
    /// ``raisedExceptions`` and handed on; ``throwing`` has the twin that throws.
    ///
    /// - Parameters:
    ///   - indexPath: The item to select, or `nil` to deselect all.
    ///   - animated: Whether the scroll animates; selection itself does not animate here.
    ///   - scrollPosition: Where to scroll the selected item; `[]` does not scroll.
    ///   - fileID: The caller's `#fileID` (defaulted), kept in a raised exception.
    ///   - filePath: The caller's `#filePath` (defaulted).
    ///   - line: The caller's `#line` (defaulted).
    ///   - column: The caller's `#column` (defaulted).
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition,
                           fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                           line: UInt = #line, column: UInt = #column) {
        raising((), fileID: fileID, filePath: filePath, line: line, column: column) {
            try throwing.selectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
        }
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

    /// Throws `error` (``SelectionError/itemOutOfRange(_:itemCounts:)`` unless told) when
    /// `indexPath` names no item in the cached counts.
    func checkItemExists(_ indexPath: IndexPath,
                         else error: (IndexPath, [Int]) -> SelectionError = SelectionError.itemOutOfRange) throws {
        let counts = engine.itemCounts
        guard indexPath.count == 2, counts.indices.contains(indexPath.section),
              (0..<counts[indexPath.section]).contains(indexPath.item) else {
            throw error(indexPath, counts)
        }
    }
}

extension CollectionView.Throwing {
    /// `selectItem(at:animated:scrollPosition:)` that throws where UIKit raises.
    ///
    /// - Parameters:
    ///   - indexPath: The item to select, or `nil` to deselect all.
    ///   - animated: Whether the scroll animates.
    ///   - scrollPosition: Where to scroll the selected item; `[]` does not scroll.
    /// - Throws: ``SelectionError/itemOutOfRange(_:itemCounts:)`` for an item that does not exist.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: CollectionView.ScrollPosition) throws {
        guard let indexPath else { return view.selection.selected.removeAll() }
        try view.checkItemExists(indexPath)
        if !view.allowsMultipleSelection { view.selection.selected.removeAll() }
        if !view.selection.selected.contains(indexPath) { view.selection.selected.append(indexPath) }
        if !scrollPosition.isEmpty { try scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }
}
