import CollectionViewSimulator
import Foundation
import Keyframes

/// A flow layout that answers a NaN or infinite number once `poison` is set: in one property of
/// item 0's attributes (from every attributes method, the providers included), in its content
/// size, or in its target content offset.
final class NonFiniteFlowLayout: CollectionViewFlowLayout {
    enum Poison { case center, size, alpha, transform, contentSize, targetOffset }

    var poison: Poison?

    override var collectionViewContentSize: CGSize {
        poison == .contentSize ? CGSize(width: 320, height: CGFloat.infinity) : super.collectionViewContentSize
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map(poisoned)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath).map(poisoned)
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        super.initialLayoutAttributesForAppearingItem(at: itemIndexPath).map(poisoned)
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        poison == .targetOffset ? CGPoint(x: 0, y: CGFloat.nan) : super.targetContentOffset(forProposedContentOffset: proposedContentOffset)
    }

    private func poisoned(_ attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        guard let poison, attributes.representedElementCategory == .cell, attributes.indexPath.item == 0,
              let copy = attributes.copy() as? CollectionViewLayoutAttributes else { return attributes }
        switch poison {
        case .center: copy.center = CGPoint(x: CGFloat.nan, y: 25)
        case .size: copy.size = CGSize(width: 50, height: CGFloat.infinity)
        case .alpha: copy.alpha = .nan
        case .transform: copy.transform3D.m11 = .nan
        case .contentSize, .targetOffset: break
        }
        return copy
    }
}
