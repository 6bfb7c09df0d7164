/// What ties a ``ViewController`` to the controllers around it and to its navigation bar items:
/// its parent and children, what it presents and what presented it, its navigation item and its
/// edit button. One object held by the controller, so the containment, navigation and
/// presentation extensions keep their state in one place.
@MainActor
final class ControllerRelations {
    weak var parent: ViewController?
    var children: [ViewController] = []
    weak var presenting: ViewController?
    var presented: ViewController?
    var navigationItem: NavigationItem?
    var editButtonItem: BarButtonItem?
    var modalPresentationStyle: ModalPresentationStyle = .automatic
    /// Whether the controller has appeared and not disappeared since.
    var isShown = false
}
