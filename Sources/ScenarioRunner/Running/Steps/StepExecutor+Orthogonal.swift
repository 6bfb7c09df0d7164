import CollectionViewSimulator
import Foundation
import TimelineOutput

@MainActor extension StepExecutor {
    /// Scrolls an orthogonal section of a compositional layout: the offset's component across the
    /// layout's axis is proposed, the section's behaviour picks where it rests
    /// (`targetOrthogonalScrollOffset(forProposedOffset:inSection:)`), and an empty batch update
    /// animates every visible cell of the row to its new place.
    func performOrthogonalScroll(_ scroll: ScrollStepSpec, section: Int, _ step: StepSpec) throws(StepError) -> [UpdateAnimation] {
        guard let layout = collectionView.collectionViewLayout as? CollectionViewCompositionalLayout else {
            throw .data("only a compositional layout's sections scroll on their own")
        }
        guard section < collectionView.numberOfSections else {
            throw .data("section \(section) does not exist; the view has \(collectionView.numberOfSections) sections")
        }
        let proposed = layout.configuration.scrollDirection == .vertical ? scroll.contentOffset.x : scroll.contentOffset.y
        let target = layout.targetOrthogonalScrollOffset(forProposedOffset: proposed, inSection: section)
        do {
            let animation = try animating(step) {
                try collectionView.throwing.performBatchUpdates(timing: timing(step), { layout.setOrthogonalScrollOffset(target, forSection: section) })
            }
            return [animation]
        } catch {
            throw .data(String(describing: error))
        }
    }
}
