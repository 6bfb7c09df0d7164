import Foundation

/// The context menu showing: its configuration and the items it acts on.
@MainActor
struct ShownContextMenu {
    let configuration: ContextMenuConfiguration
    let indexPaths: [IndexPath]
}

extension CollectionView {
    /// A simulated long press on an item, at its cell's centre: as ``contextMenu(at:)``, for an
    /// item on screen.
    ///
    /// ```swift
    /// let menu = try collectionView.contextMenu(forItemAt: IndexPath(item: 1, section: 0))
    /// menu?.allActions.first { $0.title == "Delete" }?.perform()
    /// ```
    ///
    /// - Parameter indexPath: The item.
    /// - Returns: The menu showing, or `nil`.
    /// - Throws: ``SelectionError/itemOutOfRange(_:itemCounts:)`` for an item that does not exist,
    ///   ``ItemGestureError/itemNotOnScreen(_:)`` for one with no cell on screen.
    @discardableResult
    public func contextMenu(forItemAt indexPath: IndexPath) throws -> Menu? {
        try checkItemExists(indexPath)
        guard let cell = cellForItem(at: indexPath) else { throw ItemGestureError.itemNotOnScreen(indexPath) }
        return showContextMenu(forItemsAt: contextMenuItems(pressing: indexPath), point: cell.center)
    }

    /// A simulated long press at a point, as a finger holds there on iOS: the item it reaches
    /// (``item(hitAt:)``) is the one the menu acts on, or, when it is one of several selected
    /// items, all of them (in ``indexPathsForSelectedItems``' order); empty space reaches none (Apple's documentation
    /// of `collectionView(_:contextMenuConfigurationForItemsAt:point:)`). A menu already showing
    /// is dismissed first. The delegate's configuration is asked for with the items and the
    /// point; its preview provider and action provider (with no suggested actions) are called,
    /// then `collectionView(_:willDisplayContextMenu:animator:)`, whose animator runs what it is
    /// given when the call returns. A `nil` configuration shows nothing; so does one with neither
    /// provider (UIKit begins the interaction and cancels it).
    ///
    /// - Parameter point: The point in the view's coordinates.
    /// - Returns: The menu showing, or `nil` (also for a configuration with a preview only).
    @discardableResult
    public func contextMenu(at point: CGPoint) -> Menu? {
        showContextMenu(forItemsAt: item(hitAt: point).map(contextMenuItems(pressing:)) ?? [], point: point)
    }

    /// The configuration of the context menu showing, or `nil`.
    public var contextMenuConfigurationShowing: ContextMenuConfiguration? { engine.shownContextMenu?.configuration }

    /// Dismisses the context menu showing, as a tap outside it or on one of its actions does on
    /// iOS: `collectionView(_:willEndContextMenuInteraction:animator:)`, whose animator runs what
    /// it is given when the call returns. Performing an action (``Action/perform(sender:)``) does
    /// not dismiss the menu by itself: call this after it to play the whole interaction.
    public func dismissContextMenu() {
        guard let shown = engine.shownContextMenu else { return }
        engine.shownContextMenu = nil
        let animator = ContextMenuAnimator(previewViewController: nil)
        delegate?.collectionView(self, willEndContextMenuInteraction: shown.configuration, animator: animator)
        animator.finish()
    }

    /// Asks for, builds and shows the menu for `indexPaths`.
    private func showContextMenu(forItemsAt indexPaths: [IndexPath], point: CGPoint) -> Menu? {
        dismissContextMenu()
        guard let configuration = delegate?.collectionView(self, contextMenuConfigurationForItemsAt: indexPaths, point: point),
              configuration.previewProvider != nil || configuration.actionProvider != nil else { return nil }
        let preview = configuration.previewProvider?()
        let menu = configuration.menu()
        engine.shownContextMenu = ShownContextMenu(configuration: configuration, indexPaths: indexPaths)
        let animator = ContextMenuAnimator(previewViewController: preview)
        delegate?.collectionView(self, willDisplayContextMenu: configuration, animator: animator)
        animator.finish()
        return menu
    }

    /// The items a long press on `indexPath` acts on: all the selected ones when it is one of
    /// several, itself otherwise.
    private func contextMenuItems(pressing indexPath: IndexPath) -> [IndexPath] {
        let selected = indexPathsForSelectedItems ?? []
        return selected.count > 1 && selected.contains(indexPath) ? selected : [indexPath]
    }
}
