import Foundation

/// A stack of screens (UIKit's `UINavigationController`, the name UIKitCompatibility gives it):
/// its children, root first, with the screens' appearance callbacks as UIKit calls them.
///
/// ```swift
/// let navigation = UINavigationController(rootViewController: PhotosViewController())
/// navigation.beginAppearanceTransition(true, animated: false)   // the root's viewWillAppear
/// navigation.endAppearanceTransition()                          // the root's viewDidAppear
/// navigation.pushViewController(DetailViewController(), animated: true)
/// navigation.topViewController                                  // the detail screen
/// ```
///
/// Nothing animates: a push or pop completes before the call returns. While the navigation
/// controller is on screen (it appeared and has not disappeared), a push makes the old top
/// disappear and the new one appear, in UIKit's order (`viewWillDisappear` of the old,
/// `viewWillAppear` of the new, `viewDidDisappear` of the old, `viewDidAppear` of the new), and
/// a pop the reverse; off screen, no appearance callback runs.
open class NavigationController: ViewController {
    /// The bar; ``NavigationBar/topItem`` is the top controller's navigation item.
    public private(set) lazy var navigationBar: NavigationBar = {
        let bar = NavigationBar(frame: .zero)
        bar.navigationController = self
        return bar
    }()

    /// Whether the bar is hidden; `false` by default.
    open var isNavigationBarHidden = false

    /// Creates an empty stack.
    public override init() { super.init() }

    /// Creates an empty stack (UIKit's `init(nibName:bundle:)`; the simulator has no nibs).
    ///
    /// - Parameters:
    ///   - nibNameOrNil: Ignored.
    ///   - nibBundleOrNil: Ignored.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    /// Creates an empty stack from an archive (the simulator never archives).
    ///
    /// - Parameter coder: Ignored.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Creates a stack holding `rootViewController` (UIKit's `init(rootViewController:)`).
    ///
    /// - Parameter rootViewController: The root screen.
    public init(rootViewController: ViewController) {
        super.init()
        setViewControllers([rootViewController], animated: false)
    }

    /// The screens on the stack, root first; setting it calls
    /// ``setViewControllers(_:animated:)`` without animation.
    open var viewControllers: [ViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The screen on top of the stack.
    open var topViewController: ViewController? { children.last }

    /// The screen the user sees: what the navigation controller presents, or else the top screen.
    open var visibleViewController: ViewController? { presentedViewController ?? topViewController }

    /// Hides or shows the bar (UIKit's `setNavigationBarHidden(_:animated:)`); nothing animates.
    ///
    /// - Parameters:
    ///   - hidden: Whether the bar is hidden.
    ///   - animated: Ignored.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    /// Pushes a screen on the stack (UIKit's `pushViewController(_:animated:)`): it becomes a child
    /// (``ViewController/willMove(toParent:)``, ``ViewController/didMove(toParent:)``) and the
    /// top, with the appearance callbacks described above. A screen already on the stack or in
    /// another container is not pushed (UIKit raises "Pushing the same view controller instance
    /// more than once is not supported").
    ///
    /// - Parameters:
    ///   - viewController: The screen.
    ///   - animated: Passed to the callbacks; nothing animates.
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        guard viewController.parent == nil, viewController !== self else { return }
        let previous = topViewController
        addChild(viewController)
        switchTop(from: previous, to: viewController, animated: animated)
        viewController.didMove(toParent: self)
    }

    /// Pops the top screen (UIKit's `popViewController(animated:)`).
    ///
    /// - Parameter animated: Passed to the callbacks; nothing animates.
    /// - Returns: The popped screen, or `nil` when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard children.count > 1 else { return nil }
        return pop(to: children.count - 2, animated: animated).first
    }

    /// Pops every screen above the root (UIKit's `popToRootViewController(animated:)`).
    ///
    /// - Parameter animated: Passed to the callbacks; nothing animates.
    /// - Returns: The popped screens, bottom first, or `nil` when only the root is there.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard children.count > 1 else { return nil }
        return pop(to: 0, animated: animated)
    }

    /// Pops the screens above `viewController` (UIKit's `popToViewController(_:animated:)`).
    ///
    /// - Parameters:
    ///   - viewController: A screen on the stack.
    ///   - animated: Passed to the callbacks; nothing animates.
    /// - Returns: The popped screens, bottom first, or `nil` when it is not on the stack.
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = children.firstIndex(where: { $0 === viewController }) else { return nil }
        return pop(to: index, animated: animated)
    }

    /// Replaces the stack (UIKit's `setViewControllers(_:animated:)`): screens that leave it are
    /// removed, new ones added, the top changes with its appearance callbacks. A screen listed
    /// twice counts once.
    ///
    /// - Parameters:
    ///   - viewControllers: The new stack, root first.
    ///   - animated: Passed to the callbacks; nothing animates.
    open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        var stack: [ViewController] = []
        for controller in viewControllers where controller !== self && !stack.contains(where: { $0 === controller }) {
            stack.append(controller)
        }
        let previous = topViewController
        let leaving = children.filter { old in !stack.contains { $0 === old } }
        let arriving = stack.filter { $0.parent !== self }
        for controller in arriving { addChild(controller) }
        for controller in leaving { controller.willMove(toParent: nil) }
        relations.children = stack
        switchTop(from: previous, to: stack.last, animated: animated)
        for controller in leaving {
            controller.relations.parent = nil
            controller.didMove(toParent: nil)
        }
        for controller in arriving { controller.didMove(toParent: self) }
    }

    /// Removes the screens above index `index`, bottom first.
    private func pop(to index: Int, animated: Bool) -> [ViewController] {
        let popped = Array(children[(index + 1)...])
        for controller in popped { controller.willMove(toParent: nil) }
        switchTop(from: popped.last, to: children[index], animated: animated)
        for controller in popped { controller.removeFromParent() }
        return popped
    }

    /// The appearance callbacks of a change of top screen, while the stack is on screen.
    private func switchTop(from old: ViewController?, to new: ViewController?, animated: Bool) {
        guard relations.isShown, old !== new else { return }
        old?.beginAppearanceTransition(false, animated: animated)
        new?.beginAppearanceTransition(true, animated: animated)
        old?.endAppearanceTransition()
        new?.endAppearanceTransition()
    }

    /// Starts the navigation controller's appearance or disappearance, and its top screen's.
    ///
    /// - Parameters:
    ///   - isAppearing: `true` to appear, `false` to disappear.
    ///   - animated: Passed to the callbacks.
    open override func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        super.beginAppearanceTransition(isAppearing, animated: animated)
        topViewController?.beginAppearanceTransition(isAppearing, animated: animated)
    }

    /// Ends the navigation controller's appearance or disappearance, and its top screen's.
    open override func endAppearanceTransition() {
        super.endAppearanceTransition()
        topViewController?.endAppearanceTransition()
    }
}
