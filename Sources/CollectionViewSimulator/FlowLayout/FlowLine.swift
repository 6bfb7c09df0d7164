import Foundation

/// One stored line of a section with varying item sizes.
struct FlowLine {
    /// The index of the line's first item.
    var firstItem: Int
    /// The number of items on the line.
    var count: Int
    /// Where the line starts along the scrolling direction.
    var origin: CGFloat
    /// The line's extent along the scrolling direction: its largest item's.
    var thickness: CGFloat
    /// The position of the first item along the line.
    var start: CGFloat
    /// The space between neighbouring items on the line.
    var gap: CGFloat
}
