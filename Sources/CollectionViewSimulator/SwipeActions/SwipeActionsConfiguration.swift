/// The actions a list row shows on one edge when swiped (UIKit's `UISwipeActionsConfiguration`,
/// the name UIKitCompatibility gives it), as a list configuration's
/// ``CollectionLayoutListConfiguration/trailingSwipeActionsConfigurationProvider`` returns it.
///
/// The first action sits at the row's edge, the others inward from it; a full swipe performs
/// the first one when ``performsFirstActionWithFullSwipe`` is `true`
/// (``CollectionView/performFullSwipe(onItemAt:edge:)``).
@MainActor
open class SwipeActionsConfiguration {
    /// The actions, the first at the row's edge.
    public let actions: [ContextualAction]
    /// Whether swiping all the way across performs the first action (UIKit's default `true`).
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of actions (UIKit's `init(actions:)`).
    ///
    /// - Parameter actions: The actions, the first at the row's edge.
    public init(actions: [ContextualAction]) {
        self.actions = actions
    }
}

/// `NSObject`'s equality, as UIKit's swipe configurations have it: identity.
extension SwipeActionsConfiguration: Hashable {
    /// Whether `lhs` and `rhs` are the same configuration.
    nonisolated public static func == (lhs: SwipeActionsConfiguration, rhs: SwipeActionsConfiguration) -> Bool {
        lhs === rhs
    }

    /// Feeds the configuration's identity to `hasher`.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
