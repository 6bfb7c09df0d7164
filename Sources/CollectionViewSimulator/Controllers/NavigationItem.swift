/// What a controller shows in the navigation bar (UIKit's `UINavigationItem`, the name
/// UIKitCompatibility gives it), read through ``ViewController/navigationItem``:
///
/// ```swift
/// navigationItem.rightBarButtonItem = editButtonItem
/// navigationItem.largeTitleDisplayMode = .never
/// ```
///
/// Nothing is drawn: a test reads the items back and taps them (``BarButtonItem/tap()``).
@preconcurrency @MainActor
open class NavigationItem {
    /// The title; the controller's ``ViewController/title`` keeps it in step.
    open var title: String?
    /// A line of text above the title.
    open var prompt: String?
    /// The title of the back button the next controller shows.
    open var backButtonTitle: String?
    /// The back button the next controller shows.
    open var backBarButtonItem: BarButtonItem?
    /// Whether the back button is hidden.
    open var hidesBackButton = false
    /// Whether the left items are shown beside the back button rather than replacing it.
    open var leftItemsSupplementBackButton = false
    /// A view shown instead of the title.
    open var titleView: View?
    /// When the title is large (iOS 11).
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// The items on the left, leading first; `nil` for none.
    open var leftBarButtonItems: [BarButtonItem]?
    /// The items on the right, trailing first; `nil` for none.
    open var rightBarButtonItems: [BarButtonItem]?

    /// An item with no title (`UINavigationItem()`).
    public init() {}

    /// An item with a title (UIKit's `init(title:)`).
    ///
    /// - Parameter title: The title.
    public convenience init(title: String) {
        self.init()
        self.title = title
    }

    /// The first of ``leftBarButtonItems``; setting it makes it the only one.
    open var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of ``rightBarButtonItems``; setting it makes it the only one.
    open var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets ``leftBarButtonItem`` (UIKit's `setLeftBarButton(_:animated:)`); nothing animates.
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - animated: Ignored.
    open func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) { leftBarButtonItem = item }

    /// Sets ``rightBarButtonItem`` (UIKit's `setRightBarButton(_:animated:)`); nothing animates.
    ///
    /// - Parameters:
    ///   - item: The item.
    ///   - animated: Ignored.
    open func setRightBarButton(_ item: BarButtonItem?, animated: Bool) { rightBarButtonItem = item }

    /// Sets ``leftBarButtonItems`` (UIKit's `setLeftBarButtonItems(_:animated:)`).
    ///
    /// - Parameters:
    ///   - items: The items.
    ///   - animated: Ignored.
    open func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { leftBarButtonItems = items }

    /// Sets ``rightBarButtonItems`` (UIKit's `setRightBarButtonItems(_:animated:)`).
    ///
    /// - Parameters:
    ///   - items: The items.
    ///   - animated: Ignored.
    open func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    /// When a navigation item's title is large (UIKit's `UINavigationItem.LargeTitleDisplayMode`).
    public enum LargeTitleDisplayMode: Int, Sendable, Hashable, CaseIterable {
        /// As the previous item does.
        case automatic = 0
        /// Always large.
        case always = 1
        /// Never large.
        case never = 2
        /// Inline, never large (iOS 17).
        case inline = 3
    }
}
