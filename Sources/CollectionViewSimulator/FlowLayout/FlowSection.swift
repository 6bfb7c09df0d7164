import Foundation

/// One section of a flow layout along the scrolling direction: header, top inset, lines, bottom
/// inset, footer (Apple's `sectionInset` documentation; OpenUXKit).
struct FlowSection {
    /// Where the section (and its header) starts.
    var start: CGFloat
    /// The header's extent along the scrolling direction; 0 for no header.
    var headerExtent: CGFloat
    /// Where the footer starts: after the last line and the bottom inset.
    var footerStart: CGFloat
    /// Where the section ends: after its footer.
    var end: CGFloat
    /// The section's items and lines.
    var items: FlowItems

    /// The footer's extent along the scrolling direction; 0 for no footer.
    var footerExtent: CGFloat { end - footerStart }

    /// Which supplementary views the section has.
    var supplementaries: FlowSupplementaries {
        FlowSupplementaries(hasHeader: headerExtent > 0, hasFooter: footerExtent > 0)
    }
}

/// A section's items: arithmetic lines when every item has one size, stored lines otherwise.
enum FlowItems {
    /// Every item has the same size: lines are computed, not stored.
    case grid(FlowGrid)
    /// Sizes vary: lines and sizes are stored.
    case lines(FlowLines)

    /// The number of items.
    var count: Int {
        switch self {
        case .grid(let grid): grid.count
        case .lines(let lines): lines.sizes.count
        }
    }

    /// The exact frame of an item, in flow terms; `item` must be in `0..<count`.
    func frame(ofItem item: Int, axis: FlowAxis) -> FlowItemFrame {
        switch self {
        case .grid(let grid): grid.frame(ofItem: item)
        case .lines(let lines): lines.frame(ofItem: item, axis: axis)
        }
    }

    /// Calls `body` with every item on the lines that may overlap `low..<high` along the
    /// scrolling direction; callers test each frame.
    func forEachCandidate(from low: CGFloat, to high: CGFloat, axis: FlowAxis, _ body: (Int, FlowItemFrame) -> Void) {
        switch self {
        case .grid(let grid):
            for item in grid.items(from: low, to: high) { body(item, grid.frame(ofItem: item)) }
        case .lines(let lines):
            lines.forEachCandidate(from: low, to: high, axis: axis, body)
        }
    }
}
