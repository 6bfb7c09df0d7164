import CollectionViewSimulator

// UIKit's names for the iOS 14 cell configurations: values a registration's handler sets on a
// cell; the simulator draws nothing from them.

/// UIKit's `UIContentConfiguration`: ``CollectionViewSimulator/ContentConfiguration``.
public typealias UIContentConfiguration = ContentConfiguration

/// UIKit's `UIListContentConfiguration`: ``CollectionViewSimulator/ListContentConfiguration``.
///
/// ```swift
/// var content = UIListContentConfiguration.subtitleCell()
/// content.text = "Title"
/// content.secondaryText = "Detail"
/// cell.contentConfiguration = content
/// ```
public typealias UIListContentConfiguration = ListContentConfiguration

/// UIKit's `UIBackgroundConfiguration`: ``CollectionViewSimulator/BackgroundConfiguration``.
public typealias UIBackgroundConfiguration = BackgroundConfiguration

/// UIKit's `UICellAccessory`: ``CollectionViewSimulator/CellAccessory``.
public typealias UICellAccessory = CellAccessory

/// UIKit's `UICollectionViewListCell`: ``CollectionViewSimulator/CollectionViewListCell``.
public typealias UICollectionViewListCell = CollectionViewListCell

/// UIKit's `UIImage`: ``CollectionViewSimulator/Image``, an image's name (nothing is drawn).
public typealias UIImage = Image

/// UIKit's `UICellConfigurationState`: ``CollectionViewSimulator/CellConfigurationState``, the
/// selection and highlight a cell's `configurationUpdateHandler` styles it for.
public typealias UICellConfigurationState = CellConfigurationState

extension CellConfigurationState {
    /// Creates a state with every flag off (UIKit's `init(traitCollection:)`); the simulator's
    /// state carries no traits.
    ///
    /// - Parameter traitCollection: The traits; not kept.
    public init(traitCollection: UITraitCollection) {
        self.init()
    }
}
