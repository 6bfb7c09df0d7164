import Foundation

/// A list cell (UIKit's `UICollectionViewListCell`, iOS 14, the name UIKitCompatibility gives
/// it): a cell with a list's default content configuration, accessories and indentation.
///
/// ```swift
/// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
///     var content = cell.defaultContentConfiguration()
///     content.text = title
///     cell.contentConfiguration = content
///     cell.accessories = [.disclosureIndicator()]
/// }
/// ```
open class CollectionViewListCell: CollectionViewCell {
    /// The accessories at the cell's edges; none by default. The view of each custom view
    /// accessory (``CellAccessory/customView(configuration:)``) becomes a subview of the cell, as
    /// in UIKit, and leaves it when the accessory is removed; nothing lays it out (it keeps the
    /// frame the app gave it).
    open var accessories: [CellAccessory] = [] {
        didSet { showCustomViews(of: accessories, replacing: oldValue) }
    }
    /// The cell's outline level, which indents its content.
    open var indentationLevel = 0
    /// The width of one level of indentation.
    open var indentationWidth: CGFloat = 10
    /// Whether the accessories are indented with the content.
    open var indentsAccessories = true

    /// A list cell's content configuration with the default style (``ListContentConfiguration/cell()``),
    /// to fill in and set on ``CollectionViewCell/contentConfiguration``.
    open func defaultContentConfiguration() -> ListContentConfiguration {
        .cell()
    }

    private func showCustomViews(of accessories: [CellAccessory], replacing old: [CellAccessory]) {
        let shown = accessories.compactMap(\.customViewConfiguration?.customView)
        for view in old.compactMap(\.customViewConfiguration?.customView) where view.superview === self && !shown.contains(where: { $0 === view }) {
            view.removeFromSuperview()
        }
        for view in shown where view.superview !== self { addSubview(view) }
    }
}
