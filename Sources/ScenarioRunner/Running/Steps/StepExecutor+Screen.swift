import CollectionViewSimulator
import Foundation

extension StepExecutor {
    /// What each element on screen shows now, named by its index path: the attributes the next
    /// update starts its views from.
    func screen() -> [ElementReference: AnimatedAttributes] {
        collectionView.layoutIfNeeded()  // the view's getters never lay out; a pending change shows now
        var screen: [ElementReference: AnimatedAttributes] = [:]
        for attributes in collectionView.presentationAttributesForVisibleElements {
            let reference = ElementReference(
                category: attributes.representedElementCategory, kind: attributes.representedElementKind,
                indexPath: attributes.indexPath)
            screen[reference] = AnimatedAttributes(attributes)
        }
        return screen
    }

    /// What the layout returns now for every element `animation` leaves in place (all but deleted
    /// views and reloads' outgoing ones), named by its index path after the animation.
    func layoutAttributes(endingOn animation: UpdateAnimation?) -> [ElementReference: AnimatedAttributes?] {
        guard let animation else { return [:] }
        let layout = collectionView.collectionViewLayout
        var result: [ElementReference: AnimatedAttributes?] = [:]
        for track in animation.tracks where track.fate != .deleted && track.fate != .reloadedOut {
            let element = track.element
            guard let indexPath = element.indexPathAfterUpdate else { continue }
            let attributes: CollectionViewLayoutAttributes? = switch element.category {
            case .cell: layout.layoutAttributesForItem(at: indexPath)
            case .supplementaryView: layout.layoutAttributesForSupplementaryView(ofKind: element.kind ?? "", at: indexPath)
            case .decorationView: layout.layoutAttributesForDecorationView(ofKind: element.kind ?? "", at: indexPath)
            }
            let reference = ElementReference(category: element.category, kind: element.kind, indexPath: indexPath)
            result[reference] = .some(attributes.map(AnimatedAttributes.init))
        }
        return result
    }
}
