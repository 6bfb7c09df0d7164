extension ViewController {
    /// The controller that contains this one (a navigation controller for a pushed screen), or
    /// `nil`.
    public var parent: ViewController? { relations.parent }

    /// The controllers this one contains, in the order they were added (a navigation
    /// controller's stack).
    public var children: [ViewController] { relations.children }

    /// The nearest ancestor that is a navigation controller, or `nil` (UIKit's
    /// `navigationController`): a screen pushed on a ``NavigationController`` or at its root.
    public var navigationController: NavigationController? {
        var ancestor = parent
        while let current = ancestor {
            if let navigationController = current as? NavigationController { return navigationController }
            ancestor = current.parent
        }
        return nil
    }

    /// What ``addChild(_:)`` does unless a subclass overrides it.
    func performAddChild(_ childController: ViewController) {
        guard childController !== self, childController.parent !== self else { return }
        if childController.parent != nil { childController.removeFromParent() }
        childController.willMove(toParent: self)
        relations.children.append(childController)
        childController.relations.parent = self
    }

    /// What ``removeFromParent()`` does unless a subclass overrides it.
    func performRemoveFromParent() {
        guard let parent else { return }
        parent.relations.children.removeAll { $0 === self }
        relations.parent = nil
        didMove(toParent: nil)
    }
}
