import CollectionViewSimulator

/// UIKit's `UIContextMenuConfiguration`: the simulator's
/// ``CollectionViewSimulator/ContextMenuConfiguration`` (a test long-presses with
/// ``CollectionViewSimulator/CollectionView/contextMenu(forItemAt:)``).
public typealias UIContextMenuConfiguration = ContextMenuConfiguration

/// UIKit's `UIContextMenuActionProvider`: makes a context menu from the suggested actions.
public typealias UIContextMenuActionProvider = ContextMenuConfiguration.ActionProvider

/// UIKit's `UIContextMenuContentPreviewProvider`: makes a context menu's preview.
public typealias UIContextMenuContentPreviewProvider = ContextMenuConfiguration.ContentPreviewProvider

/// UIKit's `UIContextMenuInteractionAnimating`: the animator of a context menu's delegate calls.
public typealias UIContextMenuInteractionAnimating = ContextMenuInteractionAnimating
