import Foundation

/// A cell (UIKit's `UICollectionViewCell`, the name UIKitCompatibility gives it): a reusable view
/// with a content view and selection state.
open class CollectionViewCell: CollectionReusableView {
    /// The type of ``configurationUpdateHandler`` (UIKit's `UICollectionViewCell.ConfigurationUpdateHandler`).
    public typealias ConfigurationUpdateHandler = (CollectionViewCell, CellConfigurationState) -> Void

    /// The view that holds the cell's content.
    public let contentView = View(frame: .zero)
    /// The view behind the content; `nil` by default.
    open var backgroundView: View?
    /// The view behind the content while the cell is selected or highlighted; `nil` by default.
    open var selectedBackgroundView: View?
    /// Whether the cell is selected. A change asks for a configuration update
    /// (``setNeedsUpdateConfiguration()``), as in UIKit.
    open var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
    }
    /// Whether the cell is highlighted. A change asks for a configuration update, as in UIKit.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
    }
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

    /// The closure that styles the cell for its state (UIKit's `configurationUpdateHandler`,
    /// iOS 15); `nil` by default. Setting it asks for a configuration update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The cell's current state (UIKit's `configurationState`): its selection and highlight.
    open var configurationState: CellConfigurationState {
        var state = CellConfigurationState()
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// Asks for a configuration update (UIKit's `setNeedsUpdateConfiguration()`). UIKit defers the
    /// update to the next layout pass; the simulator updates at once:
    /// ``updateConfiguration(using:)`` runs with ``configurationState`` before this returns.
    open func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
    }

    /// Styles the cell for a state (UIKit's `updateConfiguration(using:)`): by default, calls
    /// ``configurationUpdateHandler``. Override it to style a subclass; call `super` to keep the
    /// handler.
    ///
    /// - Parameter state: The state to style the cell for.
    open func updateConfiguration(using state: CellConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

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
