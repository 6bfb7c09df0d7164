import BatchUpdates
import Foundation

/// One call the collection view made to its layout, with its arguments: an entry of the hook trace.
///
/// ``name`` is UIKit's Swift name of the method, with argument labels when it takes arguments
/// (`prepare`, `layoutAttributesForElements(in:)`, `prepare(forCollectionViewUpdates:)`), so traces
/// read like the UIKit documentation; ``description`` adds the arguments.
public enum LayoutHook: Sendable, Hashable, Codable, CustomStringConvertible {
    /// `prepare` was called.
    case prepare
    /// `collectionViewContentSize` was called.
    case collectionViewContentSize
    /// `layoutAttributesForElements(in:)` was called.
    case layoutAttributesForElements(in: CGRect)
    /// `layoutAttributesForItem(at:)` was called.
    case layoutAttributesForItem(at: IndexPath)
    /// `layoutAttributesForSupplementaryView(ofKind:at:)` was called.
    case layoutAttributesForSupplementaryView(ofKind: String, at: IndexPath)
    /// `layoutAttributesForDecorationView(ofKind:at:)` was called.
    case layoutAttributesForDecorationView(ofKind: String, at: IndexPath)
    /// `prepare(forCollectionViewUpdates:)` was called.
    case prepareForCollectionViewUpdates([CollectionViewUpdateItem])
    /// `indexPathsToDeleteForSupplementaryView(ofKind:)` was called.
    case indexPathsToDeleteForSupplementaryView(ofKind: String)
    /// `indexPathsToInsertForSupplementaryView(ofKind:)` was called.
    case indexPathsToInsertForSupplementaryView(ofKind: String)
    /// `indexPathsToDeleteForDecorationView(ofKind:)` was called.
    case indexPathsToDeleteForDecorationView(ofKind: String)
    /// `indexPathsToInsertForDecorationView(ofKind:)` was called.
    case indexPathsToInsertForDecorationView(ofKind: String)
    /// `targetContentOffset(forProposedContentOffset:)` was called.
    case targetContentOffset(forProposedContentOffset: CGPoint)
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` was called (a fling).
    case targetContentOffsetWithVelocity(forProposedContentOffset: CGPoint, velocity: CGPoint)
    /// `finalLayoutAttributesForDisappearingItem(at:)` was called.
    case finalLayoutAttributesForDisappearingItem(at: IndexPath)
    /// `initialLayoutAttributesForAppearingItem(at:)` was called.
    case initialLayoutAttributesForAppearingItem(at: IndexPath)
    /// `finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)` was called.
    case finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: String, at: IndexPath)
    /// `initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)` was called.
    case initialLayoutAttributesForAppearingSupplementaryElement(ofKind: String, at: IndexPath)
    /// `finalLayoutAttributesForDisappearingDecorationElement(ofKind:at:)` was called.
    case finalLayoutAttributesForDisappearingDecorationElement(ofKind: String, at: IndexPath)
    /// `initialLayoutAttributesForAppearingDecorationElement(ofKind:at:)` was called.
    case initialLayoutAttributesForAppearingDecorationElement(ofKind: String, at: IndexPath)
    /// `finalizeCollectionViewUpdates` was called.
    case finalizeCollectionViewUpdates
    /// `shouldInvalidateLayout(forBoundsChange:)` was called.
    case shouldInvalidateLayout(forBoundsChange: CGRect)
    /// `invalidateLayout` was called.
    case invalidateLayout
    /// `invalidateLayout(with:)` was called with a context (a bounds change's, a self-sizing
    /// cell's), described by what it invalidates.
    case invalidateLayoutWithContext(context: LayoutInvalidation)
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` was called
    /// for the cell at an index path, with the frames of the two attributes.
    case shouldInvalidateLayoutForPreferredAttributes(at: IndexPath, preferred: CGRect, original: CGRect)
    /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)` was called for
    /// the cell at an index path, with the frames of the two attributes.
    case invalidationContextForPreferredAttributes(at: IndexPath, preferred: CGRect, original: CGRect)
    /// `prepare(forAnimatedBoundsChange:)` was called.
    case prepareForAnimatedBoundsChange(CGRect)
    /// `finalizeAnimatedBoundsChange` was called.
    case finalizeAnimatedBoundsChange
    /// `prepareForTransition(to:)` was called on the old layout.
    case prepareForTransitionTo
    /// `prepareForTransition(from:)` was called on the new layout.
    case prepareForTransitionFrom
    /// `finalizeLayoutTransition()` was called (on each layout of a transition).
    case finalizeLayoutTransition
    /// `targetIndexPath(forInteractivelyMovingItem:withPosition:)` was called (reordering).
    case targetIndexPathForInteractivelyMovingItem(IndexPath, position: CGPoint)
    /// `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)` was called.
    case layoutAttributesForInteractivelyMovingItem(at: IndexPath, targetPosition: CGPoint)
    /// `invalidationContext(forInteractivelyMovingItems:withTargetPosition:previousIndexPaths:previousPosition:)` was called.
    case invalidationContextForInteractivelyMovingItems([IndexPath], targetPosition: CGPoint, previousIndexPaths: [IndexPath],
                                                        previousPosition: CGPoint)
    /// `invalidationContext(forEndingInteractiveMovementOfItemsToFinalIndexPaths:previousIndexPaths:movementCancelled:)` was called.
    case invalidationContextForEndingInteractiveMovement(finalIndexPaths: [IndexPath], previousIndexPaths: [IndexPath],
                                                         movementCancelled: Bool)

    /// UIKit's Swift name of the method: `prepare(forCollectionViewUpdates:)`.
    public var name: String {
        switch self {
        case .prepare: "prepare"
        case .collectionViewContentSize: "collectionViewContentSize"
        case .layoutAttributesForElements: "layoutAttributesForElements(in:)"
        case .layoutAttributesForItem: "layoutAttributesForItem(at:)"
        case .layoutAttributesForSupplementaryView: "layoutAttributesForSupplementaryView(ofKind:at:)"
        case .layoutAttributesForDecorationView: "layoutAttributesForDecorationView(ofKind:at:)"
        case .prepareForCollectionViewUpdates: "prepare(forCollectionViewUpdates:)"
        case .indexPathsToDeleteForSupplementaryView: "indexPathsToDeleteForSupplementaryView(ofKind:)"
        case .indexPathsToInsertForSupplementaryView: "indexPathsToInsertForSupplementaryView(ofKind:)"
        case .indexPathsToDeleteForDecorationView: "indexPathsToDeleteForDecorationView(ofKind:)"
        case .indexPathsToInsertForDecorationView: "indexPathsToInsertForDecorationView(ofKind:)"
        case .targetContentOffset: "targetContentOffset(forProposedContentOffset:)"
        case .targetContentOffsetWithVelocity: "targetContentOffset(forProposedContentOffset:withScrollingVelocity:)"
        case .finalLayoutAttributesForDisappearingItem: "finalLayoutAttributesForDisappearingItem(at:)"
        case .initialLayoutAttributesForAppearingItem: "initialLayoutAttributesForAppearingItem(at:)"
        case .finalLayoutAttributesForDisappearingSupplementaryElement: "finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)"
        case .initialLayoutAttributesForAppearingSupplementaryElement: "initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)"
        case .finalLayoutAttributesForDisappearingDecorationElement: "finalLayoutAttributesForDisappearingDecorationElement(ofKind:at:)"
        case .initialLayoutAttributesForAppearingDecorationElement: "initialLayoutAttributesForAppearingDecorationElement(ofKind:at:)"
        case .finalizeCollectionViewUpdates: "finalizeCollectionViewUpdates"
        case .shouldInvalidateLayout: "shouldInvalidateLayout(forBoundsChange:)"
        case .invalidateLayout: "invalidateLayout"
        case .invalidateLayoutWithContext: "invalidateLayout(with:)"
        case .shouldInvalidateLayoutForPreferredAttributes: "shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)"
        case .invalidationContextForPreferredAttributes: "invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)"
        case .prepareForAnimatedBoundsChange: "prepare(forAnimatedBoundsChange:)"
        case .finalizeAnimatedBoundsChange: "finalizeAnimatedBoundsChange"
        case .prepareForTransitionTo: "prepareForTransition(to:)"
        case .prepareForTransitionFrom: "prepareForTransition(from:)"
        case .finalizeLayoutTransition: "finalizeLayoutTransition"
        case .targetIndexPathForInteractivelyMovingItem: "targetIndexPath(forInteractivelyMovingItem:withPosition:)"
        case .layoutAttributesForInteractivelyMovingItem: "layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)"
        case .invalidationContextForInteractivelyMovingItems:
            "invalidationContext(forInteractivelyMovingItems:withTargetPosition:previousIndexPaths:previousPosition:)"
        case .invalidationContextForEndingInteractiveMovement:
            "invalidationContext(forEndingInteractiveMovementOfItemsToFinalIndexPaths:previousIndexPaths:movementCancelled:)"
        }
    }

    /// The name with the arguments: `layoutAttributesForElements(in: [0, 0, 320, 480])`,
    /// `initialLayoutAttributesForAppearingItem(at: 0-3)`.
    public var description: String {
        guard let arguments else { return name }
        return name.prefix { $0 != "(" } + "(" + arguments + ")"
    }

    private static func list(_ indexPaths: [IndexPath]) -> String {
        "[" + indexPaths.map(\.compactDescription).joined(separator: ", ") + "]"
    }

    private var arguments: String? {
        switch self {
        case .layoutAttributesForElements(let rect): "in: \(TraceFormat.rect(rect))"
        case .layoutAttributesForItem(let indexPath), .finalLayoutAttributesForDisappearingItem(let indexPath),
             .initialLayoutAttributesForAppearingItem(let indexPath):
            "at: \(indexPath.compactDescription)"
        case .layoutAttributesForSupplementaryView(let kind, let indexPath), .layoutAttributesForDecorationView(let kind, let indexPath),
             .finalLayoutAttributesForDisappearingSupplementaryElement(let kind, let indexPath),
             .initialLayoutAttributesForAppearingSupplementaryElement(let kind, let indexPath),
             .finalLayoutAttributesForDisappearingDecorationElement(let kind, let indexPath),
             .initialLayoutAttributesForAppearingDecorationElement(let kind, let indexPath):
            "ofKind: \(kind), at: \(indexPath.compactDescription)"
        case .prepareForCollectionViewUpdates(let items): "forCollectionViewUpdates: [\(items.map(\.description).joined(separator: ", "))]"
        case .indexPathsToDeleteForSupplementaryView(let kind), .indexPathsToInsertForSupplementaryView(let kind),
             .indexPathsToDeleteForDecorationView(let kind), .indexPathsToInsertForDecorationView(let kind):
            "ofKind: \(kind)"
        case .targetContentOffset(let point): "forProposedContentOffset: \(TraceFormat.point(point))"
        case .targetContentOffsetWithVelocity(let point, let velocity):
            "forProposedContentOffset: \(TraceFormat.point(point)), withScrollingVelocity: \(TraceFormat.point(velocity))"
        case .shouldInvalidateLayout(let rect): "forBoundsChange: \(TraceFormat.rect(rect))"
        case .prepareForAnimatedBoundsChange(let rect): "forAnimatedBoundsChange: \(TraceFormat.rect(rect))"
        case .targetIndexPathForInteractivelyMovingItem(let indexPath, let position):
            "forInteractivelyMovingItem: \(indexPath.compactDescription), withPosition: \(TraceFormat.point(position))"
        case .layoutAttributesForInteractivelyMovingItem(let indexPath, let position):
            "at: \(indexPath.compactDescription), withTargetPosition: \(TraceFormat.point(position))"
        case .invalidationContextForInteractivelyMovingItems(let targets, let position, let previous, let previousPosition):
            "forInteractivelyMovingItems: \(Self.list(targets)), withTargetPosition: \(TraceFormat.point(position)), "
                + "previousIndexPaths: \(Self.list(previous)), previousPosition: \(TraceFormat.point(previousPosition))"
        case .invalidationContextForEndingInteractiveMovement(let final, let previous, let cancelled):
            "forEndingInteractiveMovementOfItemsToFinalIndexPaths: \(Self.list(final)), previousIndexPaths: \(Self.list(previous)), "
                + "movementCancelled: \(cancelled)"
        case .invalidateLayoutWithContext(let invalidation): "with: \(invalidation)"
        case .shouldInvalidateLayoutForPreferredAttributes(let indexPath, let preferred, let original),
             .invalidationContextForPreferredAttributes(let indexPath, let preferred, let original):
            "forPreferredLayoutAttributes: \(indexPath.compactDescription) \(TraceFormat.rect(preferred)), "
                + "withOriginalAttributes: \(TraceFormat.rect(original))"
        default: nil
        }
    }

    /// Hashes the call as its text, which names the hook and every argument (Core Graphics'
    /// geometry in the arguments is not `Hashable` before the macOS 15 SDK); equal calls print
    /// alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(description)
    }
}
