import Foundation

/// `NSObject`'s equality, as UIKit's layouts have it: `==` is ``CollectionViewLayout/isEqual(_:)``
/// (identity unless a subclass overrides it), so `collectionView.collectionViewLayout == layout`
/// compiles as in UIKit. The conformances are nonisolated, as `NSObject`'s are.
extension CollectionViewLayout: Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    /// Whether two layouts are equal: `lhs.isEqual(rhs)`.
    nonisolated public static func == (lhs: CollectionViewLayout, rhs: CollectionViewLayout) -> Bool {
        lhs.isEqual(rhs)
    }

    /// Feeds ``hash`` to `hasher`.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}
