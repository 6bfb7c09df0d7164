import BatchUpdates
import Foundation
import Keyframes

/// The engine's side of interactive movement (`Reordering/CollectionView+InteractiveMovement.swift`
/// has UIKit's methods and what they do): the movement's state, its updates through the one update
/// pipeline, and the dragged item held under the finger in every layout pass.
extension UpdateEngine {
    /// `beginInteractiveMovementForItem(at:)`'s body: lifts the item when it can move.
    ///
    /// - Returns: Whether the movement began (see ``CollectionView/beginInteractiveMovementForItem(at:)``).
    func beginInteractiveMovement(forItemAt indexPath: IndexPath) -> Bool {
        defer { endOperation() }
        guard interactiveMovement == nil, state.batchDepth == 0, state.interactiveTransition == nil,
              let dataSource = view.dataSource, indexPath.count == 2 else { return false }
        var recorder = LayoutCallRecorder(view.collectionViewLayout)
        layoutIfNeeded(recording: &recorder)
        let counts = itemCounts
        guard counts.indices.contains(indexPath.section), (0..<counts[indexPath.section]).contains(indexPath.item),
              let cell = state.visibleAttributes[.cell(indexPath)],
              dataSource.collectionView(view, canMoveItemAt: indexPath) else { return false }
        let center = cell.center
        let context = recorder.invalidationContext(forInteractivelyMovingItems: [indexPath], withTargetPosition: center,
                                                   previousIndexPaths: [indexPath], previousPosition: center)
        interactiveMovement = InteractiveMovementState(originalIndexPath: indexPath, currentIndexPath: indexPath, position: center)
        releaseDraggedView()
        recorder.invalidateLayout(with: context)
        layoutIfNeeded(recording: &recorder)
        interactiveMovement?.pendingHooks = recorder.hooks
        return true
    }

    /// The twin's body: moves the target, throwing where UIKit raises. All or nothing: a refused
    /// target leaves every view, its running animation and the movement as they were.
    func moveInteractiveMovementTarget(to targetPosition: CGPoint, timing: TrackTiming?) throws -> UpdateAnimation? {
        defer { endOperation() }
        guard let before = interactiveMovement, targetPosition.x.isFinite, targetPosition.y.isFinite else { return nil }
        return try allOrNothing { try moveTarget(of: before, to: targetPosition, timing: timing) }
    }

    private func moveTarget(of before: InteractiveMovementState, to targetPosition: CGPoint, timing: TrackTiming?) throws -> UpdateAnimation? {
        var recorder = LayoutCallRecorder(view.collectionViewLayout)
        recorder.replay(before.pendingHooks)
        layoutIfNeeded(recording: &recorder)
        let current = before.currentIndexPath
        let proposed = recorder.targetIndexPath(forInteractivelyMovingItem: current, withPosition: targetPosition)
        let target = view.delegate?.collectionView(view, targetIndexPathForMoveOfItemFromOriginalIndexPath: before.originalIndexPath,
                                              atCurrentIndexPath: current, toProposedIndexPath: proposed) ?? proposed
        let countsAfter = try countsAfterMovingItem(from: current, to: target)
        let context = recorder.invalidationContext(forInteractivelyMovingItems: [target], withTargetPosition: targetPosition,
                                                   previousIndexPaths: [current], previousPosition: before.position)
        releaseDraggedView()
        var movement = before
        movement.position = targetPosition
        movement.pendingHooks = []
        recorder.invalidateLayout(with: context)
        guard target != current else {
            interactiveMovement = movement
            layoutIfNeeded(recording: &recorder)
            interactiveMovement?.pendingHooks = recorder.hooks
            return nil
        }
        movement.currentIndexPath = target
        interactiveMovement = movement
        return try performMovementUpdate(from: current, to: target, countsAfter: countsAfter, timing: timing, recorder: recorder)
    }

    /// Ends or cancels the movement, throwing where UIKit raises. All or nothing: a refused end
    /// or cancel leaves every view, its running animation and the movement as they were (the
    /// dragged view is released from its animation only when the drop or return replaces it).
    func finishInteractiveMovement(cancelled: Bool, timing: TrackTiming?) throws -> UpdateAnimation? {
        defer { endOperation() }
        guard let movement = interactiveMovement else { return nil }
        return try allOrNothing { try finish(movement, cancelled: cancelled, timing: timing) }
    }

    private func finish(_ movement: InteractiveMovementState, cancelled: Bool, timing: TrackTiming?) throws -> UpdateAnimation? {
        var recorder = LayoutCallRecorder(view.collectionViewLayout)
        recorder.replay(movement.pendingHooks)
        layoutIfNeeded(recording: &recorder)
        let current = movement.currentIndexPath, original = movement.originalIndexPath
        let final = cancelled ? original : current
        let context = recorder.invalidationContext(forEndingInteractiveMovementOfItemsToFinalIndexPaths: [final],
                                                   previousIndexPaths: [current], movementCancelled: cancelled)
        releaseDraggedView()
        recorder.invalidateLayout(with: context)
        interactiveMovement = nil
        let countsAfter = try countsAfterMovingItem(from: current, to: final)
        let animation = try performMovementUpdate(from: current, to: final, countsAfter: countsAfter, timing: timing, recorder: recorder)
        if !cancelled, original != final { view.dataSource?.collectionView(view, moveItemAt: original, to: final) }
        return animation
    }

    /// The batch update of one move (none when `source == destination`) through the update pipeline.
    private func performMovementUpdate(from source: IndexPath, to destination: IndexPath, countsAfter: [Int], timing: TrackTiming?,
                                       recorder: LayoutCallRecorder) throws -> UpdateAnimation {
        var batch = BatchUpdate()
        if source != destination { batch.moveItem(at: source, to: destination) }
        let resolved = try batch.resolved(itemCountsBefore: itemCounts, itemCountsAfter: countsAfter, behavior: state.validationBehavior)
        return try performUpdate(resolved, timing: effectiveTiming(timing), recorder: recorder)
    }

    /// The view's counts once the item at `source` is at `destination`.
    ///
    /// - Throws: ``InteractiveMovementError/targetOutOfRange(_:movingItem:itemCounts:)`` when
    ///   `destination` names no item of its section (or, in another section, the slot after them).
    private func countsAfterMovingItem(from source: IndexPath, to destination: IndexPath) throws(InteractiveMovementError) -> [Int] {
        var counts = itemCounts
        let crossing = destination.count == 2 && destination.section != source.section
        guard destination.count == 2, counts.indices.contains(destination.section), destination.item >= 0,
              destination.item < counts[destination.section] + (crossing ? 1 : 0) else {
            throw .targetOutOfRange(destination, movingItem: source, itemCounts: counts)
        }
        if crossing {
            counts[source.section] -= 1
            counts[destination.section] += 1
        }
        return counts
    }

    /// Lets the dragged view show its attributes at once: any animation it was still running (the
    /// last update's) is dropped, as the finger, not an animation, places it.
    private func releaseDraggedView() {
        guard let element = interactiveMovement?.element, let id = state.viewIDs[element] else { return }
        state.runningTracks[id] = nil
    }

    /// The elements of a layout pass with the dragged item, while a movement runs, at its
    /// `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)` attributes instead of
    /// its slot: what every layout pass and update of the movement shows.
    func holdingMovingItem(_ attributes: [CollectionViewLayoutAttributes],
                           recording recorder: inout LayoutCallRecorder) -> [CollectionViewLayoutAttributes] {
        guard let movement = interactiveMovement else { return attributes }
        let moving = recorder.layoutAttributesForInteractivelyMovingItem(at: movement.currentIndexPath, withTargetPosition: movement.position)
        let held = ElementID(moving) == movement.element ? moving : moving.snapshot(at: movement.currentIndexPath)
        return attributes.filter { ElementID($0) != movement.element } + [held]
    }
}
