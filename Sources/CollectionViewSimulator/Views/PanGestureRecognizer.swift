import Foundation

/// A pan gesture recogniser (UIKit's `UIPanGestureRecognizer`, the name UIKitCompatibility gives
/// it), as a scroll view's ``CollectionView/panGestureRecognizer`` is read: the translation since
/// the gesture began and the finger's velocity.
///
/// No finger drags a simulated view, so the velocity is zero and the translation is what
/// ``setTranslation(_:in:)`` last set (zero at first); the state stays ``GestureRecognizer/State/possible``.
///
/// ```swift
/// let translation = collectionView.panGestureRecognizer.translation(in: collectionView.superview)
/// translation.y > 0   // false: the simulated view is never dragged
/// ```
open class PanGestureRecognizer: GestureRecognizer {
    /// The fewest touches the gesture needs; 1 by default.
    open var minimumNumberOfTouches = 1
    /// The most touches the gesture allows; `Int.max` by default.
    open var maximumNumberOfTouches = Int.max
    private var translation = CGPoint.zero

    /// The pan's translation since it began, in `view`'s coordinates (the simulator's views are
    /// not scaled or rotated relative to each other, so every view reads the same).
    ///
    /// - Parameter view: The view whose coordinates to use.
    /// - Returns: The translation ``setTranslation(_:in:)`` last set; `.zero` at first.
    open func translation(in view: View?) -> CGPoint { translation }

    /// Restarts the translation from `translation`, as a handler does after using it.
    ///
    /// - Parameters:
    ///   - translation: The new translation.
    ///   - view: The view whose coordinates `translation` is in.
    open func setTranslation(_ translation: CGPoint, in view: View?) {
        self.translation = translation
    }

    /// The finger's velocity in points per second, in `view`'s coordinates: zero, since no finger
    /// drags a simulated view.
    ///
    /// - Parameter view: The view whose coordinates to use.
    /// - Returns: `.zero`.
    open func velocity(in view: View?) -> CGPoint { .zero }
}

extension PanGestureRecognizer {
    /// A recogniser attached to `view`, as a scroll view's own is.
    convenience init(attachedTo view: View) {
        self.init()
        self.view = view
    }
}
