extension View {
    /// Whether a finger on the view reaches it: the view and every superview have
    /// ``View/isUserInteractionEnabled``. UIKit's hit testing skips a view whose
    /// `isUserInteractionEnabled` is `false` together with its subviews (`UIView.hitTest(_:with:)`
    /// documentation), so a collection view's items are neither highlighted nor selected and a
    /// control's ``Control/tap()`` does nothing.
    var receivesTouches: Bool {
        var view: View? = self
        while let current = view {
            if !current.isUserInteractionEnabled { return false }
            view = current.superview
        }
        return true
    }
}
