import Foundation

/// The controller of a screen (UIKit's `UIViewController`, the name UIKitCompatibility gives it),
/// as far as a collection-view screen's code uses it: a root ``view`` loaded on demand, and the
/// load and appearance callbacks, which a test drives.
///
/// ```swift
/// let controller = PhotosViewController()
/// controller.loadViewIfNeeded()          // loadView(), then viewDidLoad()
/// controller.beginAppearanceTransition(true, animated: false)   // viewWillAppear(false)
/// controller.endAppearanceTransition()                          // viewDidAppear(false)
/// ```
///
/// Navigation (``navigationController``, ``navigationItem``) and presentation
/// (``present(_:animated:completion:)``) are the controller's relations and callbacks, with
/// nothing animated; there is no window or Auto Layout solving, and the only trait is the display
/// scale (``traitCollection``).
@preconcurrency @MainActor
open class ViewController {
    private var loadedView: View? {
        didSet {
            if oldValue?.owningController === self { oldValue?.owningController = nil }
            loadedView?.owningController = self
        }
    }
    private var appearing: Bool?
    /// Its parent, children, presented controller and navigation bar items.
    let relations = ControllerRelations()

    /// The size a root view gets when the controller creates it: UIKit's main screen, 393 × 852
    /// points (an iPhone 15).
    public static let defaultViewFrame = CGRect(x: 0, y: 0, width: 393, height: 852)

    /// Creates a controller whose view is not loaded yet.
    public init() {}

    /// Creates a controller from a nib (UIKit's `init(nibName:bundle:)`): the simulator has no nibs,
    /// so both arguments are ignored and ``loadView()`` creates the view.
    ///
    /// - Parameters:
    ///   - nibNameOrNil: The nib's name; ignored.
    ///   - nibBundleOrNil: The nib's bundle; ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// Creates a controller from an archive (UIKit's `init?(coder:)`, required as in UIKit): the
    /// simulator never archives, so this is a controller initialised as ``init()`` does.
    ///
    /// - Parameter coder: The archive; ignored.
    public required init?(coder: NSCoder) {}

    /// The root view, loaded on first use: reading it runs ``loadViewIfNeeded()``. Setting it
    /// replaces the root view without loading.
    open var view: View! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// The root view if it is loaded, `nil` otherwise, without loading it (UIKit's `viewIfLoaded`).
    open var viewIfLoaded: View? { loadedView }

    /// Whether the root view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// The screen's title; `nil` by default. Setting it sets the ``navigationItem``'s title too,
    /// as UIKit does.
    open var title: String? {
        didSet { relations.navigationItem?.title = title }
    }

    /// Whether the screen is in editing mode; `false` by default. Set it through
    /// ``setEditing(_:animated:)``, which subclasses override to follow it, as UIKit's
    /// `editButtonItem` does when tapped.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode. Subclasses that override it call `super`, as in UIKit; a
    /// ``CollectionViewController`` also sets its collection view's
    /// ``CollectionView/isEditing``.
    ///
    /// - Parameters:
    ///   - editing: Whether to edit.
    ///   - animated: Whether the change is animated; nothing is drawn, so only passed on.
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
    }

    private var editing = false

    /// Creates the root view: in the base class an empty ``View`` of ``defaultViewFrame``'s size.
    /// Override it to set ``view`` to a view of your own, without calling `super`, as in UIKit.
    open func loadView() {
        loadedView = View(frame: Self.defaultViewFrame)
    }

    /// Called once the root view is loaded; the base class does nothing.
    open func viewDidLoad() {}

    /// Loads the root view if it is not loaded: ``loadView()`` then ``viewDidLoad()``, once.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = View(frame: Self.defaultViewFrame) }
        viewDidLoad()
    }

    /// Called before the view appears; the base class does nothing.
    ///
    /// - Parameter animated: Whether the appearance is animated.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called after the view appeared; the base class does nothing.
    ///
    /// - Parameter animated: Whether the appearance was animated.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view disappears; the base class does nothing.
    ///
    /// - Parameter animated: Whether the disappearance is animated.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after the view disappeared; the base class does nothing.
    ///
    /// - Parameter animated: Whether the disappearance was animated.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Called before the root view lays out its subviews; the base class does nothing.
    open func viewWillLayoutSubviews() {}

    /// Called after the root view laid out its subviews; the base class does nothing.
    open func viewDidLayoutSubviews() {}

    /// The traits of the controller's environment (UIKit's `traitCollection`): its root view's once
    /// loaded, the main screen's (``TraitCollection/mainScreen``) before.
    open var traitCollection: TraitCollection { loadedView?.traitCollection ?? .mainScreen }

    /// Called after the traits of the root view changed (UIKit's `traitCollectionDidChange(_:)`),
    /// just before the root view hears the same (see ``View/traitCollectionDidChange(_:)``); the
    /// base class does nothing.
    ///
    /// - Parameter previousTraitCollection: The traits before the change.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Starts an appearance or disappearance, as a container controller does (UIKit's
    /// `beginAppearanceTransition(_:animated:)`): loads the view, then calls ``viewWillAppear(_:)``
    /// or ``viewWillDisappear(_:)``. This is how a test shows the screen.
    ///
    /// - Parameters:
    ///   - isAppearing: `true` to appear, `false` to disappear.
    ///   - animated: Passed to the callbacks.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        loadViewIfNeeded()
        appearing = isAppearing
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        transitionAnimated = animated
    }

    /// Ends the transition ``beginAppearanceTransition(_:animated:)`` started: calls
    /// ``viewDidAppear(_:)`` or ``viewDidDisappear(_:)``; does nothing without one.
    open func endAppearanceTransition() {
        guard let isAppearing = appearing else { return }
        appearing = nil
        relations.isShown = isAppearing
        if isAppearing { viewDidAppear(transitionAnimated) } else { viewDidDisappear(transitionAnimated) }
    }

    private var transitionAnimated = false

    /// Called before the controller is added to or removed from a parent (`nil`); `addChild(_:)`
    /// calls it with the new parent, as UIKit does. The base class does nothing.
    ///
    /// - Parameter parent: The new parent, or `nil`.
    open func willMove(toParent parent: ViewController?) {}

    /// Called after the controller was added to or removed from a parent (`nil`);
    /// `removeFromParent()` calls it with `nil`, as UIKit does. The base class does nothing.
    ///
    /// - Parameter parent: The new parent, or `nil`.
    open func didMove(toParent parent: ViewController?) {}

    // UIKit declares these `open`: they live in the class body so a subclass can override them.

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
    open func present(_ viewControllerToPresent: ViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        performPresentation(viewControllerToPresent, animated: flag, completion: completion)
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
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }

    /// Adds a child (UIKit's `addChild(_:)`): removes it from its previous parent, calls its
    /// ``willMove(toParent:)`` with this controller, and appends it to ``children``; the caller
    /// calls ``didMove(toParent:)`` when done, as in UIKit.
    ///
    /// - Parameter childController: The child.
    open func addChild(_ childController: ViewController) {
        performAddChild(childController)
    }

    /// Removes the controller from its parent (UIKit's `removeFromParent()`) and calls its
    /// ``didMove(toParent:)`` with `nil`; the caller calls ``willMove(toParent:)`` with `nil`
    /// first, as in UIKit. Does nothing without a parent.
    open func removeFromParent() {
        performRemoveFromParent()
    }
}
