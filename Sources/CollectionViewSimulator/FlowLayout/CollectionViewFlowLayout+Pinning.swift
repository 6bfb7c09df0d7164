import Foundation

/// Section headers and footers, pinned to the visible bounds when asked
/// (`sectionHeadersPinToVisibleBounds`, `sectionFootersPinToVisibleBounds`, Apple's documentation).
///
/// A pinned header stays at the top (left) of the visible area, below the content inset, while
/// its section scrolls by, never above its own place and never below the end of its section's
/// items and bottom inset, so the next section's header pushes it away. Footers mirror this at the
/// bottom (right), never below their place nor above the end of their section's header. The
/// bound UIKit uses is not established; this is the simulator's choice. Pinned positions are
/// computed per query from the current content offset, so scrolling re-prepares nothing.
extension CollectionViewFlowLayout {
    /// A section's header frame (pinned if pinning is on); `nil` without a header.
    func headerFrame(ofSection section: Int) -> CGRect? {
        guard geometry.sections.indices.contains(section) else { return nil }
        let placed = geometry.sections[section]
        guard placed.headerExtent > 0 else { return nil }
        var position = placed.start
        if sectionHeadersPinToVisibleBounds, let visible = visibleStackRange() {
            let limit = placed.footerStart - placed.headerExtent
            position = max(placed.start, min(max(visible.min, placed.start), limit))
        }
        return supplementaryFrame(at: position, extent: placed.headerExtent)
    }

    /// A section's footer frame (pinned if pinning is on); `nil` without a footer.
    func footerFrame(ofSection section: Int) -> CGRect? {
        guard geometry.sections.indices.contains(section) else { return nil }
        let placed = geometry.sections[section]
        let extent = placed.footerExtent
        guard extent > 0 else { return nil }
        var position = placed.footerStart
        if sectionFootersPinToVisibleBounds, let visible = visibleStackRange() {
            let limit = placed.start + placed.headerExtent
            position = min(placed.footerStart, max(min(visible.max - extent, placed.footerStart), limit))
        }
        return supplementaryFrame(at: position, extent: extent)
    }

    /// A header or footer spans the whole line dimension, not inset by the section insets.
    private func supplementaryFrame(at position: CGFloat, extent: CGFloat) -> CGRect {
        geometry.frame(FlowItemFrame(inline: 0, stack: position, inlineExtent: geometry.dimension, stackExtent: extent))
    }

    /// The visible range along the scrolling direction, inside the content insets, in the
    /// left-to-right placement (a right-to-left flow pins to the visible area's right end, its
    /// leading edge: the bounds are mirrored and the left and right insets swap).
    private func visibleStackRange() -> (min: CGFloat, max: CGFloat)? {
        guard let collectionView else { return nil }
        let axis = geometry.axis
        var contentInset = collectionView.contentInset
        var bounds = collectionView.bounds
        if let mirror = ownRightToLeftMirror {
            bounds = mirror.rect(bounds)
            swap(&contentInset.left, &contentInset.right)
        }
        let insets = axis.stackInsets(contentInset)
        let range = axis.stackRange(of: bounds)
        return (range.min + insets.start, range.max - insets.end)
    }
}
