import Foundation

extension View {
    /// The first view with a tag in this view's hierarchy (UIKit's `viewWithTag(_:)`): the view
    /// itself, or else its subviews depth first, back to front. A collection view's cells and
    /// supplementary views on screen are its subviews, as in UIKit; those hidden for reuse or
    /// animating off screen are skipped.
    ///
    /// ```swift
    /// let badge = UIView()
    /// badge.tag = 7
    /// cell.contentView.addSubview(badge)
    /// cell.viewWithTag(7) === badge   // true
    /// ```
    ///
    /// - Parameter tag: The ``tag`` to look for.
    /// - Returns: The view, or `nil` when none in the hierarchy has the tag.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviewsForHitTesting {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }
}
