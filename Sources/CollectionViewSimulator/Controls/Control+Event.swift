extension Control {
    /// The events a control sends to its actions (UIKit's `UIControl.Event`), with UIKit's raw
    /// values, so `[.touchUpInside, .primaryActionTriggered]` and `.allEvents` mean what they mean
    /// on iOS.
    public struct Event: OptionSet, Sendable, Hashable {
        /// The raw bits, UIKit's values.
        public let rawValue: UInt
        /// Events from raw bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger comes down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A finger comes down again in the control (a double tap).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger is dragged inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger is dragged outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger is dragged into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger is dragged out of the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifts inside the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifts outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancels the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (a switch, a segmented control, a refresh control).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action: a button's tap (iOS 9); what `init(frame:primaryAction:)`
        /// registers its action for.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The control's menu is about to be shown (iOS 14).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text control changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text control.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended in a text control by the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// The bits reserved for the app's own events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// The bits reserved for the system.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's state (UIKit's `UIControl.State`), with UIKit's raw values: a button's title
    /// and image are set per state.
    public struct State: OptionSet, Sendable, Hashable {
        /// The raw bits, UIKit's values.
        public let rawValue: UInt
        /// A state from raw bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Enabled, not selected, not highlighted.
        public static let normal = State([])
        /// A finger is down on the control (``Control/isHighlighted``).
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control does not take touches (``Control/isEnabled`` is `false`).
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected (``Control/isSelected``).
        public static let selected = State(rawValue: 1 << 2)
        /// The control has the focus.
        public static let focused = State(rawValue: 1 << 3)
        /// The bits reserved for the app's own states.
        public static let application = State(rawValue: 0x00FF_0000)
        /// The bits reserved for the system.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
