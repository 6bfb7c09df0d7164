import BatchUpdates
import Foundation

/// A message a layout logs, as UIKit prints it to the console: a value whose case says what is
/// wrong and whose ``description`` is UIKit's text.
///
/// ```swift
/// layout.warnings == [.nonPositiveItemSize]   // after itemSize = .zero and a layout pass
/// ```
public enum LayoutWarning: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A flow layout's item is longer than its line (wider than a vertical layout's content width,
    /// or taller than a horizontal one's); the item is placed alone on its line.
    case itemLongerThanLine(CollectionView.ScrollDirection)
    /// A flow layout's `itemSize` has a negative or zero side (UIKit asserts); items get size zero.
    case nonPositiveItemSize
    /// A size from a flow layout's delegate has a negative or non-finite side; it counts as zero.
    case negativeSize
    /// A compositional layout's section provider returned `nil` for a section; the section is laid
    /// out empty. UIKit's own reaction is undocumented and this text is the simulator's.
    case sectionProviderReturnedNil(section: Int)
    /// The layout returned attributes for a cell at an index path the data source does not have
    /// (a stale cache); UIKit (iOS 13 and later) ignores them (`validateLayoutInRect:`).
    /// `layout` is the layout's type name.
    case attributesNotValidForDataSourceCounts(IndexPath, layout: String)

    /// UIKit's console text.
    public var description: String {
        switch self {
        case .itemLongerThanLine(let direction):
            let (extent, edges) = direction == .vertical ? ("width", "left and right") : ("height", "top and bottom")
            return """
                The behavior of the UICollectionViewFlowLayout is not defined because:
                the item \(extent) must be less than the \(extent) of the UICollectionView minus the section insets \(edges) \
                values, minus the content insets \(edges) values.
                Please check the values returned by the delegate.
                """
        case .nonPositiveItemSize: return "negative or zero item sizes are not supported in the flow layout"
        case .negativeSize: return "negative sizes are not supported in the flow layout"
        case .attributesNotValidForDataSourceCounts(let indexPath, let layout):
            return "Layout attributes <UICollectionViewLayoutAttributes: \(IndexPath.placeholderObjectAddress)> index path: "
                + "(\(indexPath.uikitDescription)); were received from the layout <\(layout)> "
                + "but are not valid for the data source counts. Attributes will be ignored."
        case .sectionProviderReturnedNil(let section):
            return "the section provider returned no section for section \(section); it is laid out empty"
        }
    }
}
