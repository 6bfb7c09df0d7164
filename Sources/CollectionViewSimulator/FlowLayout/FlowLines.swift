import Foundation

/// The lines of a section whose items have different sizes (Apple's flow-layout guide; OpenUXKit's
/// `layoutRow`): filled greedily in index order, full lines justified, a line holding one item
/// centred, the last line packed at the leading edge with the minimum spacing (centred too when
/// every line holds one item), items centred across their line.
struct FlowLines {
    /// Every item's size, in index order.
    var sizes: [CGSize]
    /// The lines in order.
    var lines: [FlowLine] = []
    /// The lines' extents along the scrolling direction, for binary search.
    var index = ExtentIndex()
    /// The extent of all lines along the scrolling direction.
    var extent: CGFloat = 0

    /// Lays out items of the given sizes.
    ///
    /// - Parameters:
    ///   - available: The line length between the section's insets.
    ///   - insetStart: The section inset at the start of a line.
    ///   - stackStart: Where the first line starts along the scrolling direction.
    init(
        sizes: [CGSize], axis: FlowAxis, available: CGFloat, insetStart: CGFloat,
        interitemSpacing: CGFloat, lineSpacing: CGFloat, stackStart: CGFloat
    ) {
        self.sizes = sizes
        let ranges = Self.fill(sizes: sizes, axis: axis, available: available, interitemSpacing: interitemSpacing)
        let everyLineSingle = ranges.allSatisfy { $0.count == 1 }
        lines.reserveCapacity(ranges.count)
        index.reserveCapacity(ranges.count)
        var origin = stackStart
        for (number, range) in ranges.enumerated() {
            var line = FlowLine(firstItem: range.lowerBound, count: range.count, origin: origin, thickness: 0, start: insetStart, gap: interitemSpacing)
            var used: CGFloat = 0
            for item in range {
                line.thickness = max(line.thickness, axis.stack(sizes[item]))
                used += axis.inline(sizes[item])
            }
            let isComplete = number < ranges.count - 1 || everyLineSingle
            if isComplete && range.count == 1 {
                line.start = insetStart + (available - used) / 2
            } else if isComplete {
                line.gap = (available - used) / CGFloat(range.count - 1)
            }
            lines.append(line)
            index.append(start: origin, end: origin + line.thickness)
            origin += line.thickness + lineSpacing
        }
        extent = lines.last.map { $0.origin + $0.thickness - stackStart } ?? 0
    }

    /// Splits the items into lines: an item joins the current line when it fits in what remains;
    /// a line always takes at least one item, however long.
    private static func fill(sizes: [CGSize], axis: FlowAxis, available: CGFloat, interitemSpacing: CGFloat) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var lineStart = 0
        var remaining = available
        for (item, size) in sizes.enumerated() {
            let length = axis.inline(size)
            if item > lineStart && length > remaining {
                ranges.append(lineStart..<item)
                lineStart = item
                remaining = available
            }
            remaining -= length + interitemSpacing
        }
        if lineStart < sizes.count { ranges.append(lineStart..<sizes.count) }
        return ranges
    }

    /// The exact frame of an item; `item` must be a valid index.
    func frame(ofItem item: Int, axis: FlowAxis) -> FlowItemFrame {
        var low = 0
        var high = lines.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lines[middle].firstItem <= item { low = middle } else { high = middle - 1 }
        }
        var result = FlowItemFrame(inline: 0, stack: 0, inlineExtent: 0, stackExtent: 0)
        forEachItem(on: lines[low], axis: axis) { index, frame in
            if index == item { result = frame }
        }
        return result
    }

    /// Calls `body` with every item on the lines that may overlap `low..<high`.
    func forEachCandidate(from low: CGFloat, to high: CGFloat, axis: FlowAxis, _ body: (Int, FlowItemFrame) -> Void) {
        for line in index.candidates(from: low, to: high) {
            forEachItem(on: lines[line], axis: axis, body)
        }
    }

    private func forEachItem(on line: FlowLine, axis: FlowAxis, _ body: (Int, FlowItemFrame) -> Void) {
        var position = line.start
        for item in line.firstItem..<(line.firstItem + line.count) {
            let inline = axis.inline(sizes[item])
            let stack = axis.stack(sizes[item])
            body(item, FlowItemFrame(inline: position, stack: line.origin + (line.thickness - stack) / 2, inlineExtent: inline, stackExtent: stack))
            position += inline + line.gap
        }
    }
}
