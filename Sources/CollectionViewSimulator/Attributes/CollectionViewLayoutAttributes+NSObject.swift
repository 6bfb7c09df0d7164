import Foundation

/// `NSObject`'s equality, as UIKit's attributes have it: `==` is ``CollectionViewLayoutAttributes/isEqual(_:)``
/// (a subclass's override included) and hashing uses ``CollectionViewLayoutAttributes/hash``, so
/// attributes compare by value in `#expect(a == b)`, in sets and as dictionary keys. The
/// conformances are nonisolated, as `NSObject`'s are.
///
/// The engine never compares attributes with these: it compares the values it animates.
extension CollectionViewLayoutAttributes: Hashable, CustomDebugStringConvertible {
    /// Whether two sets of attributes are equal: `lhs.isEqual(rhs)`.
    nonisolated public static func == (lhs: CollectionViewLayoutAttributes, rhs: CollectionViewLayoutAttributes) -> Bool {
        lhs.isEqual(rhs)
    }

    /// Feeds ``hash`` to `hasher`.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}
