import Foundation

/// A cell (UIKit's `UICollectionViewCell`, the name UIKitCompatibility gives it): a reusable view
/// with a content view and selection state.
open class CollectionViewCell: CollectionReusableView {
    /// The view that holds the cell's content.
    public let contentView = View(frame: .zero)
    /// The view behind the content; `nil` by default.
    open var backgroundView: View?
    /// The view behind the content while the cell is selected or highlighted; `nil` by default.
    open var selectedBackgroundView: View?
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

    /// Creates a cell from an archive (UIKit's `init?(coder:)`): the simulator never archives
    /// views, so this is a cell with a zero frame and its empty content view, as `init()` creates.
    ///
    /// - Parameter coder: The archive; ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }
}
