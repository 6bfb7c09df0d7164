/// A navigation controller's bar (UIKit's `UINavigationBar`, the name UIKitCompatibility gives
/// it): its settings, stored, and the items of the controllers on the stack. Nothing is drawn.
open class NavigationBar: View {
    /// The navigation controller whose bar this is.
    weak var navigationController: NavigationController?

    /// Whether titles are large where the items allow it (iOS 11); `false` by default.
    open var prefersLargeTitles = false

    /// Whether the bar is translucent; `true` by default.
    open var isTranslucent = true

    /// The bar's background colour.
    open var barTintColor: Color?

    /// The navigation items of the controllers on the stack, root first.
    open var items: [NavigationItem]? {
        navigationController?.viewControllers.map(\.navigationItem)
    }

    /// The top controller's navigation item.
    open var topItem: NavigationItem? { items?.last }

    /// The navigation item under the top one: the one the back button returns to.
    open var backItem: NavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }
}
