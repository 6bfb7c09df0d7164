import Foundation

/// A pull-to-refresh control (UIKit's `UIRefreshControl`, the name UIKitCompatibility gives it),
/// set as a collection view's ``CollectionView/refreshControl``:
///
/// ```swift
/// let refresh = UIRefreshControl()
/// refresh.addAction(UIAction { [weak self] _ in self?.reload() }, for: .valueChanged)
/// collectionView.refreshControl = refresh
/// ```
///
/// A test plays the user's pull with ``CollectionView/pullToRefresh()``; the app's action ends it
/// with ``endRefreshing()``. Nothing is drawn and the content offset does not move.
open class RefreshControl: Control {
    /// Whether the control is refreshing: from a pull or ``beginRefreshing()`` until
    /// ``endRefreshing()``.
    public private(set) var isRefreshing = false

    /// The title shown under the spinner; `nil` by default.
    open var attributedTitle: NSAttributedString?

    /// Starts refreshing as the program does (UIKit's `beginRefreshing()`): sends no event.
    open func beginRefreshing() { isRefreshing = true }

    /// Ends refreshing (UIKit's `endRefreshing()`).
    open func endRefreshing() { isRefreshing = false }

    /// A tap on a refresh control does nothing: a pull starts it.
    override func finishTap() {}
}
