import Foundation

/// A pan gesture recogniser (UIKit's `UIPanGestureRecognizer`, the name UIKitCompatibility gives
/// it), as a scroll view's ``CollectionView/panGestureRecognizer`` is read: the translation since
/// the gesture began and the finger's velocity.
///
/// The simulator models one moment of a finger on the scroll view: the end of a drag that flings
/// the content (``CollectionView/fling(withVelocity:proposedContentOffset:timing:frameRate:)``).
/// While the fling is computed — the layout's
/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` and the deceleration's
/// layout passes, which is where a paging layout reads the recogniser — the state is
/// ``GestureRecognizer/State/ended`` and ``velocity(in:)`` is the finger's: the scroll velocity
/// reversed (the finger moves against the content's offset) and in points per second, the
/// recogniser's unit, where the scroll view reports points per millisecond. Then the recogniser
/// resets, as UIKit's does once the gesture ended: ``GestureRecognizer/State/possible``, zero
/// velocity and translation. The drag before the release is not modeled: its path, location and
/// translation are unknown, so ``translation(in:)`` is what ``setTranslation(_:in:)`` last set
/// (zero at first) and ``GestureRecognizer/location(in:)`` the origin.
///
/// Nothing else moves this recogniser: scrolls by ``CollectionView/setContentOffset(_:animated:timing:frameRate:)``
/// are programmatic, and an interactive movement (`beginInteractiveMovementForItem(at:)` …) is
/// driven, in UIKit, by the app's own recogniser (a long press), which recognises instead of
/// the scroll view's pan, so the pan stays ``GestureRecognizer/State/possible`` as on iOS.
///
/// ```swift
/// override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
///                                   withScrollingVelocity velocity: CGPoint) -> CGPoint {
///     let pan = collectionView!.panGestureRecognizer
///     pan.state            // .ended
///     pan.velocity(in: collectionView).x   // -1500 for a fling at velocity.x 1.5 (points per ms)
///     …
/// }
/// ```
open class PanGestureRecognizer: GestureRecognizer {
    /// The fewest touches the gesture needs; 1 by default.
    open var minimumNumberOfTouches = 1
    /// The most touches the gesture allows; `Int.max` by default.
    open var maximumNumberOfTouches = Int.max
    private var translation = CGPoint.zero
    /// The finger's velocity in points per second; zero unless a fling is being computed.
    private var fingerVelocity = CGPoint.zero

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

    /// The finger's velocity in points per second, in `view`'s coordinates (the simulator's views
    /// are not scaled or rotated relative to each other, so every view reads the same).
    ///
    /// - Parameter view: The view whose coordinates to use.
    /// - Returns: While a fling is computed, the finger's velocity as it lifted; `.zero` otherwise.
    open func velocity(in view: View?) -> CGPoint { fingerVelocity }
}

extension PanGestureRecognizer {
    /// A recogniser attached to `view`, as a scroll view's own is.
    convenience init(attachedTo view: View) {
        self.init()
        self.view = view
    }

    /// Runs `body` with the recogniser as UIKit's is when a finger lifts off a drag at
    /// `scrollVelocity` (the content offset's velocity, points per millisecond): ``GestureRecognizer/State/ended``,
    /// the finger's velocity the scroll velocity reversed, in points per second. Afterwards the
    /// recogniser resets (``GestureRecognizer/State/possible``, zero velocity and translation).
    func liftingFinger<Result>(withScrollVelocity scrollVelocity: CGPoint, _ body: () -> Result) -> Result {
        state = .ended
        fingerVelocity = CGPoint(x: -scrollVelocity.x * 1000, y: -scrollVelocity.y * 1000)
        defer {
            state = .possible
            fingerVelocity = .zero
            translation = .zero
        }
        return body()
    }

    /// Runs `body` with the recogniser as UIKit's is while a finger drags the content by
    /// `translation` (``GestureRecognizer/State/changed``, that translation); the translation stays
    /// until the finger lifts (``liftingFinger(withScrollVelocity:_:)`` resets it).
    func dragging(by translation: CGPoint, _ body: () -> Void) {
        state = .changed
        self.translation = translation
        body()
    }
}
