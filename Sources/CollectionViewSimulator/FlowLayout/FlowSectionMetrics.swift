import Foundation

/// What a flow layout knows about one section before placing it: the answers of the delegate (or
/// the layout's properties), cleaned of values UIKit rejects.
struct FlowSectionMetrics {
    /// The section's items: one size for all, or a size per item.
    enum ItemSizes {
        /// Every item has this size.
        case uniform(CGSize)
        /// Item `i` has size `i`.
        case varying([CGSize])
    }

    /// The number of items.
    var count: Int
    /// The items' sizes.
    var itemSizes: ItemSizes
    /// The effective section insets (after `sectionInsetReference`).
    var inset: EdgeInsets
    /// The minimum spacing between items of a line.
    var interitemSpacing: CGFloat
    /// The minimum spacing between lines.
    var lineSpacing: CGFloat
    /// The header's reference size.
    var headerSize: CGSize
    /// The footer's reference size.
    var footerSize: CGSize
}
