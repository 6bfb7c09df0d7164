import Foundation

extension CollectionView {
    /// Which safe-area insets join the content inset in `adjustedContentInset`
    /// (`UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable, Codable {
        /// UIKit's default: as ``scrollableAxes``, and the top and bottom always for a view that
        /// does not scroll horizontally, as UIKit adjusts a scroll view that a view controller
        /// inside a navigation controller owns.
        case automatic = 0
        /// The safe area's top and bottom when the content scrolls vertically (taller than the
        /// view, or ``CollectionView/alwaysBounceVertical``), its left and right when it scrolls
        /// horizontally.
        case scrollableAxes = 1
        /// No adjustment: the adjusted inset is the content inset.
        case never = 2
        /// The safe area on every side.
        case always = 3
    }

    /// The safe-area insets that join the content inset under ``contentInsetAdjustmentBehavior``.
    package var safeAreaAdjustment: EdgeInsets {
        let vertical: Bool, horizontal: Bool
        let scrollsVertically = alwaysBounceVertical || contentSize.height > bounds.height
        let scrollsHorizontally = alwaysBounceHorizontal || contentSize.width > bounds.width
        switch contentInsetAdjustmentBehavior {
        case .never: return .zero
        case .always: return safeAreaInsets
        case .scrollableAxes: (vertical, horizontal) = (scrollsVertically, scrollsHorizontally)
        case .automatic: (vertical, horizontal) = (scrollsVertically || !scrollsHorizontally, scrollsHorizontally)
        }
        return EdgeInsets(top: vertical ? safeAreaInsets.top : 0, left: horizontal ? safeAreaInsets.left : 0,
                          bottom: vertical ? safeAreaInsets.bottom : 0, right: horizontal ? safeAreaInsets.right : 0)
    }
}
