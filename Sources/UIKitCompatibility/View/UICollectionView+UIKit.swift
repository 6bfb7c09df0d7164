import CollectionViewSimulator
import Foundation

extension CollectionView {
    /// UIKit's `traitCollection`: the display scale is the view's `screenScale`.
    public var traitCollection: UITraitCollection {
        UITraitCollection(displayScale: screenScale)
    }

    /// UIKit's `adjustedContentInset`: `contentInset` plus `safeAreaInsets` on every side, as
    /// UIKit adjusts with `contentInsetAdjustmentBehavior = .always`. Simulated views have zero
    /// safe-area insets unless a test sets them.
    public var adjustedContentInset: UIEdgeInsets {
        UIEdgeInsets(
            top: contentInset.top + safeAreaInsets.top, left: contentInset.left + safeAreaInsets.left,
            bottom: contentInset.bottom + safeAreaInsets.bottom, right: contentInset.right + safeAreaInsets.right)
    }

    /// UIKit's `cellForItem(at:)`: a cell for an item on screen, `nil` otherwise.
    ///
    /// A simulated view keeps no cells, so each call returns a new `UICollectionViewCell` at the
    /// item's attributes on screen (frame, alpha, transform, hidden state) with those attributes
    /// applied; changes to it are not kept.
    ///
    /// - Parameter indexPath: The item's index path.
    /// - Returns: A cell showing the item, or `nil` when it is not on screen.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        guard let attributes = layoutAttributesForVisibleElements.first(where: {
            $0.representedElementCategory == .cell && $0.indexPath == indexPath
        }) else { return nil }
        let cell = UICollectionViewCell(frame: attributes.frame)
        cell.alpha = attributes.alpha
        cell.isHidden = attributes.isHidden
        cell.transform = attributes.transform
        cell.apply(attributes)
        return cell
    }

    /// UIKit's `visibleCells`: a cell (see ``cellForItem(at:)``) for every item on screen, in
    /// index-path order.
    public var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap(cellForItem(at:))
    }
}
