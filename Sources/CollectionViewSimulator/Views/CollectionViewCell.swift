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
    /// The content the cell shows as a value (UIKit's `contentConfiguration`, iOS 14), such as a
    /// ``ListContentConfiguration``; `nil` by default. Nothing is drawn from it.
    open var contentConfiguration: (any ContentConfiguration)?
    /// The cell's background as a value (UIKit's `backgroundConfiguration`, iOS 14); `nil` by default.
    open var backgroundConfiguration: BackgroundConfiguration?
    /// Whether the content configuration follows the cell's state (UIKit's default `true`; the
    /// simulator keeps the flag and updates nothing).
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether the background configuration follows the cell's state (see
    /// ``automaticallyUpdatesContentConfiguration``).
    open var automaticallyUpdatesBackgroundConfiguration = true

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
