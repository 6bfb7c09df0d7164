import CollectionViewSimulator

/// UIKit's `UIMenuElement`: the simulator's ``CollectionViewSimulator/MenuElement``.
public typealias UIMenuElement = MenuElement

/// UIKit's `UIAction`: the simulator's ``CollectionViewSimulator/Action`` (a test chooses one with
/// ``CollectionViewSimulator/Action/perform(sender:)``).
public typealias UIAction = Action

/// UIKit's `UIActionHandler`: the closure a ``UIAction`` runs.
public typealias UIActionHandler = ActionHandler

/// UIKit's `UIMenu`: the simulator's ``CollectionViewSimulator/Menu``.
public typealias UIMenu = Menu
