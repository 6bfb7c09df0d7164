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

    /// What ``present(_:animated:completion:)`` does unless a subclass overrides it.
    func performPresentation(_ viewControllerToPresent: ViewController, animated flag: Bool, completion: (() -> Void)?) {
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

    /// What ``dismiss(animated:completion:)`` does unless a subclass overrides it.
    func performDismissal(animated flag: Bool, completion: (() -> Void)?) {
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
