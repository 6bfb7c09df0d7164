import Foundation

/// `NSObject`'s equality, as UIKit's layouts have it: `==` is ``CollectionViewLayout/isEqual(_:)``
/// (identity unless a subclass overrides it), so `collectionView.collectionViewLayout == layout`
/// compiles as in UIKit.
extension CollectionViewLayout: @MainActor Hashable, @MainActor CustomStringConvertible, @MainActor CustomDebugStringConvertible {
    /// Whether two layouts are equal: `lhs.isEqual(rhs)`.
    public static func == (lhs: CollectionViewLayout, rhs: CollectionViewLayout) -> Bool {
        lhs.isEqual(rhs)
    }

    /// Feeds ``hash`` to `hasher`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}
