import CollectionViewSimulator

/// UIKit's `UICollectionViewLayoutInvalidationContext`: what an invalidation covers
/// (``CollectionViewSimulator/CollectionViewLayoutInvalidationContext``), with
/// `invalidateEverything`, `invalidateDataSourceCounts`, `invalidateItems(at:)`,
/// `invalidateSupplementaryElements(ofKind:at:)`, `invalidateDecorationElements(ofKind:at:)`,
/// `contentOffsetAdjustment` and `contentSizeAdjustment`.
///
/// ```swift
/// override class var invalidationContextClass: AnyClass { MyInvalidationContext.self }
/// ```
public typealias UICollectionViewLayoutInvalidationContext = CollectionViewLayoutInvalidationContext
