import Foundation

extension CollectionView {
    /// Where a right-to-left collection view starts the content of a layout it flips
    /// (``CollectionViewLayout/flipsHorizontallyInOppositeLayoutDirection``: the layout puts its
    /// first items at x 0, and the view shows them at the content's right end) or of a flow layout,
    /// which lays itself out right to left with its first items at the content's right end.
    ///
    /// UIKit documents neither. (Its runtime does: `UIScrollView.setContentSize:` moves a
    /// right-to-left scroll view whose layout answers the private
    /// `_shouldScrollToContentBeginningInRightToLeft` with `true`, as the flow layout does, to the
    /// content's end by `setContentOffset:`, when it was there or had no content size yet; and the
    /// header of `UICollectionViewLayout` says a view that flips its layout "will ensure its
    /// bounds.origin is always found at the leading edge".) On iOS 9 a horizontally scrolling right-to-left flow layout
    /// started at offset 0 and showed its last items, which was reported to Apple as a bug (Open
    /// Radar 25698641, "UICollectionViewFlowLayout has wrong initial scroll position on RTL
    /// layout": "Cell with label 0 should be the first visible one"); right-to-left apps expect
    /// the first item at the right edge. So ``firstItems`` is the default, and ``zero`` is kept
    /// for code written against the older behaviour. Another layout that does not flip, or content
    /// no wider than the view, starts at offset 0 either way.
    public enum RightToLeftStart: Sendable, Equatable {
        /// The view starts at the content's right end, `contentSize.width + contentInset.right -
        /// bounds.width`, so the first items show at its right edge; while the offset is there,
        /// a change of the content's width (the first layout, a reload, an insert, a new layout)
        /// keeps it at the new right end, as offset 0 stays the start of a left-to-right view.
        case firstItems
        /// The view starts at offset 0, the content's left edge: the last items (iOS 9).
        case zero
    }

    /// Where a right-to-left view starts the content of a layout it flips: at the first items
    /// (``RightToLeftStart/firstItems``, the default) or at offset 0 (``RightToLeftStart/zero``).
    /// Not UIKit's: the simulator's choice where UIKit documents none.
    public var rightToLeftStart: RightToLeftStart {
        get { engine.rightToLeftStart }
        set { engine.rightToLeftStart = newValue }
    }

    /// The offset x where this view starts content `contentWidth` wide, or `nil` when it starts at
    /// offset 0: ``rightToLeftStart`` is ``RightToLeftStart/firstItems`` and either the view flips
    /// its layout (``CollectionViewLayout/flipsHorizontallyInOppositeLayoutDirection``; UIKit then
    /// keeps the bounds origin at the leading edge) or the view reads right to left and the layout
    /// lays itself out right to left from the content's right end (the flow layout; UIKit's scroll
    /// view moves to the content's beginning when its content size is set). The start is
    /// `contentWidth + contentInset.right - bounds.width`, never left of `-contentInset.left`.
    func rightToLeftStartX(contentWidth: CGFloat) -> CGFloat? {
        let layout = collectionViewLayout
        guard rightToLeftStart == .firstItems else { return nil }
        let flipped = layout.horizontalMirror != nil
        let laysOutRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            && layout.startsAtContentEndInRightToLeft && !layout.flipsHorizontallyInOppositeLayoutDirection
        guard flipped || laysOutRightToLeft else { return nil }
        return max(-contentInset.left, contentWidth + contentInset.right - bounds.width)
    }
}

extension UpdateEngine {
    /// Sets the content size the layout reported, as every layout pass does (UIKit's
    /// `setContentSize:`), and keeps a right-to-left view at its start: when the content's width
    /// changes while the offset is at the start of the old content (``CollectionView/rightToLeftStartX(contentWidth:)``),
    /// the offset moves to the start of the new one through the one bounds-change protocol
    /// (``changeBounds(frame:contentOffset:recording:)``), so the layout is asked
    /// `shouldInvalidateLayout(forBoundsChange:)` about the move as about any other: UIKit's
    /// `setContentSize:` calls `setContentOffset:` there, which sets the bounds. The one place the
    /// start of a right-to-left view is decided; the first layout is a change from width 0.
    func setContentSize(_ contentSize: CGSize, recording recorder: inout LayoutCallRecorder) {
        let oldWidth = view.contentSize.width
        view.contentSize = contentSize
        guard contentSize.width != oldWidth, let oldStart = view.rightToLeftStartX(contentWidth: oldWidth),
              let newStart = view.rightToLeftStartX(contentWidth: contentSize.width),
              abs(view.storedContentOffset.x - oldStart) < 0.001 else { return }
        changeBounds(frame: view.frame, contentOffset: CGPoint(x: newStart, y: view.storedContentOffset.y), recording: &recorder)
    }
}
