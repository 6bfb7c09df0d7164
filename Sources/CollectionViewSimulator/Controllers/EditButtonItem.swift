/// A controller's ``ViewController/editButtonItem``: its title and style follow the controller's
/// editing mode ("Edit" and `.plain`, or "Done" and `.done`, as UIKit's), and a tap calls
/// ``ViewController/setEditing(_:animated:)`` with the opposite mode, animated.
final class EditButtonItem: BarButtonItem {
    private weak var controller: ViewController?

    init(controller: ViewController) {
        self.controller = controller
        super.init()
    }

    private var isEditing: Bool { controller?.isEditing ?? false }

    override var title: String? {
        get { isEditing ? "Done" : "Edit" }
        set {}
    }

    override var style: Style {
        get { isEditing ? .done : .plain }
        set {}
    }

    override func performPrimaryAction() -> Bool {
        guard let controller else { return false }
        controller.setEditing(!controller.isEditing, animated: true)
        return true
    }
}
