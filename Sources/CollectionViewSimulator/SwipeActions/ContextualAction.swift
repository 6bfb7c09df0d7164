/// One button a list row shows when swiped (UIKit's `UIContextualAction`, the name
/// UIKitCompatibility gives it), as a list's swipe actions provider makes it:
///
/// ```swift
/// let delete = UIContextualAction(style: .destructive, title: "Delete") { action, sourceView, completion in
///     var snapshot = dataSource.snapshot()
///     snapshot.deleteItems([item])
///     dataSource.apply(snapshot)
///     completion(true)
/// }
/// ```
///
/// Nothing is drawn and nobody swipes: a test reveals a row's actions with
/// ``CollectionView/swipeItem(at:edge:)`` and chooses one with
/// ``CollectionView/performSwipeAction(at:forItemAt:edge:)``, which runs the handler as UIKit does
/// when the user taps the button.
@MainActor
open class ContextualAction {
    /// What choosing the action does (UIKit's `UIContextualAction.Handler`): it gets the action,
    /// the view it was shown in, and a completion to call with whether the action was performed,
    /// which closes the row.
    public typealias Handler = @MainActor (ContextualAction, View, @escaping (Bool) -> Void) -> Void

    /// How an action looks (UIKit's `UIContextualAction.Style`).
    public enum Style: Int, Sendable, Hashable, CaseIterable {
        /// An ordinary action, on a grey background.
        case normal = 0
        /// A destructive action, on a red background.
        case destructive = 1
    }

    /// The action's style, from its creation.
    public let style: Style
    /// What choosing the action does.
    public let handler: Handler
    /// The button's title.
    open var title: String?
    /// The button's image.
    open var image: Image?
    private var storedBackgroundColor: Color?

    /// An action (UIKit's `init(style:title:handler:)`).
    ///
    /// - Parameters:
    ///   - style: How the action looks.
    ///   - title: The button's title.
    ///   - handler: What choosing the action does.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }

    /// The button's background colour. Setting `nil` restores the style's colour, as UIKit's
    /// `null_resettable` property does: `.systemRed` for `.destructive`, `.systemGray` for
    /// `.normal` (the colours iOS draws; Apple documents neither).
    open var backgroundColor: Color! {
        get { storedBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { storedBackgroundColor = newValue }
    }
}

/// `NSObject`'s equality, as UIKit's contextual actions have it: identity.
extension ContextualAction: Hashable {
    /// Whether `lhs` and `rhs` are the same action.
    nonisolated public static func == (lhs: ContextualAction, rhs: ContextualAction) -> Bool {
        lhs === rhs
    }

    /// Feeds the action's identity to `hasher`.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
