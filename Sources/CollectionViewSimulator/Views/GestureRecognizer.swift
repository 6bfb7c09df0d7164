import Foundation

/// A gesture recogniser as the code around a collection view reads one (UIKit's
/// `UIGestureRecognizer`, the name UIKitCompatibility gives it): its state, the view it is
/// attached to, and where it is.
///
/// The simulator has no touches, so a recogniser never recognises anything by itself: its
/// ``state`` stays ``State/possible`` and ``location(in:)`` is the origin. The one exception is
/// the finger the simulator models, a fling's release, which a scroll view's
/// ``CollectionView/panGestureRecognizer`` reports while the fling is computed (see
/// ``PanGestureRecognizer``); otherwise code that reads it compiles, runs, and sees the scroll
/// view at rest.
///
/// ```swift
/// if collectionView.panGestureRecognizer.state == .began { … }   // never true in the simulator
/// ```
@preconcurrency @MainActor
open class GestureRecognizer: CustomStringConvertible, CustomDebugStringConvertible {
    /// The phases of a gesture (UIKit's `UIGestureRecognizer.State`).
    public enum State: Int, Sendable {
        /// Not recognised yet: the state of a recogniser no touch has reached.
        case possible
        /// A continuous gesture started.
        case began
        /// A continuous gesture changed.
        case changed
        /// A continuous gesture ended (also ``recognized``, for a discrete gesture).
        case ended
        /// A continuous gesture was cancelled.
        case cancelled
        /// The touches could not be recognised as the gesture.
        case failed

        /// A discrete gesture was recognised: ``ended``, as UIKit declares it.
        public static var recognized: State { .ended }
    }

    /// The gesture's phase; ``State/possible`` in the simulator, but for a pan during a fling.
    open internal(set) var state = State.possible
    /// Whether the recogniser handles touches; `true` by default.
    open var isEnabled = true
    /// The view the recogniser is attached to (weak, as UIKit's).
    open internal(set) weak var view: View?

    /// A recogniser attached to no view.
    public init() {}

    /// The gesture's location in `view`'s coordinates: the origin, since no touch reaches a
    /// simulated recogniser.
    ///
    /// - Parameter view: The view whose coordinates to use (`nil`: the window's).
    /// - Returns: `.zero`.
    open func location(in view: View?) -> CGPoint { .zero }

    /// The number of touches the gesture involves: 0 in the simulator.
    open var numberOfTouches: Int { 0 }

    /// A one-line summary (`NSObject.description`): the class, the state and whether it is
    /// enabled, as UIKit prints `<UIPanGestureRecognizer: state = Possible; enabled = YES>`.
    /// Subclasses override it as they override `NSObject`'s.
    ///
    /// Nonisolated, as `NSObject`'s is; it reads the recogniser on the main actor, as
    /// ``View/description`` does.
    nonisolated open var description: String {
        MainActor.assumeIsolated { "<\(type(of: self)): state = \(state); enabled = \(isEnabled ? "YES" : "NO")>" }
    }

    /// The text the debugger shows (`NSObject.debugDescription`): ``description`` in the base
    /// class. Nonisolated, as `NSObject`'s is.
    nonisolated open var debugDescription: String { description }
}
