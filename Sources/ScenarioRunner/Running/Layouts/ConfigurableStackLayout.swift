import CollectionViewSimulator
import Foundation

/// ``CollectionViewSimulator/StackLayout`` with a card offset in both directions: the layout's
/// `itemOffset` is the vertical part; the horizontal part shifts card `i` right by `i · dx`.
final class ConfigurableStackLayout: StackLayout {
    /// How far right each card sits from the one above it, in points.
    var horizontalOffset: CGFloat = 0 { didSet { invalidateLayout() } }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard let attributes = super.layoutAttributesForItem(at: indexPath) else { return nil }
        attributes.center.x += CGFloat(indexPath.item) * horizontalOffset
        return attributes
    }
}
