import Foundation

extension CollectionView {
    /// What the view showing `element` (by its index path now) shows at the view's current time:
    /// with ``CollectionView/advanceTime(by:)`` this steps a multi-step sequence the way Compose's
    /// `advanceTimeBy` and Flutter's `pump` do, reading the screen between changes.
    ///
    /// ```swift
    /// let insert = view.performBatchUpdates { … }   // inserts item 0-0, fading in over 0.25 s
    /// view.advanceTime(by: 0.125)
    /// view.presentedAttributes(of: .cell(0, 0))?.alpha   // 0.5
    /// ```
    ///
    /// - Returns: The values on screen, or `nil` when no view on screen shows the element (a view
    ///   that is leaving is no longer named by an index path here; sample its animation with
    ///   ``UpdateAnimation/sample(before:at:)``).
    public func presentedAttributes(of element: ElementID) -> AnimatedAttributes? {
        presentationAttributesForVisibleElements.first { ElementID($0) == element }.map(AnimatedAttributes.init)
    }
}
