import CollectionViewSimulator
import Foundation

/// ``CollectionViewSimulator/CircleLayout`` with the scenario's optional item size and radius:
/// items keep the sample's angles and its insert and delete animations around the same centre.
final class ConfigurableCircleLayout: CircleLayout {
    /// Every item's size; `nil` keeps the sample's 70 × 70.
    var itemSizeOverride: CGSize? { didSet { invalidateLayout() } }
    /// The circle's radius; `nil` keeps the sample's `min(width, height) / 2.5`.
    var radiusOverride: CGFloat? { didSet { invalidateLayout() } }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard let attributes = super.layoutAttributesForItem(at: indexPath) else { return nil }
        if let itemSizeOverride { attributes.size = itemSizeOverride }
        if let radiusOverride, cellCount > 0 {
            let angle = 2 * CGFloat(indexPath.item) * .pi / CGFloat(cellCount)
            attributes.center = CGPoint(x: center.x + radiusOverride * cos(angle), y: center.y + radiusOverride * sin(angle))
        }
        return attributes
    }
}
