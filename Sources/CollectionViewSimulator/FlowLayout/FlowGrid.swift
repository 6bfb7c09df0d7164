import Foundation

/// The lines of a section whose items all have one size, computed arithmetically
/// (the closed form of OpenUXKit's fixed-size path): nothing is stored per item, so a million items
/// cost nothing to prepare and any line is found by division.
///
/// Every line, the last included, sits on the grid of a full line: `perLine` columns spread so the
/// first is flush with the start inset and the last with the end inset. When only one item fits a
/// line, or the section holds a single item, every item is centred between the insets.
struct FlowGrid {
    /// The number of items.
    var count: Int
    /// The item's extent along a line.
    var itemInline: CGFloat
    /// The item's extent along the scrolling direction.
    var itemStack: CGFloat
    /// The number of items a full line holds (at least 1).
    var perLine: Int
    /// The position of column 0 along the line (the centred position when items are centred).
    var firstInline: CGFloat
    /// The distance between columns; 0 when items are centred.
    var pitch: CGFloat
    /// Where the first line starts along the scrolling direction.
    var stackStart: CGFloat
    /// The distance between line starts: item extent plus line spacing.
    var lineStride: CGFloat
    /// The number of lines.
    var lineCount: Int

    /// Lays out `count` items of one size.
    ///
    /// - Parameters:
    ///   - itemInline: Extent along a line; `itemStack`: along the scrolling direction.
    ///   - available: The line length between the section's insets.
    ///   - insetStart: The section inset at the start of a line.
    init(
        count: Int, itemInline: CGFloat, itemStack: CGFloat, available: CGFloat, insetStart: CGFloat,
        interitemSpacing: CGFloat, lineSpacing: CGFloat, stackStart: CGFloat
    ) {
        self.count = count
        self.itemInline = itemInline
        self.itemStack = itemStack
        self.stackStart = stackStart
        lineStride = itemStack + lineSpacing
        guard let fullLine = Self.itemsPerFullLine(itemInline: itemInline, available: available, interitemSpacing: interitemSpacing) else {
            // Items of no extent with no spacing all fit on one line: pack them at the minimum spacing.
            (perLine, lineCount, firstInline, pitch) = (max(count, 1), min(count, 1), insetStart, itemInline + interitemSpacing)
            return
        }
        perLine = fullLine
        lineCount = count == 0 ? 0 : (count - 1) / perLine + 1
        if perLine == 1 || count == 1 {
            firstInline = insetStart + (available - itemInline) / 2
            pitch = 0
        } else {
            firstInline = insetStart
            pitch = itemInline + (available - CGFloat(perLine) * itemInline) / CGFloat(perLine - 1)
        }
    }

    /// `max(1, floor((available + spacing) / (item + spacing)))`: how many items a full line holds
    /// (`nil` when an item and its spacing take no room). The count of a full line, not of the
    /// section's first line, sets the grid of a short section, so it is not capped by the item
    /// count; only by 2^40, to convert safely.
    private static func itemsPerFullLine(itemInline: CGFloat, available: CGFloat, interitemSpacing: CGFloat) -> Int? {
        let stride = itemInline + interitemSpacing
        guard stride > 0 else { return nil }
        let fit = ((available + interitemSpacing) / stride).rounded(.down)
        let cap = 1 << 40
        guard fit < CGFloat(cap) else { return cap }
        return fit >= 1 ? Int(fit) : 1
    }

    /// The extent of all lines along the scrolling direction.
    var extent: CGFloat {
        lineCount == 0 ? 0 : CGFloat(lineCount) * itemStack + CGFloat(lineCount - 1) * (lineStride - itemStack)
    }

    /// The exact frame of an item.
    func frame(ofItem item: Int) -> FlowItemFrame {
        let (line, column) = item.quotientAndRemainder(dividingBy: perLine)
        return FlowItemFrame(
            inline: firstInline + CGFloat(column) * pitch, stack: stackStart + CGFloat(line) * lineStride,
            inlineExtent: itemInline, stackExtent: itemStack)
    }

    /// The items on the lines that may overlap `low..<high` along the scrolling direction.
    func items(from low: CGFloat, to high: CGFloat) -> Range<Int> {
        guard lineCount > 0 else { return 0..<0 }
        guard lineStride > 0 else { return 0..<count }
        let first = line(containing: low - itemStack)
        let last = line(containing: high)
        return min(count, first * perLine)..<min(count, (last + 1) * perLine)
    }

    private func line(containing position: CGFloat) -> Int {
        let line = ((position - stackStart) / lineStride).rounded(.down)
        guard line > 0 else { return 0 }
        return line >= CGFloat(lineCount - 1) ? lineCount - 1 : Int(line)
    }
}
