import Foundation

/// A button in a navigation bar or toolbar (UIKit's `UIBarButtonItem`, the name UIKitCompatibility
/// gives it), made with iOS 14's closure initialisers, which compile on iOS and here alike:
///
/// ```swift
/// navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in
///     self.addItem()
/// })
/// navigationItem.leftBarButtonItem = editButtonItem
/// ```
///
/// Nothing is drawn: a test plays a user's tap with ``tap()``. The selector initialisers
/// (`init(title:style:target:action:)`) need the Objective-C runtime and are not here.
@preconcurrency @MainActor
open class BarButtonItem {
    /// The title; a primary action's title when made from one.
    open var title: String?
    /// The image; a primary action's image when made from one.
    open var image: Image?
    /// The item's style; `.plain` by default.
    open var style: Style = .plain
    /// Whether the item takes taps; `true` by default.
    open var isEnabled = true
    /// Whether the item is hidden (iOS 16).
    open var isHidden = false
    /// Whether the item is selected (iOS 15).
    open var isSelected = false
    /// Whether a tap toggles ``isSelected`` (iOS 15).
    open var changesSelectionAsPrimaryAction = false
    /// What a tap runs (iOS 14): setting it gives the item the action's title and image.
    open var primaryAction: Action? {
        didSet { adoptPrimaryAction() }
    }
    /// The menu a tap shows when there is no ``primaryAction`` (iOS 14).
    open var menu: Menu?
    /// The tint colour.
    open var tintColor: Color?
    /// A view shown instead of a button.
    open var customView: View?
    /// The item's width; 0 lets the system choose.
    open var width: CGFloat = 0
    /// A number the app uses to tell items apart; 0 by default.
    open var tag = 0
    /// The label read by VoiceOver.
    open var accessibilityLabel: String?
    /// The identifier UI tests find the item by.
    open var accessibilityIdentifier: String?
    /// The system item the item was made as, `nil` otherwise (the simulator's own reading:
    /// UIKit keeps it private).
    public private(set) var systemItem: SystemItem?

    /// An item with no title, image or action (`UIBarButtonItem()`).
    public init() {}

    /// An item with a title, image, action and menu (UIKit's
    /// `init(title:image:primaryAction:menu:)`, iOS 14); a primary action's title and image win.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image.
    ///   - primaryAction: What a tap runs.
    ///   - menu: The menu a tap shows when there is no primary action.
    public convenience init(title: String? = nil, image: Image? = nil, primaryAction: Action? = nil, menu: Menu? = nil) {
        self.init()
        (self.title, self.image, self.menu) = (title, image, menu)
        self.primaryAction = primaryAction
        adoptPrimaryAction()
    }

    /// Takes the primary action's title and image, as UIKit's item does (observers do not run in
    /// the initialisers, so they call it too).
    private func adoptPrimaryAction() {
        guard let primaryAction else { return }
        (title, image) = (primaryAction.title, primaryAction.image)
    }

    /// A system item (UIKit's `init(systemItem:primaryAction:menu:)`, iOS 14); the system draws
    /// its title or image, so ``title`` stays `nil` unless the action gives one.
    ///
    /// - Parameters:
    ///   - systemItem: The system item.
    ///   - primaryAction: What a tap runs.
    ///   - menu: The menu a tap shows when there is no primary action.
    public convenience init(systemItem: SystemItem, primaryAction: Action? = nil, menu: Menu? = nil) {
        self.init()
        self.systemItem = systemItem
        self.menu = menu
        self.primaryAction = primaryAction
        adoptPrimaryAction()
        if primaryAction?.title.isEmpty == true { title = nil }
    }

    /// An item that shows a view (UIKit's `init(customView:)`).
    ///
    /// - Parameter customView: The view.
    public convenience init(customView: View) {
        self.init()
        self.customView = customView
    }

    /// A fixed space of a width between items (UIKit's `fixedSpace(_:)`, iOS 14).
    ///
    /// - Parameter width: The width.
    /// - Returns: The item.
    public static func fixedSpace(_ width: CGFloat) -> BarButtonItem {
        let item = BarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// A flexible space between items (UIKit's `flexibleSpace()`, iOS 14).
    ///
    /// - Returns: The item.
    public static func flexibleSpace() -> BarButtonItem { BarButtonItem(systemItem: .flexibleSpace) }

    /// Plays a user's tap on the item (the simulator's own entry point): an enabled, shown item
    /// toggles ``isSelected`` when ``changesSelectionAsPrimaryAction`` is on, then runs its
    /// ``primaryAction`` with the item as sender; without one, an item with a ``menu`` shows it
    /// (nothing happens: a test performs one of its actions), and an item whose ``customView`` is
    /// a control passes the tap to it (``Control/tap()``).
    ///
    /// - Returns: Whether the item took the tap.
    @discardableResult
    public func tap() -> Bool {
        guard isEnabled, !isHidden else { return false }
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        return performPrimaryAction()
    }

    /// What a tap does once the item takes it; the edit button item replaces it.
    func performPrimaryAction() -> Bool {
        if let primaryAction {
            primaryAction.perform(sender: self)
            return true
        }
        if menu != nil { return true }
        if let control = customView as? Control { return control.tap() }
        return false
    }

    /// A bar button item's style (UIKit's `UIBarButtonItem.Style`).
    public enum Style: Int, Sendable, Hashable, CaseIterable {
        /// A plain title.
        case plain = 0
        /// A bordered button (deprecated in iOS 8).
        case bordered = 1
        /// A bold title: the item that ends a task.
        case done = 2
    }

    /// The items the system draws (UIKit's `UIBarButtonItem.SystemItem`), with UIKit's raw values.
    public enum SystemItem: Int, Sendable, Hashable, CaseIterable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case pageCurl, close
    }
}
