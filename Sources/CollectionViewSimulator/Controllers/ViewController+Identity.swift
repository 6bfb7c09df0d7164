/// `NSObject`'s equality, as UIKit's controllers have it: `==` is identity, so
/// `navigationController.viewControllers.contains(detail)` and `firstIndex(of:)` compile and
/// behave as in UIKit. Nonisolated, as `NSObject`'s conformances are.
extension ViewController: Hashable {
    /// Whether `lhs` and `rhs` are the same controller.
    nonisolated public static func == (lhs: ViewController, rhs: ViewController) -> Bool {
        lhs === rhs
    }

    /// Feeds the controller's identity to `hasher`.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// `NSObject`'s equality, as UIKit's bar button items have it: identity.
extension BarButtonItem: Hashable {
    /// Whether `lhs` and `rhs` are the same item.
    nonisolated public static func == (lhs: BarButtonItem, rhs: BarButtonItem) -> Bool {
        lhs === rhs
    }

    /// Feeds the item's identity to `hasher`.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
