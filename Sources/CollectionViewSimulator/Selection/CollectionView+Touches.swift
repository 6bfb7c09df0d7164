import Foundation

extension CollectionView {
    /// A simulated tap on an item: ``touchDownOnItem(at:)`` then ``touchUp(inside:)``, the delegate
    /// calls of both in UIKit's order.
    ///
    /// ```swift
    /// collectionView.allowsMultipleSelection = true
    /// try collectionView.tapItem(at: IndexPath(item: 1, section: 0)).map(\.methodName)
    /// // shouldHighlightItemAt, didHighlightItemAt, shouldSelectItemAt, didSelectItemAt, didUnhighlightItemAt
    /// try collectionView.tapItem(at: IndexPath(item: 1, section: 0)).map(\.methodName)
    /// // shouldHighlightItemAt, didHighlightItemAt, shouldDeselectItemAt, didDeselectItemAt, didUnhighlightItemAt
    /// ```
    ///
    /// - Parameter indexPath: The item tapped.
    /// - Returns: The delegate trace of the tap.
    /// - Throws: ``SelectionError/itemOutOfRange(_:itemCounts:)`` for an item that does not exist.
    @discardableResult
    public func tapItem(at indexPath: IndexPath) throws -> [CollectionViewDelegateCall] {
        try touchDownOnItem(at: indexPath) + touchUp(inside: true)
    }

    /// A simulated tap at a point, found by hit testing as a finger on the screen is:
    /// ``touchDown(at:)`` then ``touchUp(inside:)``.
    ///
    /// ```swift
    /// try collectionView.tap(at: CGPoint(x: 25, y: 25)).map(\.methodName)
    /// // shouldHighlightItemAt, didHighlightItemAt, shouldSelectItemAt, didSelectItemAt, didUnhighlightItemAt
    /// ```
    ///
    /// - Parameter point: The point in the view's coordinates (its bounds: the content's, as
    ///   ``indexPathForItem(at:)`` takes).
    /// - Returns: The delegate trace of the tap; empty when the touch reaches no item.
    /// - Throws: ``SelectionError/itemOutOfRange(_:itemCounts:)`` as ``tapItem(at:)`` does.
    @discardableResult
    public func tap(at point: CGPoint) throws -> [CollectionViewDelegateCall] {
        try touchDown(at: point) + touchUp(inside: true)
    }

    /// A finger coming down at a point: the item it reaches (``item(hitAt:)``) is touched down on
    /// as by ``touchDownOnItem(at:)``; a point that reaches no item only lifts a touch already down.
    ///
    /// - Parameter point: The point in the view's coordinates.
    /// - Returns: The delegate trace.
    /// - Throws: ``SelectionError/itemOutOfRange(_:itemCounts:)`` as ``touchDownOnItem(at:)`` does.
    @discardableResult
    public func touchDown(at point: CGPoint) throws -> [CollectionViewDelegateCall] {
        guard let indexPath = item(hitAt: point) else { return touchUp(inside: false) }
        return try touchDownOnItem(at: indexPath)
    }

    /// The item a finger at `point` reaches, as UIKit finds it: hit testing
    /// (``View/hitTest(_:with:)``) from the topmost view above this one, with the point converted
    /// to its coordinates, gives the view the touch goes to; the item is the one whose cell is that
    /// view or holds it. A touch that hits no cell of this view reaches no item: one on the view's
    /// empty space, on a cell that does not take touches (its `isUserInteractionEnabled` is
    /// `false`, which in UIKit keeps a cell from being selected), on a view in front of the
    /// collection view, or outside it. Overrides of `hitTest(_:with:)` and
    /// `point(inside:with:)` (a cell that enlarges its touch area, a view that lets touches
    /// pass through) change the answer as they do on iOS.
    ///
    /// - Parameter point: The point in the view's coordinates.
    /// - Returns: The item's index path, or `nil`.
    public func item(hitAt point: CGPoint) -> IndexPath? {
        let root = Array(sequence(first: self as View) { $0.superview }).last ?? self
        var view = root.hitTest(root.convert(point, from: self), with: nil)
        while let current = view {
            if let cell = current as? CollectionViewCell, let indexPath = indexPath(for: cell) { return indexPath }
            view = current.superview
        }
        return nil
    }

    /// A finger coming down on an item: when the view takes touches
    /// (``View/receivesTouches``) and with ``allowsSelection``, asks
    /// `collectionView(_:shouldHighlightItemAt:)` and, when it answers `true`, highlights the item
    /// (the cell's `isHighlighted`) and calls `collectionView(_:didHighlightItemAt:)`. When it
    /// answers `false` the touch is ignored and its touch-up does nothing, as UIKit's documentation
    /// of `collectionView(_:shouldHighlightItemAt:)` says ("the system bypasses the entire selection
    /// process"). A touch already down is lifted outside its item first.
    ///
    /// - Parameter indexPath: The item under the finger.
    /// - Returns: The delegate trace.
    /// - Throws: ``SelectionError/itemOutOfRange(_:itemCounts:)`` for an item that does not exist.
    @discardableResult
    public func touchDownOnItem(at indexPath: IndexPath) throws -> [CollectionViewDelegateCall] {
        try checkItemExists(indexPath)
        var trace = touchUp(inside: false)
        guard receivesTouches, allowsSelection else { return trace }
        let answer = delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
        trace.append(.shouldHighlightItemAt(indexPath, answer: answer))
        guard answer else { return trace }
        selection.highlighted = indexPath
        delegate?.collectionView(self, didHighlightItemAt: indexPath)
        trace.append(.didHighlightItemAt(indexPath))
        return trace
    }

    /// The finger lifting from the highlighted item. Lifted inside it, the selection process runs:
    /// for an item not selected, `collectionView(_:shouldSelectItemAt:)` then, on `true`, the item
    /// selected (without ``allowsMultipleSelection``, the others deselected first with
    /// `collectionView(_:didDeselectItemAt:)` each) and `collectionView(_:didSelectItemAt:)`; for a
    /// selected item with multiple selection, `collectionView(_:shouldDeselectItemAt:)` then
    /// `collectionView(_:didDeselectItemAt:)`; for a selected item without it, the select path
    /// again (it stays selected: tapping does not deselect in single selection). Then, inside or
    /// not, the highlight ends with `collectionView(_:didUnhighlightItemAt:)`.
    ///
    /// The order and the single-selection rules are the simulator's reading of UIKit's delegate
    /// documentation and of common app code that relies on them; UIKit documents no complete order.
    ///
    /// - Parameter inside: Whether the finger lifts inside the item (a tap) or outside (a cancel).
    /// - Returns: The delegate trace; empty when no item is highlighted.
    @discardableResult
    public func touchUp(inside: Bool = true) -> [CollectionViewDelegateCall] {
        guard let indexPath = selection.highlighted else { return [] }
        var trace = inside ? selectionProcess(at: indexPath) : []
        selection.highlighted = nil
        delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        trace.append(.didUnhighlightItemAt(indexPath))
        return trace
    }

    /// The select or deselect half of a tap on `indexPath`.
    private func selectionProcess(at indexPath: IndexPath) -> [CollectionViewDelegateCall] {
        if allowsMultipleSelection, selection.selected.contains(indexPath) {
            let answer = delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
            guard answer else { return [.shouldDeselectItemAt(indexPath, answer: false)] }
            selection.selected.removeAll { $0 == indexPath }
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return [.shouldDeselectItemAt(indexPath, answer: true), .didDeselectItemAt(indexPath)]
        }
        let answer = delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
        var trace: [CollectionViewDelegateCall] = [.shouldSelectItemAt(indexPath, answer: answer)]
        guard answer else { return trace }
        if !allowsMultipleSelection {
            for other in selection.selected where other != indexPath {
                selection.selected.removeAll { $0 == other }
                delegate?.collectionView(self, didDeselectItemAt: other)
                trace.append(.didDeselectItemAt(other))
            }
        }
        if !selection.selected.contains(indexPath) { selection.selected.append(indexPath) }
        delegate?.collectionView(self, didSelectItemAt: indexPath)
        trace.append(.didSelectItemAt(indexPath))
        return trace
    }
}
