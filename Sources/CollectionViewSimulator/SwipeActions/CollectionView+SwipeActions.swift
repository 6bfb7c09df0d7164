import Foundation

/// The row whose swipe actions are showing: its cell (so the row is found again after updates
/// move it, and is gone once its cell leaves), the edge and the configuration it shows.
@MainActor
struct SwipedRow {
    let cell: CollectionViewCell
    let edge: SwipeEdge.Logical
    let configuration: SwipeActionsConfiguration
}

extension CollectionView {
    /// The swipe actions a finger would reveal on one edge of an item on screen: the list
    /// configuration's provider for that edge (``CollectionLayoutListConfiguration/leadingSwipeActionsConfigurationProvider``
    /// or ``CollectionLayoutListConfiguration/trailingSwipeActionsConfigurationProvider``), asked for
    /// the item as UIKit asks when a swipe begins. Only list sections have swipe actions: with
    /// another layout, or a section not made by ``CollectionLayoutSection/list(using:layoutEnvironment:)``,
    /// the answer is `nil`. Opens nothing (``swipeItem(at:edge:)`` does).
    ///
    /// - Parameters:
    ///   - indexPath: The item.
    ///   - edge: The row's edge (`.left` and `.right` follow the view's layout direction).
    /// - Returns: The provider's configuration, or `nil`.
    /// - Throws: ``SelectionError/itemOutOfRange(_:itemCounts:)`` for an item that does not exist,
    ///   ``ItemGestureError/itemNotOnScreen(_:)`` for one with no cell on screen.
    public func swipeActionsConfiguration(forItemAt indexPath: IndexPath, edge: SwipeEdge) throws -> SwipeActionsConfiguration? {
        _ = try swipeableCell(at: indexPath)
        return swipeActionsProvider(forItemAt: indexPath, edge: edge.logical(in: effectiveUserInterfaceLayoutDirection))?(indexPath)
    }

    /// A simulated swipe that reveals an item's actions on one edge, as a finger does: any other
    /// row's actions close, the provider is asked (``swipeActionsConfiguration(forItemAt:edge:)``),
    /// and a configuration with actions stays showing (``indexPathForSwipedItem``) until an action
    /// completes or ``closeSwipeActions()``. A `nil` configuration or one without actions reveals
    /// nothing, as on iOS.
    ///
    /// ```swift
    /// let actions = try collectionView.swipeItem(at: IndexPath(item: 2, section: 0), edge: .trailing)
    /// actions?.actions.map(\.title)   // [Optional("Delete"), Optional("Flag")]
    /// ```
    ///
    /// - Parameters:
    ///   - indexPath: The item.
    ///   - edge: The row's edge.
    /// - Returns: The configuration showing, or `nil`.
    /// - Throws: As ``swipeActionsConfiguration(forItemAt:edge:)``.
    @discardableResult
    public func swipeItem(at indexPath: IndexPath, edge: SwipeEdge) throws -> SwipeActionsConfiguration? {
        let cell = try swipeableCell(at: indexPath)
        closeSwipeActions()
        let side = edge.logical(in: effectiveUserInterfaceLayoutDirection)
        guard let configuration = swipeActionsProvider(forItemAt: indexPath, edge: side)?(indexPath),
              !configuration.actions.isEmpty else { return nil }
        engine.swipedRow = SwipedRow(cell: cell, edge: side, configuration: configuration)
        return configuration
    }

    /// A simulated tap on one of an item's swipe action buttons: the row is swiped open on that
    /// edge if it is not already (``swipeItem(at:edge:)``), then the action's handler runs with
    /// the action, a source view and a completion, as UIKit runs it.
    ///
    /// The source view is the item's cell: UIKit passes the button it drew, which the simulator
    /// does not draw; the cell is on screen and has the row's frame, so a popover anchored to it
    /// or a `convert` from it reads the row. The completion closes the row, with `true` or
    /// `false`; only its first call counts. The simulator changes no data: a "Delete" handler
    /// deletes its item through the data source (a snapshot `apply`, `deleteItems(at:)`), and that
    /// update animates the row out.
    ///
    /// ```swift
    /// try collectionView.performSwipeAction(at: 0, forItemAt: IndexPath(item: 2, section: 0), edge: .trailing)
    /// // .performed: the handler deleted item 2 and called completion(true)
    /// ```
    ///
    /// - Parameters:
    ///   - index: The action's index in the configuration (0 is the one at the row's edge).
    ///   - indexPath: The item.
    ///   - edge: The row's edge.
    /// - Returns: What the handler reported by the time it returned.
    /// - Throws: As ``swipeActionsConfiguration(forItemAt:edge:)``;
    ///   ``ItemGestureError/noSwipeActions(_:edge:)`` when the row shows no actions there,
    ///   ``ItemGestureError/actionOutOfRange(_:actionCount:_:edge:)`` for an index beyond them.
    @discardableResult
    public func performSwipeAction(at index: Int, forItemAt indexPath: IndexPath, edge: SwipeEdge) throws -> SwipeActionResult {
        let row = try openSwipedRow(at: indexPath, edge: edge)
        let actions = row.configuration.actions
        guard actions.indices.contains(index) else {
            throw ItemGestureError.actionOutOfRange(index, actionCount: actions.count, indexPath, edge: edge)
        }
        return perform(actions[index], in: row)
    }

    /// A simulated full swipe across an item: with the configuration's
    /// ``SwipeActionsConfiguration/performsFirstActionWithFullSwipe`` (UIKit's default), its first
    /// action runs as ``performSwipeAction(at:forItemAt:edge:)`` runs it; without, the row only
    /// opens (``SwipeActionResult/opened``).
    ///
    /// - Parameters:
    ///   - indexPath: The item.
    ///   - edge: The row's edge.
    /// - Returns: What happened.
    /// - Throws: As ``performSwipeAction(at:forItemAt:edge:)``.
    @discardableResult
    public func performFullSwipe(onItemAt indexPath: IndexPath, edge: SwipeEdge) throws -> SwipeActionResult {
        let row = try openSwipedRow(at: indexPath, edge: edge)
        guard row.configuration.performsFirstActionWithFullSwipe, let first = row.configuration.actions.first else { return .opened }
        return perform(first, in: row)
    }

    /// The item whose swipe actions are showing, or `nil`: opened by ``swipeItem(at:edge:)``,
    /// closed by an action's completion, ``closeSwipeActions()``, another row's swipe, or its cell
    /// leaving the screen (an update that deleted its item). Follows the item through updates.
    public var indexPathForSwipedItem: IndexPath? {
        engine.swipedRow.flatMap { indexPath(for: $0.cell) }
    }

    /// Closes the row whose swipe actions are showing, as a tap elsewhere does on iOS; no
    /// handler runs.
    public func closeSwipeActions() {
        engine.swipedRow = nil
    }

    /// The row open on `edge` of the item: the one showing, or a new swipe.
    private func openSwipedRow(at indexPath: IndexPath, edge: SwipeEdge) throws -> SwipedRow {
        let cell = try swipeableCell(at: indexPath)
        let side = edge.logical(in: effectiveUserInterfaceLayoutDirection)
        if let row = engine.swipedRow, row.cell === cell, row.edge == side { return row }
        try swipeItem(at: indexPath, edge: edge)
        guard let row = engine.swipedRow else { throw ItemGestureError.noSwipeActions(indexPath, edge: edge) }
        return row
    }

    /// Runs an action's handler with the row's cell and a completion that closes the row once.
    private func perform(_ action: ContextualAction, in row: SwipedRow) -> SwipeActionResult {
        var result = SwipeActionResult.pending
        action.handler(action, row.cell) { [weak self] performed in
            guard result == .pending else { return }
            result = performed ? .performed : .notPerformed
            if let self, self.engine.swipedRow?.cell === row.cell { self.engine.swipedRow = nil }
        }
        return result
    }

    /// The cell of an item a finger can swipe.
    private func swipeableCell(at indexPath: IndexPath) throws -> CollectionViewCell {
        try checkItemExists(indexPath)
        guard let cell = cellForItem(at: indexPath) else { throw ItemGestureError.itemNotOnScreen(indexPath) }
        return cell
    }

    /// The provider of the list section holding the item, for one edge; `nil` outside lists.
    private func swipeActionsProvider(forItemAt indexPath: IndexPath,
                                      edge: SwipeEdge.Logical) -> CollectionLayoutListConfiguration.SwipeActionsConfigurationProvider? {
        guard let layout = collectionViewLayout as? CollectionViewCompositionalLayout,
              layout.geometry.sections.indices.contains(indexPath.section) else { return nil }
        return layout.geometry.sections[indexPath.section].section.swipeActionsProviders.provider(for: edge)
    }
}
