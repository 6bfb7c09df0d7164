import Foundation

/// `NSObject`'s equality, as UIKit's attributes have it: `==` is ``CollectionViewLayoutAttributes/isEqual(_:)``
/// (a subclass's override included) and hashing uses ``CollectionViewLayoutAttributes/hash``, so
/// attributes compare by value in `#expect(a == b)`, in sets and as dictionary keys.
///
/// The engine never compares attributes with these: it compares the values it animates.
extension CollectionViewLayoutAttributes: @MainActor Hashable, @MainActor CustomDebugStringConvertible {
    /// Whether two sets of attributes are equal: `lhs.isEqual(rhs)`.
    public static func == (lhs: CollectionViewLayoutAttributes, rhs: CollectionViewLayoutAttributes) -> Bool {
        lhs.isEqual(rhs)
    }

    /// Feeds ``hash`` to `hasher`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}
