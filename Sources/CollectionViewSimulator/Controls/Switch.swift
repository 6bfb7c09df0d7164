import Foundation

/// An on/off switch (UIKit's `UISwitch`, the name UIKitCompatibility gives it):
///
/// ```swift
/// let toggle = UISwitch(frame: .zero, primaryAction: UIAction { _ in settings.showsBadges.toggle() })
/// toggle.setOn(true, animated: false)   // no event: the program set it
/// toggle.tap()                          // a user's tap: off, .valueChanged, the action runs
/// ```
open class Switch: Control {
    /// Whether the switch is on; `false` by default. Setting it sends no event, as in UIKit.
    open var isOn = false

    /// The colour of the track when on.
    open var onTintColor: Color?

    /// The colour of the thumb.
    open var thumbTintColor: Color?

    /// The switch's title (iOS 14, shown on Mac Catalyst only).
    open var title: String?

    /// Turns the switch on or off (UIKit's `setOn(_:animated:)`): sends no event, as in UIKit,
    /// where only a user's change sends `.valueChanged`.
    ///
    /// - Parameters:
    ///   - on: Whether the switch is on.
    ///   - animated: Whether the change is animated; nothing is drawn, so ignored.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// A tap's end: the switch flips and sends `.valueChanged`, then the events every tap sends.
    override func finishTap() {
        isOn.toggle()
        sendActions(for: .valueChanged)
        super.finishTap()
    }
}
