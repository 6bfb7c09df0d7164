import CollectionViewSimulator

/// UIKit's `UIAlertController`: the simulator's ``CollectionViewSimulator/AlertController`` (a
/// test chooses a button with ``CollectionViewSimulator/AlertController/chooseAction(titled:)``).
public typealias UIAlertController = AlertController

/// UIKit's `UIAlertAction`: the simulator's ``CollectionViewSimulator/AlertAction``.
public typealias UIAlertAction = AlertAction

/// UIKit's `UIModalPresentationStyle`: the simulator's
/// ``CollectionViewSimulator/ModalPresentationStyle``.
public typealias UIModalPresentationStyle = ModalPresentationStyle
