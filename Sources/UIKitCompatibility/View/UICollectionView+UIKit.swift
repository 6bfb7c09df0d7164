import CollectionViewSimulator
import Foundation

extension CollectionView {
    /// UIKit's `traitCollection`: the display scale is the view's `screenScale`.
    public var traitCollection: UITraitCollection {
        UITraitCollection(displayScale: screenScale)
    }

    /// UIKit's `adjustedContentInset`: `contentInset` plus `safeAreaInsets` on every side, as
    /// UIKit adjusts with `contentInsetAdjustmentBehavior = .always`. Simulated views have zero
    /// safe-area insets unless a test sets them.
    public var adjustedContentInset: UIEdgeInsets {
        UIEdgeInsets(
            top: contentInset.top + safeAreaInsets.top, left: contentInset.left + safeAreaInsets.left,
            bottom: contentInset.bottom + safeAreaInsets.bottom, right: contentInset.right + safeAreaInsets.right)
    }
}
