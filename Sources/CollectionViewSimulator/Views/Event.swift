import Foundation

/// An event as hit testing passes it along (UIKit's `UIEvent`, the name UIKitCompatibility gives
/// it): the `event` argument of ``View/hitTest(_:with:)`` and ``View/point(inside:with:)``.
///
/// The simulator delivers no events: its touches (``CollectionView/tap(at:)``) hit-test with
/// `nil`, as UIKit does when code calls `hitTest(_:with:)` itself. The class exists so that
/// overrides keep UIKit's signatures, and a test can pass an event of its own.
///
/// ```swift
/// override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
///     let hit = super.hitTest(point, with: event)
///     return hit === self ? nil : hit     // touches pass through the view itself
/// }
/// ```
@preconcurrency @MainActor
open class Event {
    /// The kinds of event (UIKit's `UIEvent.EventType`).
    public enum EventType: Int, Sendable {
        /// Touches on the screen.
        case touches
        /// The device moving (a shake).
        case motion
        /// A remote control (headphones, the lock screen).
        case remoteControl
        /// Physical buttons pressed (a keyboard, a remote).
        case presses
        /// A scroll from a trackpad or a mouse wheel.
        case scroll = 10
        /// A pointer hovering.
        case hover = 11
        /// A pinch or rotation from a trackpad.
        case transform = 14
    }

    /// The event's kind; ``EventType/touches`` by default.
    open var type: EventType
    /// When the event happened, in seconds (UIKit counts from the device's start); 0 by default.
    open var timestamp: TimeInterval

    /// Creates a touch event at time 0 (UIKit's `UIEvent()`).
    public convenience init() {
        self.init(type: .touches, timestamp: 0)
    }

    /// Creates an event of a kind at a time, for a test that passes one to ``View/hitTest(_:with:)``.
    ///
    /// - Parameters:
    ///   - type: The event's kind.
    ///   - timestamp: When it happened, in seconds.
    public init(type: EventType, timestamp: TimeInterval) {
        (self.type, self.timestamp) = (type, timestamp)
    }
}
