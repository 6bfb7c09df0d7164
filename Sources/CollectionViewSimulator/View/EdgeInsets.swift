import Foundation

/// Insets for each edge of a rectangle: the twin of UIKit's `UIEdgeInsets`.
///
/// Positive values shrink the rectangle; the order of the initialiser's arguments is UIKit's
/// (top, left, bottom, right).
public struct EdgeInsets: Sendable, Hashable, Codable {
    /// The inset at the top edge.
    public var top: CGFloat
    /// The inset at the left edge.
    public var left: CGFloat
    /// The inset at the bottom edge.
    public var bottom: CGFloat
    /// The inset at the right edge.
    public var right: CGFloat

    /// Creates insets from the four edges, in UIKit's order.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets of zero on every edge (`UIEdgeInsets.zero`).
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The sum of the left and right insets.
    public var horizontal: CGFloat { left + right }

    /// The sum of the top and bottom insets.
    public var vertical: CGFloat { top + bottom }
}
