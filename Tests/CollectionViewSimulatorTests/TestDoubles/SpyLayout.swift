import BatchUpdates
import CollectionViewSimulator
import Foundation

/// A row-decoration flow layout (cells, headers, footers, decoration views) that records every
/// hook the collection view calls on it, with arguments, as the same `LayoutHook` values the
/// engine's trace holds, so the two can be compared. Calls the layout makes
/// to itself while answering (a base-class default asking for attributes) are not recorded: only
/// calls that arrive from outside, which are the collection view's.
final class SpyLayout: RowDecorationFlowLayout {
    private(set) var calls: [LayoutHook] = []
    private var depth = 0

    override init() {
        super.init()
        itemSize = CGSize(width: 100, height: 100)
        minimumLineSpacing = 10
        minimumInteritemSpacing = 10
        sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        headerReferenceSize = CGSize(width: 0, height: 40)
        footerReferenceSize = CGSize(width: 0, height: 20)
    }

    required init?(coder: NSCoder) { nil }

    func resetCalls() {
        calls = []
    }

    private func record<T>(_ call: @autoclosure () -> LayoutHook, _ body: () -> T) -> T {
        if depth == 0 { calls.append(call()) }
        depth += 1
        defer { depth -= 1 }
        return body()
    }

    override func prepare() { record(.prepare) { super.prepare() } }

    override var collectionViewContentSize: CGSize { record(.collectionViewContentSize) { super.collectionViewContentSize } }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        record(.layoutAttributesForElements(in: rect)) { super.layoutAttributesForElements(in: rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        record(.layoutAttributesForItem(at: indexPath)) { super.layoutAttributesForItem(at: indexPath) }
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        record(.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)) {
            super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
        }
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        record(.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath)) {
            super.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath)
        }
    }

    override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        record(.prepareForCollectionViewUpdates(updateItems)) { super.prepare(forCollectionViewUpdates: updateItems) }
    }

    override func finalizeCollectionViewUpdates() { record(.finalizeCollectionViewUpdates) { super.finalizeCollectionViewUpdates() } }

    override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        record(.indexPathsToDeleteForSupplementaryView(ofKind: elementKind)) { super.indexPathsToDeleteForSupplementaryView(ofKind: elementKind) }
    }

    override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        record(.indexPathsToInsertForSupplementaryView(ofKind: elementKind)) { super.indexPathsToInsertForSupplementaryView(ofKind: elementKind) }
    }

    override func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        record(.indexPathsToDeleteForDecorationView(ofKind: elementKind)) { super.indexPathsToDeleteForDecorationView(ofKind: elementKind) }
    }

    override func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        record(.indexPathsToInsertForDecorationView(ofKind: elementKind)) { super.indexPathsToInsertForDecorationView(ofKind: elementKind) }
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        record(.targetContentOffset(forProposedContentOffset: proposedContentOffset)) { super.targetContentOffset(forProposedContentOffset: proposedContentOffset) }
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        record(.initialLayoutAttributesForAppearingItem(at: itemIndexPath)) { super.initialLayoutAttributesForAppearingItem(at: itemIndexPath) }
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        record(.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)) { super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath) }
    }

    override func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        record(.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)) {
            super.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
        }
    }

    override func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        record(.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)) {
            super.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
        }
    }

    override func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        record(.initialLayoutAttributesForAppearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)) {
            super.initialLayoutAttributesForAppearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)
        }
    }

    override func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        record(.finalLayoutAttributesForDisappearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)) {
            super.finalLayoutAttributesForDisappearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)
        }
    }

    // Every invalidation arrives here, `invalidateLayout()` and bounds changes alike.
    override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        let hook: LayoutHook = context.invalidateEverything ? .invalidateLayout : .invalidateLayoutWithContext(context: LayoutInvalidation(context))
        record(hook) { super.invalidateLayout(with: context) }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        record(.shouldInvalidateLayout(forBoundsChange: newBounds)) { super.shouldInvalidateLayout(forBoundsChange: newBounds) }
    }

    override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        record(.prepareForAnimatedBoundsChange(oldBounds)) { super.prepare(forAnimatedBoundsChange: oldBounds) }
    }

    override func finalizeAnimatedBoundsChange() { record(.finalizeAnimatedBoundsChange) { super.finalizeAnimatedBoundsChange() } }

    override func prepareForTransition(to newLayout: CollectionViewLayout) {
        record(.prepareForTransitionTo) { super.prepareForTransition(to: newLayout) }
    }

    override func prepareForTransition(from oldLayout: CollectionViewLayout) {
        record(.prepareForTransitionFrom) { super.prepareForTransition(from: oldLayout) }
    }

    override func finalizeLayoutTransition() { record(.finalizeLayoutTransition) { super.finalizeLayoutTransition() } }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        record(.targetContentOffsetWithVelocity(forProposedContentOffset: proposedContentOffset, velocity: velocity)) {
            super.targetContentOffset(forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
        }
    }

    // Interactive movement (reordering).
    override func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        record(.targetIndexPathForInteractivelyMovingItem(previousIndexPath, position: position)) {
            super.targetIndexPath(forInteractivelyMovingItem: previousIndexPath, withPosition: position)
        }
    }

    override func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint)
        -> CollectionViewLayoutAttributes
    {
        record(.layoutAttributesForInteractivelyMovingItem(at: indexPath, targetPosition: position)) {
            super.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
        }
    }

    override func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
                                      previousIndexPaths: [IndexPath], previousPosition: CGPoint) -> CollectionViewLayoutInvalidationContext {
        record(.invalidationContextForInteractivelyMovingItems(targetIndexPaths, targetPosition: targetPosition,
                                                               previousIndexPaths: previousIndexPaths, previousPosition: previousPosition)) {
            super.invalidationContext(forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
                                      previousIndexPaths: previousIndexPaths, previousPosition: previousPosition)
        }
    }

    override func invalidationContext(forEndingInteractiveMovementOfItemsToFinalIndexPaths indexPaths: [IndexPath],
                                      previousIndexPaths: [IndexPath], movementCancelled: Bool) -> CollectionViewLayoutInvalidationContext {
        record(.invalidationContextForEndingInteractiveMovement(finalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths,
                                                                movementCancelled: movementCancelled)) {
            super.invalidationContext(forEndingInteractiveMovementOfItemsToFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths,
                                      movementCancelled: movementCancelled)
        }
    }
}
