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

    /// Adds a child (UIKit's `addChild(_:)`): removes it from its previous parent, calls its
    /// ``willMove(toParent:)`` with this controller, and appends it to ``children``; the caller
    /// calls ``didMove(toParent:)`` when done, as in UIKit.
    ///
    /// - Parameter childController: The child.
    public func addChild(_ childController: ViewController) {
        guard childController !== self, childController.parent !== self else { return }
        if childController.parent != nil { childController.removeFromParent() }
        childController.willMove(toParent: self)
        relations.children.append(childController)
        childController.relations.parent = self
    }

    /// Removes the controller from its parent (UIKit's `removeFromParent()`) and calls its
    /// ``didMove(toParent:)`` with `nil`; the caller calls ``willMove(toParent:)`` with `nil`
    /// first, as in UIKit. Does nothing without a parent.
    public func removeFromParent() {
        guard let parent else { return }
        parent.relations.children.removeAll { $0 === self }
        relations.parent = nil
        didMove(toParent: nil)
    }
}
