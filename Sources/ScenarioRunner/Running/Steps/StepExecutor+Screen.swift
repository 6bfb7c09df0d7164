import CollectionViewSimulator
import Foundation

@MainActor extension StepExecutor {
    /// What each element on screen shows now, named by its index path: the attributes the next
    /// update starts its views from; after a pending layout pass unless `layingOut` is `false`.
    func screen(layingOut: Bool = true) -> [ElementID: AnimatedAttributes] {
        if layingOut { collectionView.layoutIfNeeded() }  // the view's getters never lay out; a pending change shows now
        let shownViews = collectionView.presentedVisibleElements  // read only: no copies needed
        var screen = [ElementID: AnimatedAttributes](minimumCapacity: shownViews.count)
        for (_, attributes) in shownViews {
            screen[ElementID(attributes)] = AnimatedAttributes(attributes)
        }
        return screen
    }

    /// What the layout returns now for every element `animation` leaves in place (all but deleted
    /// views and reloads' outgoing ones), named by its index path after the animation.
    func layoutAttributes(endingOn animation: UpdateAnimation?) -> [ElementID: AnimatedAttributes?] {
        guard let animation else { return [:] }
        var result: [ElementID: AnimatedAttributes?] = [:]
        for track in animation.tracks where track.fate != .deleted && track.fate != .reloadedOut {
            guard let indexPath = track.indexPathAfterUpdate else { continue }
            let element = track.element.moved(to: indexPath)
            result[element] = .some(layoutAttributes(of: element).map(AnimatedAttributes.init))
        }
        return result
    }

    /// What the layout returns now for `element`: `layoutAttributesForItem(at:)` or its
    /// supplementary or decoration twin, as the view shows it (mirrored in a right-to-left view
    /// for a layout that flips).
    func layoutAttributes(of element: ElementID) -> CollectionViewLayoutAttributes? {
        collectionView.collectionViewLayout.shownLayoutAttributes(for: element)
    }
}
