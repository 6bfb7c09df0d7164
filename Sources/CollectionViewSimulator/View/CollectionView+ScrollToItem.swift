import Foundation
import Keyframes

/// UIKit's `scrollToItem(at:at:animated:)`: where an item's position in the visible area puts the
/// content offset, then a scroll there through ``setContentOffset(_:animated:timing:frameRate:)``.
extension CollectionView {
    /// Scrolls so that the item at `indexPath` is where `scrollPosition` says, as UIKit's
    /// `scrollToItem(at:at:animated:)`.
    ///
    /// The item's frame is the view's ``layoutAttributesForItem(at:)`` (after a layout pass, mirrored
    /// as shown where the view flips the layout). The visible area is the bounds inset by
    /// ``contentInset``. On the vertical axis `.centeredVertically` centres the item, else `.top`
    /// puts its top at the area's top, else `.bottom` its bottom at the area's bottom; the
    /// horizontal axis likewise with `.centeredHorizontally`, `.left` and `.right`. An axis with no
    /// option keeps its offset; when one axis has two options the first of that order wins
    /// (OpenUXKit's `_scrollAmountForMovingRect:toScrollPosition:inDestinationRect:`; UIKit's own
    /// answer to combined options is undocumented). The offset is then kept inside the content, as a
    /// scroll view allows, and the view scrolls there as ``setContentOffset(_:animated:timing:frameRate:)``
    /// does: per frame when animated, with `scrollViewDidScroll(_:)` and
    /// `scrollViewDidEndScrollingAnimation(_:)`. The layout's `targetContentOffset(forProposedContentOffset:)`
    /// is not asked, as OpenUXKit's scrolling does not ask it.
    ///
    /// An index path that names no item raises (``SelectionError/scrollTargetOutOfRange(_:itemCounts:)``,
    /// `NSInvalidArgumentException`, UIKit's text), changes nothing, and the ``UIKitException`` is
    /// kept in ``raisedExceptions`` and handed on; ``throwing`` has the twin that throws.
    ///
    /// ```swift
    /// view.scrollToItem(at: IndexPath(item: 7, section: 0), at: .centeredHorizontally, animated: true)
    /// ```
    ///
    /// - Parameters:
    ///   - indexPath: The item to scroll to.
    ///   - scrollPosition: Where the item should end up in the visible area.
    ///   - animated: Whether to animate the scroll (over ``scrollTiming``).
    ///   - fileID: The caller's `#fileID` (defaulted), kept in a raised exception.
    ///   - filePath: The caller's `#filePath` (defaulted).
    ///   - line: The caller's `#line` (defaulted).
    ///   - column: The caller's `#column` (defaulted).
    /// - Returns: The scroll's hooks and motion; `nil` after a raise or when the layout has no
    ///   attributes for the item (the view does not move).
    @discardableResult
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool,
                             fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                             line: UInt = #line, column: UInt = #column) -> UpdateAnimation? {
        raising(nil, fileID: fileID, filePath: filePath, line: line, column: column) {
            try throwing.scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    /// The content offset that puts `frame` where `scrollPosition` says in the visible area (the
    /// bounds inset by ``contentInset``), kept inside the content.
    func contentOffset(forScrollingTo frame: CGRect, at scrollPosition: ScrollPosition) -> CGPoint {
        let inset = contentInset
        let visible = CGRect(x: contentOffset.x + inset.left, y: contentOffset.y + inset.top,
                             width: bounds.width - inset.left - inset.right, height: bounds.height - inset.top - inset.bottom)
        var offset = contentOffset
        if scrollPosition.contains(.centeredVertically) {
            offset.y += frame.midY - visible.midY
        } else if scrollPosition.contains(.top) {
            offset.y += frame.minY - visible.minY
        } else if scrollPosition.contains(.bottom) {
            offset.y += frame.maxY - visible.maxY
        }
        if scrollPosition.contains(.centeredHorizontally) {
            offset.x += frame.midX - visible.midX
        } else if scrollPosition.contains(.left) {
            offset.x += frame.minX - visible.minX
        } else if scrollPosition.contains(.right) {
            offset.x += frame.maxX - visible.maxX
        }
        return engine.offsetInsideContent(offset)
    }
}

extension CollectionView.Throwing {
    /// `scrollToItem(at:at:animated:)` that throws where UIKit raises.
    ///
    /// - Parameters:
    ///   - indexPath: The item to scroll to.
    ///   - scrollPosition: Where the item should end up in the visible area.
    ///   - animated: Whether to animate the scroll.
    /// - Returns: The scroll's hooks and motion; `nil` when the layout has no attributes for the item.
    /// - Throws: ``SelectionError/scrollTargetOutOfRange(_:itemCounts:)`` for an item that does not
    ///   exist; nothing changes then.
    @discardableResult
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: CollectionView.ScrollPosition,
                             animated: Bool) throws -> UpdateAnimation? {
        try view.checkItemExists(indexPath, else: SelectionError.scrollTargetOutOfRange)
        guard let frame = view.layoutAttributesForItem(at: indexPath)?.frame else { return nil }
        return view.setContentOffset(view.contentOffset(forScrollingTo: frame, at: scrollPosition), animated: animated)
    }
}
