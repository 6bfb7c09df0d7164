import CollectionViewSimulator
import Foundation
import TimelineOutput

@MainActor extension StepExecutor {
    /// Performs a `tap`, `select` or `deselect` step; a tap's delegate calls are kept in
    /// `delegateCalls` for the step's result. Nothing animates.
    ///
    /// - Throws: ``StepError/data(_:)`` naming the item when it does not exist.
    func performSelection(_ step: SelectionStepSpec) throws(StepError) -> [UpdateAnimation] {
        do {
            switch step {
            case .tap(let indexPath): delegateCalls = try collectionView.tapItem(at: indexPath)
            case .select(let indexPath): try collectionView.throwing.selectItem(at: indexPath, animated: true, scrollPosition: [])
            case .deselect(let indexPath): collectionView.deselectItem(at: indexPath, animated: true)
            }
        } catch {
            throw .data("\(error)")
        }
        return []
    }
}
