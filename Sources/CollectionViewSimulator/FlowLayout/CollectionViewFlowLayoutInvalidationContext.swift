import Foundation

/// What an invalidation of a flow layout covers: the twin of
/// `UICollectionViewFlowLayoutInvalidationContext`.
///
/// Both flags are `true` by default, as in UIKit: the flow layout asks its delegate for sizes
/// again and recomputes its placement. A bounds change that keeps the size (a scroll with pinned
/// headers) clears both, so the placement is kept.
open class CollectionViewFlowLayoutInvalidationContext: CollectionViewLayoutInvalidationContext {
    /// Whether the sizes, insets and spacings the delegate gave are stale.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the placement the flow layout computed is stale.
    open var invalidateFlowLayoutAttributes = true

    /// Creates a context that invalidates the delegate metrics and the placement.
    public required init() {}
}
