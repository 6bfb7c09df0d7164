import Foundation

/// A space between items of a group: the twin of `NSCollectionLayoutSpacing`.
///
/// A fixed space is exactly its value; a flexible one is at least its value and shares the room
/// the group has left over with the other flexible spaces of the same line.
public struct CollectionLayoutSpacing: Sendable, Hashable, Codable {
    /// The space in points (the minimum for a flexible space).
    public let spacing: CGFloat
    /// Whether the space grows to share the group's leftover room.
    public let isFlexibleSpacing: Bool

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> Self { Self(spacing: fixedSpacing, isFlexibleSpacing: false) }
    /// At least `flexibleSpacing` points, growing with the leftover room.
    public static func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(spacing: flexibleSpacing, isFlexibleSpacing: true) }
    /// Whether the space is fixed.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }
}

/// The spaces around an item inside its group: the twin of `NSCollectionLayoutEdgeSpacing`.
///
/// Apple: edge spacing is applied before ``CollectionLayoutItem/contentInsets`` and moves the item
/// relative to its container and its neighbours without changing its size. Along the group's
/// axis the leading (top) space comes before the item and the trailing (bottom) space after it;
/// across the axis the top (leading) space pushes the item down (right). Flexible spaces share the
/// leftover room of the group, like flexible inter-item spacing.
public struct CollectionLayoutEdgeSpacing: Sendable, Hashable, Codable {
    /// The space at the leading edge; `nil` for none.
    public let leading: CollectionLayoutSpacing?
    /// The space at the top edge; `nil` for none.
    public let top: CollectionLayoutSpacing?
    /// The space at the trailing edge; `nil` for none.
    public let trailing: CollectionLayoutSpacing?
    /// The space at the bottom edge; `nil` for none.
    public let bottom: CollectionLayoutSpacing?

    /// Creates edge spacing in UIKit's argument order.
    public init(leading: CollectionLayoutSpacing?, top: CollectionLayoutSpacing?,
                trailing: CollectionLayoutSpacing?, bottom: CollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// The spaces before and after the item along an axis: leading/trailing when `horizontal`.
    func spaces(horizontal: Bool) -> (before: CollectionLayoutSpacing?, after: CollectionLayoutSpacing?) {
        horizontal ? (leading, trailing) : (top, bottom)
    }
}
