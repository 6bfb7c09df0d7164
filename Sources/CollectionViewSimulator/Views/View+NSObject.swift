import Foundation

/// `NSObject`'s equality, as UIKit's views have it: `==` is ``View/isEqual(_:)`` (identity unless
/// a subclass overrides it), so `cell == otherCell`, `visibleCells.contains(cell)` and
/// `Set<UICollectionViewCell>` compile and behave as in UIKit. The conformances are nonisolated, as
/// `NSObject`'s are.
extension View: Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    /// Whether two views are equal: `lhs.isEqual(rhs)`.
    nonisolated public static func == (lhs: View, rhs: View) -> Bool {
        lhs.isEqual(rhs)
    }

    /// Feeds ``hash`` to `hasher`.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}
