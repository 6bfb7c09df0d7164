extension CollectionView {
    /// When a self-sizing cell's size is measured again (`UICollectionView.SelfSizingInvalidation`,
    /// iOS 16).
    ///
    /// The simulator measures a self-sizing cell when the layout asks for its preferred attributes;
    /// ``CollectionView/selfSizingInvalidation`` is stored for app code that sets it and never acted on.
    public enum SelfSizingInvalidation: Int, Sendable, Codable {
        /// A cell's `invalidateIntrinsicContentSize()` does nothing.
        case disabled = 0
        /// A cell's `invalidateIntrinsicContentSize()` measures it again (UIKit's default).
        case enabled = 1
        /// As ``enabled``, and Auto Layout changes in the content view invalidate the size too.
        case enabledIncludingConstraints = 2
    }
}
