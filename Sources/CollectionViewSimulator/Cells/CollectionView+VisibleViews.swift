import Foundation

extension CollectionView {
    /// The display events so far (the last ``displayEventLimit`` of them), in order: which views
    /// were created or reused by a dequeue, shown and removed (see ``DisplayEvent``).
    public var displayEvents: [DisplayEvent] { Array(cells.events.entries) }

    /// Whether, at one moment, views that leave end display before the views that come are asked
    /// for (``DisplayOrder/endThenDisplay``, the default) or after.
    public var displayOrder: DisplayOrder {
        get { cells.displayOrder }
        set { cells.displayOrder = newValue }
    }

    /// The cell showing an item, or `nil` when the item has no cell on screen (UIKit's
    /// `cellForItem(at:)`): the object the data source returned for it, with the item's layout
    /// attributes applied and its selection state. A getter: it never lays out.
    ///
    /// - Parameter indexPath: The item's index path.
    /// - Returns: The item's cell, or `nil`.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        engine.displayedView(showing: .cell(indexPath)) as? CollectionViewCell
    }

    /// The cells of the items on screen (UIKit's `visibleCells`), in the order of
    /// ``indexPathsForVisibleItems``.
    public var visibleCells: [CollectionViewCell] {
        indexPathsForVisibleItems.compactMap(cellForItem(at:))
    }

    /// The index path of the item a cell on screen shows (UIKit's `indexPath(for:)`); `nil` for a
    /// cell that is not on screen or is leaving it.
    ///
    /// - Parameter cell: A cell.
    /// - Returns: Its item's index path, or `nil`.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        guard let number = cells.number(of: cell) else { return nil }
        return cells.onScreen.first { $0.key.category == .cell && $0.value == number }?.key.indexPath
    }

    /// The supplementary view on screen for an element (UIKit's
    /// `supplementaryView(forElementKind:at:)`), or `nil`.
    ///
    /// - Parameters:
    ///   - elementKind: The view's kind.
    ///   - indexPath: Its index path.
    /// - Returns: The view, or `nil`.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        engine.displayedView(showing: .supplementary(elementKind, at: indexPath))
    }

    /// The supplementary views of a kind on screen (UIKit's `visibleSupplementaryViews(ofKind:)`),
    /// in the order of ``indexPathsForVisibleSupplementaryElements(ofKind:)``.
    ///
    /// - Parameter elementKind: The views' kind.
    /// - Returns: The views.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [CollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap { supplementaryView(forElementKind: elementKind, at: $0) }
    }
}
