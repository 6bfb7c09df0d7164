/// An alert or action sheet (UIKit's `UIAlertController`, the name UIKitCompatibility gives it),
/// presented as iOS code presents it:
///
/// ```swift
/// let alert = UIAlertController(title: "Delete photo?", message: nil, preferredStyle: .actionSheet)
/// alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in self.delete(photo) })
/// alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
/// present(alert, animated: true)
/// ```
///
/// Nothing is drawn: a test reads ``actions`` and plays the user's choice with
/// ``chooseAction(titled:)`` or ``chooseAction(_:)``.
open class AlertController: ViewController {
    /// The alert's message.
    open var message: String?
    /// Whether it is an alert or an action sheet.
    public private(set) var preferredStyle: Style = .alert
    /// The buttons, in the order they were added.
    public private(set) var actions: [AlertAction] = []
    /// The button the return key chooses (one of ``actions``).
    open var preferredAction: AlertAction?

    /// An alert or action sheet (UIKit's `init(title:message:preferredStyle:)`).
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - message: The message.
    ///   - preferredStyle: Alert or action sheet.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init()
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// Adds a button (UIKit's `addAction(_:)`).
    ///
    /// - Parameter action: The button.
    open func addAction(_ action: AlertAction) { actions.append(action) }

    /// Plays the user's choice of a button (the simulator's own entry point): an enabled button
    /// of this alert dismisses the alert (when presented), then runs its handler, as UIKit does.
    ///
    /// - Parameter action: One of ``actions``.
    /// - Returns: Whether the button was chosen: `false` for a disabled one or one of another alert.
    @discardableResult
    public func chooseAction(_ action: AlertAction) -> Bool {
        guard action.isEnabled, actions.contains(where: { $0 === action }) else { return false }
        if presentingViewController != nil { dismiss(animated: true) }
        action.run()
        return true
    }

    /// Plays the user's choice of the first button titled `title`, as ``chooseAction(_:)`` does.
    ///
    /// - Parameter title: The button's title.
    /// - Throws: ``NoSuchAction`` when no button has that title, naming the titles there are.
    /// - Returns: Whether the button was chosen: `false` when it is disabled.
    @discardableResult
    public func chooseAction(titled title: String) throws -> Bool {
        guard let action = actions.first(where: { $0.title == title }) else {
            throw NoSuchAction(title: title, alertTitle: self.title, titles: actions.map { $0.title ?? "" })
        }
        return chooseAction(action)
    }

    /// Whether an alert controller is an alert or an action sheet (UIKit's
    /// `UIAlertController.Style`).
    public enum Style: Int, Sendable, Hashable, CaseIterable {
        /// A sheet of buttons from the bottom of the screen.
        case actionSheet = 0
        /// A centred alert.
        case alert = 1
    }

    /// The error of ``chooseAction(titled:)`` when the alert has no button of that title.
    public struct NoSuchAction: Error, Sendable, Equatable, CustomStringConvertible {
        /// The title asked for.
        public let title: String
        /// The alert's title.
        public let alertTitle: String?
        /// The titles of the alert's buttons, in order.
        public let titles: [String]

        /// The error for a title an alert has no button for.
        ///
        /// - Parameters:
        ///   - title: The title asked for.
        ///   - alertTitle: The alert's title.
        ///   - titles: The titles of its buttons.
        public init(title: String, alertTitle: String?, titles: [String]) {
            (self.title, self.alertTitle, self.titles) = (title, alertTitle, titles)
        }

        /// The message: the title asked for, the alert and its buttons.
        public var description: String {
            "the alert \(alertTitle.map { "\"\($0)\"" } ?? "without a title") has no action titled \"\(title)\"; "
                + "its actions are \(titles.map { "\"\($0)\"" }.joined(separator: ", "))"
        }
    }
}
