extension CollectionView {
    /// The pull-to-refresh control (UIKit's `UIScrollView.refreshControl`, iOS 10): like UIKit, the
    /// view holds it as a subview, so a `RefreshControl` added with `addSubview(_:)`, as iOS 9 code
    /// does, is the refresh control too. Setting it removes the previous one.
    public var refreshControl: RefreshControl? {
        get { subviews.lazy.compactMap { $0 as? RefreshControl }.first }
        set {
            if let current = refreshControl, current !== newValue { current.removeFromSuperview() }
            if let newValue, newValue.superview !== self { insertSubview(newValue, at: 0) }
        }
    }

    /// Plays a user's pull to refresh (the simulator's own entry point): when the view has an
    /// enabled ``refreshControl`` that is not refreshing, takes touches and scrolls, the control
    /// starts refreshing and sends `.valueChanged` (the event UIKit's refresh control sends when the
    /// pull passes its threshold) then `.primaryActionTriggered` (which
    /// `UIRefreshControl(frame:primaryAction:)` registers for). The content offset does not move:
    /// where UIKit parks the content while refreshing is not documented.
    ///
    /// - Returns: Whether a refresh started.
    @discardableResult
    public func pullToRefresh() -> Bool {
        guard let control = refreshControl, control.isEnabled, !control.isRefreshing, !control.isHidden,
              isScrollEnabled, receivesTouches else { return false }
        control.beginRefreshing()
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .primaryActionTriggered)
        return true
    }
}
