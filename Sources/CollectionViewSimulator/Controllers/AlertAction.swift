/// A button of an alert or action sheet (UIKit's `UIAlertAction`, the name UIKitCompatibility gives
/// it): a title, a style and what choosing it does. A test chooses it with
/// ``AlertController/chooseAction(_:)``.
@preconcurrency @MainActor
open class AlertAction {
    /// The button's title.
    public let title: String?
    /// The button's style.
    public let style: Style
    /// Whether the button can be chosen; `true` by default.
    open var isEnabled = true
    private let handler: ((AlertAction) -> Void)?

    /// An action (UIKit's `init(title:style:handler:)`).
    ///
    /// - Parameters:
    ///   - title: The button's title.
    ///   - style: The button's style.
    ///   - handler: What choosing it does, after the alert is dismissed; `nil` only dismisses.
    public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
        (self.title, self.style, self.handler) = (title, style, handler)
    }

    /// Runs the handler.
    func run() { handler?(self) }

    /// An alert button's style (UIKit's `UIAlertAction.Style`).
    public enum Style: Int, Sendable, Hashable, CaseIterable {
        /// An ordinary button.
        case `default` = 0
        /// The button that cancels (at most one per alert).
        case cancel = 1
        /// A button that destroys something (drawn in red).
        case destructive = 2
    }
}
