import CollectionViewSimulator
import Foundation

/// UIKit's `UICollectionReusableView`: the base of cells, supplementary and decoration views,
/// with the hooks layouts and their views override.
///
/// ```swift
/// final class SectionBackgroundView: UICollectionReusableView {
///     override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
///         super.apply(layoutAttributes)
///         backgroundColor = (layoutAttributes as? BackgroundAttributes)?.color
///     }
/// }
/// ```
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued with.
    open var reuseIdentifier: String?

    /// Called before the view is reused; the base class does nothing.
    open func prepareForReuse() {}

    /// Applies a layout's attributes (custom attributes included) to the view. The base class sets
    /// nothing: the collection view itself sets the frame, alpha, transform and hidden state.
    ///
    /// - Parameter layoutAttributes: The attributes the layout gave the view.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view prefers (self-sizing): the base class returns `layoutAttributes`
    /// unchanged.
    ///
    /// - Parameter layoutAttributes: The attributes the layout proposes.
    /// - Returns: The attributes the view wants.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        layoutAttributes
    }

    /// Called before a layout transition; the base class does nothing.
    ///
    /// - Parameters:
    ///   - oldLayout: The layout being left.
    ///   - newLayout: The layout being entered.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Called after a layout transition; the base class does nothing.
    ///
    /// - Parameters:
    ///   - oldLayout: The layout left.
    ///   - newLayout: The layout entered.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}

/// UIKit's `UICollectionViewCell`: a reusable view with a content view and selection state.
open class UICollectionViewCell: UICollectionReusableView {
    /// The view that holds the cell's content.
    public let contentView = UIView(frame: .zero)
    /// The view behind the content; `nil` by default.
    open var backgroundView: UIView?
    /// Whether the cell is selected.
    open var isSelected = false
    /// Whether the cell is highlighted.
    open var isHighlighted = false

    /// Creates a cell with a frame; its content view fills it.
    ///
    /// - Parameter frame: The cell's rectangle.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = CGRect(origin: .zero, size: frame.size)
        addSubview(contentView)
    }

    /// Creates a cell from an archive; the simulator archives no views and returns `nil`.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        return nil
    }
}
