import Foundation

extension CollectionView {
    /// The direction a flow layout scrolls in: `UICollectionView.ScrollDirection`, with UIKit's
    /// raw values.
    public enum ScrollDirection: Int, Sendable, Hashable, Codable {
        /// Lines are rows, stacked downwards; the content is as wide as the view.
        case vertical = 0
        /// Lines are columns, stacked rightwards; the content is as tall as the view.
        case horizontal = 1
    }
}
