import BatchUpdates
import Foundation
import Keyframes

/// Interactive movement, UIKit's reordering (iOS 9): a gesture lifts an item, drags it, and drops
/// or cancels it; the other items animate out of its way each time its target index path changes.
///
/// Each update that changes the target is a batch update of one move (from the item's current
/// index path to the target, in the view's own counts: the data source is not asked, and a move
/// across sections changes two sections' counts), run through the one update pipeline, so it has
/// UIKit's hooks, a track per view and a place in ``animationHistory``. The end is an update
/// without items (the dropped item animates from the finger to its slot) and a cancel one that
/// moves the item back; only then, and only for an end that moved the item, is the data source
/// told (`collectionView(_:moveItemAt:to:)`, once, original to final index path). The layout calls
/// of updates that change nothing (and of the begin) are recorded at the start of the next
/// animated change, as an interactive transition's start is.
extension CollectionView {
    /// Lifts the item at `indexPath`, as UIKit's `beginInteractiveMovementForItem(at:)`: the layout
    /// is invalidated with `invalidationContext(forInteractivelyMovingItems:…)` (the item's centre
    /// as both positions) and from then on places the item with
    /// `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`.
    ///
    /// - Parameter indexPath: The item to move.
    /// - Returns: `false`, and nothing happens, when a movement is already in progress, inside a
    ///   batch or an interactive transition, without a data source, when the item does not exist
    ///   or has no cell on screen to lift, or when the data source's
    ///   `collectionView(_:canMoveItemAt:)` answers `false` (its default: see
    ///   ``CollectionViewDataSource/collectionView(_:canMoveItemAt:)``).
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        engine.beginInteractiveMovement(forItemAt: indexPath)
    }

    /// Moves the dragged item to `targetPosition`, as UIKit's
    /// `updateInteractiveMovementTargetPosition(_:)`: the layout's
    /// `targetIndexPath(forInteractivelyMovingItem:withPosition:)` proposes an index path, the
    /// delegate's `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`
    /// may change it, and the layout is invalidated with
    /// `invalidationContext(forInteractivelyMovingItems:…)`. When the target changed, the item
    /// moves there in an animated batch update and the other items make room; otherwise the view
    /// is laid out again at once with the item under the finger.
    ///
    /// The dragged view follows the finger at once between updates; in an update that changes the
    /// target it animates from the previous position with the others (UIKit's own treatment of
    /// that moment is undocumented). Selection follows the moves.
    ///
    /// - Parameters:
    ///   - targetPosition: The finger's position in content coordinates; ignored unless finite.
    ///   - timing: The timing of the items making room; ``updateTiming`` when nil.
    ///   - fileID: The caller's `#fileID` (defaulted), kept in a raised exception.
    ///   - filePath: The caller's `#filePath` (defaulted).
    ///   - line: The caller's `#line` (defaulted).
    ///   - column: The caller's `#column` (defaulted).
    /// - Returns: The update when the target changed; `nil` when it did not, no movement runs, or
    ///   UIKit raises: for a target that names no place
    ///   (``InteractiveMovementError/targetOutOfRange(_:movingItem:itemCounts:)``) or when the
    ///   layout's answers make UIKit raise, the movement stays where it was and the
    ///   ``UIKitException`` is kept in ``raisedExceptions`` and handed on (``throwing`` has the twin
    ///   that throws).
    @discardableResult
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint, timing: TrackTiming? = nil,
                                                        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                                        line: UInt = #line, column: UInt = #column) -> UpdateAnimation? {
        raising(nil, fileID: fileID, filePath: filePath, line: line, column: column) {
            try throwing.updateInteractiveMovementTargetPosition(targetPosition, timing: timing)
        }
    }

    /// Drops the dragged item where it is, as UIKit's `endInteractiveMovement()`: the layout is
    /// invalidated with `invalidationContext(forEndingInteractiveMovementOfItemsToFinalIndexPaths:…)`
    /// (`movementCancelled` false), the item animates from the finger to its slot in an update
    /// without items, and then, if it moved, the data source's `collectionView(_:moveItemAt:to:)`
    /// is called once with its original and final index paths.
    ///
    /// - Parameters:
    ///   - timing: The drop's timing; ``updateTiming`` when nil.
    ///   - fileID: The caller's `#fileID` (defaulted), kept in a raised exception.
    ///   - filePath: The caller's `#filePath` (defaulted).
    ///   - line: The caller's `#line` (defaulted).
    ///   - column: The caller's `#column` (defaulted).
    /// - Returns: The drop's animation; `nil` when no movement is in progress or UIKit raises (the
    ///   layout's answers): the movement then goes on, the data source is not told, and the
    ///   ``UIKitException`` is kept in ``raisedExceptions`` and handed on.
    @discardableResult
    public func endInteractiveMovement(timing: TrackTiming? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                       line: UInt = #line, column: UInt = #column) -> UpdateAnimation? {
        raising(nil, fileID: fileID, filePath: filePath, line: line, column: column) {
            try engine.finishInteractiveMovement(cancelled: false, timing: timing)
        }
    }

    /// Puts the dragged item back, as UIKit's `cancelInteractiveMovement()`: the layout is
    /// invalidated with `invalidationContext(forEndingInteractiveMovementOfItemsToFinalIndexPaths:…)`
    /// (the original index paths, `movementCancelled` true) and one update moves the item back to
    /// its original index path, every other item returning too. The data source is not told.
    ///
    /// - Parameters:
    ///   - timing: The return's timing; ``updateTiming`` when nil.
    ///   - fileID: The caller's `#fileID` (defaulted), kept in a raised exception.
    ///   - filePath: The caller's `#filePath` (defaulted).
    ///   - line: The caller's `#line` (defaulted).
    ///   - column: The caller's `#column` (defaulted).
    /// - Returns: The return's animation; `nil` when no movement is in progress or UIKit raises
    ///   (the layout's answers; the ``UIKitException`` is kept in ``raisedExceptions`` and handed on).
    @discardableResult
    public func cancelInteractiveMovement(timing: TrackTiming? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                          line: UInt = #line, column: UInt = #column) -> UpdateAnimation? {
        raising(nil, fileID: fileID, filePath: filePath, line: line, column: column) {
            try engine.finishInteractiveMovement(cancelled: true, timing: timing)
        }
    }

    /// The index path the dragged item has now in the view's counts; `nil` when no interactive
    /// movement is in progress. (The simulator's question; UIKit keeps it private.)
    public var indexPathForInteractivelyMovingItem: IndexPath? {
        engine.interactiveMovement?.currentIndexPath
    }
}

extension CollectionView.Throwing {
    /// `updateInteractiveMovementTargetPosition(_:)` that throws where UIKit raises.
    ///
    /// - Parameters:
    ///   - targetPosition: The finger's position in content coordinates; ignored unless finite.
    ///   - timing: The timing of the items making room; ``CollectionView/updateTiming`` when nil.
    /// - Returns: The update when the target changed; `nil` when it did not or no movement runs.
    /// - Throws: ``InteractiveMovementError/targetOutOfRange(_:movingItem:itemCounts:)`` or
    ///   ``BatchUpdateError``; the movement stays where it was.
    @discardableResult
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint, timing: TrackTiming? = nil) throws -> UpdateAnimation? {
        try view.engine.moveInteractiveMovementTarget(to: targetPosition, timing: timing)
    }

    /// `endInteractiveMovement()` that throws where UIKit raises.
    /// - Parameter timing: The drop's timing; ``CollectionView/updateTiming`` when nil.
    /// - Returns: The drop's animation; `nil` when no movement is in progress.
    /// - Throws: ``BatchUpdateError`` when the layout's answers make UIKit raise.
    @discardableResult
    public func endInteractiveMovement(timing: TrackTiming? = nil) throws -> UpdateAnimation? {
        try view.engine.finishInteractiveMovement(cancelled: false, timing: timing)
    }

    /// `cancelInteractiveMovement()` that throws where UIKit raises.
    /// - Parameter timing: The return's timing; ``CollectionView/updateTiming`` when nil.
    /// - Returns: The return's animation; `nil` when no movement is in progress.
    /// - Throws: ``BatchUpdateError`` when the layout's answers make UIKit raise.
    @discardableResult
    public func cancelInteractiveMovement(timing: TrackTiming? = nil) throws -> UpdateAnimation? {
        try view.engine.finishInteractiveMovement(cancelled: true, timing: timing)
    }
}
