/// The closure an ``Action`` runs when it is chosen (UIKit's `UIActionHandler`).
public typealias ActionHandler = @MainActor (Action) -> Void

/// A menu element or control action that runs a closure (UIKit's `UIAction`, the name
/// UIKitCompatibility gives it), as context menus, swipe-free menus, buttons and bar button items
/// take it:
///
/// ```swift
/// let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
///     self.delete(item)
/// }
/// ```
///
/// Nothing is drawn and nobody taps: a test chooses an action with ``perform(sender:)``, which runs
/// its handler as UIKit does when the user picks it.
@MainActor
open class Action: MenuElement {
    /// The image shown when the action's ``state`` is `.on` (iOS 17).
    open var selectedImage: Image?
    /// The action's identifier: the one it was made with, or a unique one.
    public let identifier: Identifier
    /// A longer title for the keyboard shortcut overlay.
    open var discoverabilityTitle: String?
    /// How the action behaves and looks.
    open var attributes: MenuElement.Attributes
    /// Whether the action shows a check mark.
    open var state: MenuElement.State
    /// The object the action was last performed for (a control, a bar button item), or `nil`:
    /// set while the handler runs.
    public private(set) var sender: Any?

    private let handler: ActionHandler

    /// An action (UIKit's `init(title:subtitle:image:selectedImage:identifier:discoverabilityTitle:attributes:state:handler:)`,
    /// which also serves the shorter iOS 13 and iOS 15 initialisers through its defaults).
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - subtitle: The subtitle.
    ///   - image: The image beside the title.
    ///   - selectedImage: The image when ``state`` is `.on`.
    ///   - identifier: The identifier; `nil` makes a unique one.
    ///   - discoverabilityTitle: A longer title.
    ///   - attributes: How the action behaves and looks.
    ///   - state: Whether it shows a check mark.
    ///   - handler: What choosing the action does.
    public init(title: String = "", subtitle: String? = nil, image: Image? = nil, selectedImage: Image? = nil,
                identifier: Identifier? = nil, discoverabilityTitle: String? = nil, attributes: MenuElement.Attributes = [],
                state: MenuElement.State = .off, handler: @escaping ActionHandler) {
        self.selectedImage = selectedImage
        self.identifier = identifier ?? Identifier.unique()
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Chooses the action, as a user's tap on it does on iOS: runs its handler with ``sender`` set
    /// to `sender` (the control or bar button item it belongs to). The simulator's own entry point:
    /// UIKit has no public one. A disabled or hidden action does nothing, as UIKit offers it to nobody.
    ///
    /// - Parameter sender: The object the action is performed for.
    open func perform(sender: Any? = nil) {
        guard attributes.isDisjoint(with: [.disabled, .hidden]) else { return }
        let previous = self.sender
        self.sender = sender
        defer { self.sender = previous }
        handler(self)
    }

    /// An action's identifier (UIKit's `UIAction.Identifier`).
    public struct Identifier: RawRepresentable, Sendable, Hashable {
        /// The identifier's string.
        public let rawValue: String
        /// An identifier from its string.
        ///
        /// - Parameter rawValue: The string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier from its string.
        ///
        /// - Parameter rawValue: The string.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        @MainActor private static var made = 0

        /// A new identifier no other action has: numbered in order of making, so a run's
        /// identifiers are the same every time.
        @MainActor static func unique() -> Identifier {
            made += 1
            return Identifier(rawValue: "com.batchupdatesimulator.action.\(made)")
        }
    }
}
