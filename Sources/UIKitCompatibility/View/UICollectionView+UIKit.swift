import CollectionViewSimulator
import Foundation

extension CollectionView {
    /// UIKit's `adjustedContentInset`: `contentInset` plus the safe-area insets that
    /// `contentInsetAdjustmentBehavior` adds: every side for `.always`, none for `.never`, the
    /// scrollable axes' sides for `.scrollableAxes`, and for `.automatic` (the default) the
    /// scrollable axes' plus the top and bottom of a view that does not scroll horizontally.
    /// Simulated views have zero safe-area insets unless a test sets them.
    public var adjustedContentInset: UIEdgeInsets {
        let safeArea = safeAreaAdjustment
        return UIEdgeInsets(
            top: contentInset.top + safeArea.top, left: contentInset.left + safeArea.left,
            bottom: contentInset.bottom + safeArea.bottom, right: contentInset.right + safeArea.right)
    }
}
