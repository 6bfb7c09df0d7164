import Foundation

/// The base of cells, supplementary and decoration views (UIKit's `UICollectionReusableView`,
/// the name UIKitCompatibility gives it), with the hooks layouts and their views override.
///
/// ```swift
/// final class SectionBackgroundView: UICollectionReusableView {
///     override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
///         super.apply(layoutAttributes)
///         backgroundColor = (layoutAttributes as? BackgroundAttributes)?.color
///     }
/// }
/// ```
///
/// The collection view creates a registered class through ``init(reuseFrame:)``, which runs the
/// class's own `init(frame:)`: a subclass that overrides `init(frame:)` and `init?(coder:)`, as
/// UIKit requires, needs nothing more.
open class CollectionReusableView: View {
    /// The identifier the view was registered and dequeued with (read-only, as in UIKit).
    open internal(set) var reuseIdentifier: String?

    /// Creates a view of the receiver's own class with a frame: how the collection view creates a
    /// registered class (UIKit calls `initWithFrame:` on it). It runs the class's `init(frame:)`,
    /// overridden or inherited. Not an override point.
    ///
    /// Swift can only create an instance of a class known at run time through a `required`
    /// initialiser; a required `init(frame:)` would force every ported subclass to change
    /// `override init(frame:)`, while this convenience initialiser is inherited by every subclass
    /// that has `init(frame:)` and `init?(coder:)`.
    ///
    /// - Parameter frame: The view's rectangle.
    public required convenience init(reuseFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// Called before the view is reused; the base class does nothing.
    open func prepareForReuse() {}

    /// Applies a layout's attributes (custom attributes included) to the view. The base class sets
    /// nothing: the collection view itself sets the frame, alpha, transform and hidden state.
    ///
    /// - Parameter layoutAttributes: The attributes the layout gave the view.
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

    /// The attributes the view prefers (self-sizing): the base class returns `layoutAttributes`
    /// unchanged.
    ///
    /// - Parameter layoutAttributes: The attributes the layout proposes.
    /// - Returns: The attributes the view wants.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
        -> CollectionViewLayoutAttributes
    {
        layoutAttributes
    }

    /// Called before a layout transition; the base class does nothing.
    ///
    /// - Parameters:
    ///   - oldLayout: The layout being left.
    ///   - newLayout: The layout being entered.
    open func willTransition(from oldLayout: CollectionViewLayout, to newLayout: CollectionViewLayout) {}

    /// Called after a layout transition; the base class does nothing.
    ///
    /// - Parameters:
    ///   - oldLayout: The layout left.
    ///   - newLayout: The layout entered.
    open func didTransition(from oldLayout: CollectionViewLayout, to newLayout: CollectionViewLayout) {}
}
