import Foundation

/// Converts between a flow layout's two directions and screen axes: *inline* runs along a line
/// (x when scrolling vertically), *stack* runs along the scrolling direction, where lines and
/// sections stack (y when scrolling vertically).
struct FlowAxis {
    /// Whether lines are rows (vertical scrolling).
    var isVertical = true

    /// The extent of a size along a line.
    func inline(_ size: CGSize) -> CGFloat { isVertical ? size.width : size.height }

    /// The extent of a size along the scrolling direction.
    func stack(_ size: CGSize) -> CGFloat { isVertical ? size.height : size.width }

    /// The coordinate of a point along the scrolling direction.
    func stack(_ point: CGPoint) -> CGFloat { isVertical ? point.y : point.x }

    /// The coordinate of `point` across the scrolling direction.
    func inline(_ point: CGPoint) -> CGFloat { isVertical ? point.x : point.y }

    /// The insets at the start and end of a line.
    func inlineInsets(_ insets: EdgeInsets) -> (start: CGFloat, end: CGFloat) {
        isVertical ? (insets.left, insets.right) : (insets.top, insets.bottom)
    }

    /// The insets at the start and end of the scrolling direction.
    func stackInsets(_ insets: EdgeInsets) -> (start: CGFloat, end: CGFloat) {
        isVertical ? (insets.top, insets.bottom) : (insets.left, insets.right)
    }

    /// A size from its extents along a line and along the scrolling direction.
    func size(inline: CGFloat, stack: CGFloat) -> CGSize {
        isVertical ? CGSize(width: inline, height: stack) : CGSize(width: stack, height: inline)
    }

    /// A rectangle from its position and extents in flow terms.
    func rect(inline: CGFloat, stack: CGFloat, inlineExtent: CGFloat, stackExtent: CGFloat) -> CGRect {
        isVertical
            ? CGRect(x: inline, y: stack, width: inlineExtent, height: stackExtent)
            : CGRect(x: stack, y: inline, width: stackExtent, height: inlineExtent)
    }

    /// The range a rectangle covers along the scrolling direction.
    func stackRange(of rect: CGRect) -> (min: CGFloat, max: CGFloat) {
        isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    }
}

/// Whether two rectangles share interior points. Rectangles that only touch, or have no area, do
/// not overlap; the same answer on every platform.
func rectanglesOverlap(_ a: CGRect, _ b: CGRect) -> Bool {
    a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
}
