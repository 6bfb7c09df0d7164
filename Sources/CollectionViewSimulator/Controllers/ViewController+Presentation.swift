extension ViewController {
    /// How the controller is shown when presented (UIKit's default `.automatic`, a page sheet):
    /// only `.fullScreen` makes the presenter disappear.
    public var modalPresentationStyle: ModalPresentationStyle {
        get { relations.modalPresentationStyle }
        set { relations.modalPresentationStyle = newValue }
    }

    /// The controller this one, or its topmost ancestor, presents, or `nil` (UIKit's
    /// `presentedViewController`): presenting from a pushed screen presents from its navigation
    /// controller, as UIKit does for the styles that cover the screen.
    public var presentedViewController: ViewController? { presentationHost.relations.presented }

    /// The controller that presented this one or its topmost ancestor, or `nil` (UIKit's
    /// `presentingViewController`).
    public var presentingViewController: ViewController? { presentationHost.relations.presenting }

    /// The topmost ancestor, which presents and is presented for the controllers it contains.
    private var presentationHost: ViewController {
        var host = self
        while let parent = host.parent { host = parent }
        return host
    }

    /// Presents a controller (UIKit's `present(_:animated:completion:)`). Nothing animates: the
    /// presented controller appears at once (its view loads, ``viewWillAppear(_:)`` and
    /// ``viewDidAppear(_:)``), a `.fullScreen` presentation makes the presenter disappear around
    /// it, and `completion` runs before the method returns. As in UIKit, a controller that already
    /// presents one presents nothing more (UIKit logs "Attempt to present … which is already
    /// presenting"), and the completion does not run.
    ///
    /// - Parameters:
    ///   - viewControllerToPresent: The controller to present.
    ///   - flag: Whether to animate; passed to the callbacks.
    ///   - completion: What to run once it is presented.
    public func present(_ viewControllerToPresent: ViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        let host = presentationHost, presented = viewControllerToPresent
        guard host.relations.presented == nil, presented.relations.presenting == nil, presented.parent == nil,
              presented !== host else { return }
        host.relations.presented = presented
        presented.relations.presenting = host
        let hidesHost = presented.modalPresentationStyle == .fullScreen
        if hidesHost { host.beginAppearanceTransition(false, animated: flag) }
        presented.beginAppearanceTransition(true, animated: flag)
        if hidesHost { host.endAppearanceTransition() }
        presented.endAppearanceTransition()
        completion?()
    }

    /// Dismisses what the controller presents, or, when it presents nothing, the controller itself
    /// (UIKit's `dismiss(animated:completion:)`), with every controller presented above it.
    /// Nothing animates: the dismissed controller disappears at once (``viewWillDisappear(_:)``,
    /// ``viewDidDisappear(_:)``; a `.fullScreen` presenter reappears) and `completion` runs before
    /// the method returns.
    ///
    /// - Parameters:
    ///   - flag: Whether to animate; passed to the callbacks.
    ///   - completion: What to run once it is dismissed.
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let host = presentationHost
        if let presented = host.relations.presented {
            host.dismissPresented(presented, animated: flag)
        } else if let presenter = host.relations.presenting {
            presenter.dismissPresented(host, animated: flag)
        }
        completion?()
    }

    /// Takes `presented`, which this controller presents, off screen, after whatever it presents.
    private func dismissPresented(_ presented: ViewController, animated flag: Bool) {
        if let above = presented.relations.presented { presented.dismissPresented(above, animated: flag) }
        let showsSelf = presented.modalPresentationStyle == .fullScreen
        presented.beginAppearanceTransition(false, animated: flag)
        if showsSelf { beginAppearanceTransition(true, animated: flag) }
        presented.endAppearanceTransition()
        if showsSelf { endAppearanceTransition() }
        relations.presented = nil
        presented.relations.presenting = nil
    }
}
