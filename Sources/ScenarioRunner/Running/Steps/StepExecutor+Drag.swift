import BatchUpdates
import CollectionViewSimulator
import Foundation
import Keyframes
import TimelineOutput

@MainActor extension StepExecutor {
    /// Performs a `drag` step: lifts the item, moves the finger along the path (letting each
    /// update that moves the item finish before the next point), then ends or cancels. An end
    /// that moved the item moves its identifier in the data source, and so in the model.
    ///
    /// - Returns: One animation per point that changed the target, then the drop or cancel.
    /// - Throws: ``StepError/data(_:)`` when the item cannot be lifted, or when a target names no
    ///   place; ``StepError/uikit(_:)`` when the layout's answers make UIKit raise. The step is all
    ///   or nothing: a movement that fails part-way is undone as one change, so the view (its
    ///   views, their running animations, the clock) and the data are as before the step.
    func performDrag(_ drag: DragStepSpec, _ step: StepSpec) throws(StepError) -> [UpdateAnimation] {
        let name = "\(drag.item.section)-\(drag.item.item)"
        let stages: [UpdateAnimation]
        do {
            stages = try collectionView.performAllOrNothing { () throws -> [UpdateAnimation] in
                guard collectionView.beginInteractiveMovementForItem(at: drag.item) else {
                    throw StepError.data("item \(name) cannot be lifted: it is not on screen, or no such item exists")
                }
                var stages: [UpdateAnimation] = []
                for point in drag.path {
                    guard let animation = try animating(step, { try collectionView.throwing.updateInteractiveMovementTargetPosition(point, timing: timing(step)) })
                    else { continue }
                    stages.append(animation)
                    collectionView.finishAnimations()
                }
                let release = drag.ends
                    ? try animating(step) { try collectionView.throwing.endInteractiveMovement(timing: timing(step)) }
                    : try animating(step) { try collectionView.throwing.cancelInteractiveMovement(timing: timing(step)) }
                return stages + (release.map { [$0] } ?? [])
            }
        } catch {
            dataSource.sections = model.sections
            if let error = error as? StepError { throw error }
            if let error = error as? BatchUpdateError { throw .uikit(error) }
            throw .data("drag of item \(name): \(error)")
        }
        model.sections = dataSource.sections
        return stages
    }
}
