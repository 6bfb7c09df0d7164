import CollectionViewSimulator
import Foundation

/// A deliberately broken flow layout: item 0 of every section has a NaN alpha.
final class NaNAlphaFlowLayout: CollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map(Self.poisoned)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath).map(Self.poisoned)
    }

    private static func poisoned(_ attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        guard attributes.representedElementCategory == .cell, attributes.indexPath.item == 0,
              let copy = attributes.copy() as? CollectionViewLayoutAttributes else { return attributes }
        copy.alpha = .nan
        return copy
    }
}
