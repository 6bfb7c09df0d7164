import Foundation

/// Insets that follow the layout direction: the twin of `NSDirectionalEdgeInsets`.
///
/// The simulator lays out left to right, so `leading` is the left edge and `trailing` the right.
public struct DirectionalEdgeInsets: Sendable, Hashable, Codable {
    /// The inset at the top edge.
    public var top: CGFloat
    /// The inset at the leading (left) edge.
    public var leading: CGFloat
    /// The inset at the bottom edge.
    public var bottom: CGFloat
    /// The inset at the trailing (right) edge.
    public var trailing: CGFloat

    /// Creates insets in UIKit's order: top, leading, bottom, trailing.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset on any edge.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The same insets as left-to-right ``EdgeInsets``.
    public var edgeInsets: EdgeInsets { EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }

    /// `rect` shrunk by the insets.
    func inset(_ rect: CGRect) -> CGRect {
        CGRect(x: rect.minX + leading, y: rect.minY + top,
               width: rect.width - leading - trailing, height: rect.height - top - bottom)
    }
}

/// Where a boundary supplementary item sits around its section: the twin of `NSRectAlignment`.
public enum RectAlignment: Int, Sendable, Hashable, Codable, CaseIterable {
    /// No alignment.
    case none = 0
    /// Above the section, across it (a header when scrolling vertically).
    case top
    /// At the top-leading corner.
    case topLeading
    /// Beside the section, at its leading edge (a header when scrolling horizontally).
    case leading
    /// At the bottom-leading corner.
    case bottomLeading
    /// Below the section, across it (a footer when scrolling vertically).
    case bottom
    /// At the bottom-trailing corner.
    case bottomTrailing
    /// Beside the section, at its trailing edge.
    case trailing
    /// At the top-trailing corner.
    case topTrailing
}
