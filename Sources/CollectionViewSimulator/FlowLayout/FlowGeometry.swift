import Foundation

/// A flow layout's computed placement: every section's extent and lines, and the content size.
/// Positions are exact; ``snap(_:)`` rounds origins to the screen scale when frames are handed out.
struct FlowGeometry {
    /// How flow directions map to screen axes.
    var axis = FlowAxis()
    /// The length of a line: the view's width (vertical) or height (horizontal) minus the content insets.
    var dimension: CGFloat = 0
    /// The screen scale origins snap to; 0 for no snapping.
    var scale: CGFloat = 0
    /// The sections in order.
    var sections: [FlowSection] = []
    /// The sections' extents along the scrolling direction, for binary search.
    var sectionIndex = ExtentIndex()
    /// The size of the whole content.
    var contentSize: CGSize = .zero

    /// Rounds a coordinate to the nearest pixel, halves away from zero (C's `round`), as UIKit's
    /// flow layout snaps origins (OpenUXKit's `UXFlowLayoutAdjustToScale`).
    func snap(_ value: CGFloat) -> CGFloat {
        value.snappedToPixels(scale: scale)
    }

    /// The frame of an element from its exact position in flow terms, origin snapped.
    func frame(_ item: FlowItemFrame) -> CGRect {
        axis.rect(
            inline: snap(item.inline), stack: snap(item.stack),
            inlineExtent: item.inlineExtent, stackExtent: item.stackExtent)
    }
}

/// An element's exact position and extents in flow terms.
struct FlowItemFrame {
    /// Position along the line.
    var inline: CGFloat
    /// Position along the scrolling direction.
    var stack: CGFloat
    /// Extent along the line.
    var inlineExtent: CGFloat
    /// Extent along the scrolling direction.
    var stackExtent: CGFloat
}

/// Which supplementary views a section has.
struct FlowSupplementaries: Equatable {
    /// Whether the section has a header.
    var hasHeader: Bool
    /// Whether the section has a footer.
    var hasFooter: Bool
}
