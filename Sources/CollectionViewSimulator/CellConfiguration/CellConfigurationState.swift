/// The state a cell's configuration follows (UIKit's `UICellConfigurationState`, iOS 14, the name
/// UIKitCompatibility gives it): what a ``CollectionViewCell/configurationUpdateHandler`` reads to
/// style the cell.
///
/// ```swift
/// cell.configurationUpdateHandler = { cell, state in
///     var background = UIBackgroundConfiguration.listPlainCell()
///     background.backgroundColor = state.isSelected ? .systemBlue : .clear
///     cell.backgroundConfiguration = background
/// }
/// ```
public struct CellConfigurationState: Sendable, Hashable, Codable {
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is highlighted (a finger is down on it).
    public var isHighlighted = false
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell has focus.
    public var isFocused = false
    /// Whether the cell is in editing mode.
    public var isEditing = false
    /// Whether the cell's outline item is expanded.
    public var isExpanded = false
    /// Whether the cell is swiped to show its actions.
    public var isSwiped = false
    /// Whether the cell is being reordered.
    public var isReordering = false

    /// Creates a state with every flag off.
    public init() {}
}
