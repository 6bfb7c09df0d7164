import Foundation

extension CollectionView {
    /// Where a right-to-left collection view starts the content of a layout it flips
    /// (``CollectionViewLayout/flipsHorizontallyInOppositeLayoutDirection``): the layout puts its
    /// first items at x 0, and the view shows them at the content's right end.
    ///
    /// UIKit documents neither. On iOS 9 a horizontally scrolling right-to-left flow layout
    /// started at offset 0 and showed its last items, which was reported to Apple as a bug (Open
    /// Radar 25698641, "UICollectionViewFlowLayout has wrong initial scroll position on RTL
    /// layout": "Cell with label 0 should be the first visible one"); right-to-left apps expect
    /// the first item at the right edge. So ``firstItems`` is the default, and ``zero`` is kept
    /// for code written against the older behaviour. A layout that does not flip, or content no
    /// wider than the view, starts at offset 0 either way.
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

    /// Called whenever ``contentSize`` changes: a right-to-left view whose offset was at the start
    /// of the old content (its right end) moves to the start of the new one (``RightToLeftStart``).
    /// The one place the start offset of a right-to-left view is decided.
    func keepRightToLeftStart(oldContentSize: CGSize) {
        guard rightToLeftStart == .firstItems, contentSize.width != oldContentSize.width,
              collectionViewLayout.horizontalMirror != nil else { return }
        let inset = contentInset
        func start(contentWidth: CGFloat) -> CGFloat {
            max(-inset.left, contentWidth + inset.right - bounds.width)
        }
        guard abs(storedContentOffset.x - start(contentWidth: oldContentSize.width)) < 0.001 else { return }
        storedContentOffset.x = start(contentWidth: contentSize.width)
    }
}
