import Foundation

/// What an invalidation of a layout covers: the twin of `UICollectionViewLayoutInvalidationContext`.
///
/// ``CollectionViewLayout/invalidateLayout()`` passes a context that invalidates everything; a
/// bounds change passes the one ``CollectionViewLayout/invalidationContext(forBoundsChange:)``
/// returns. Layouts that cache per element read the invalidated index paths in
/// ``CollectionViewLayout/invalidateLayout(with:)`` and keep the rest of their cache. Subclass it
/// to carry more (return the subclass from the layout's `invalidationContextClass`).
///
/// ```swift
/// let context = CollectionViewLayoutInvalidationContext()
/// context.invalidateItems(at: [IndexPath(item: 2, section: 0)])
/// layout.invalidateLayout(with: context)
/// ```
///
/// Every property is `open` as in UIKit, read-only where UIKit's is: a subclass may answer
/// `override var invalidateEverything: Bool { true }`, and the layout sees its answer.
@preconcurrency @MainActor
open class CollectionViewLayoutInvalidationContext: CustomStringConvertible, CustomDebugStringConvertible {
    var storedInvalidateEverything = false
    var storedInvalidateDataSourceCounts = false
    private var storedItemIndexPaths: [IndexPath]?
    private var storedSupplementaryIndexPaths: [String: [IndexPath]]?
    private var storedDecorationIndexPaths: [String: [IndexPath]]?
    var storedTargetIndexPaths: [IndexPath]?
    var storedPreviousIndexPaths: [IndexPath]?
    var storedMovementTarget: CGPoint = .zero

    /// Whether everything is invalid (set by ``CollectionViewLayout/invalidateLayout()`` and by a
    /// data reload).
    open var invalidateEverything: Bool { storedInvalidateEverything }
    /// Whether the data source's counts changed.
    open var invalidateDataSourceCounts: Bool { storedInvalidateDataSourceCounts }
    /// The cells invalidated with ``invalidateItems(at:)``; `nil` when none.
    open var invalidatedItemIndexPaths: [IndexPath]? { storedItemIndexPaths }
    /// The supplementary views invalidated, by kind; `nil` when none.
    open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? { storedSupplementaryIndexPaths }
    /// The decoration views invalidated, by kind; `nil` when none.
    open var invalidatedDecorationIndexPaths: [String: [IndexPath]]? { storedDecorationIndexPaths }
    /// How far the content offset should move with the invalidation.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// How much the content size changes with the invalidation.
    open var contentSizeAdjustment: CGSize = .zero
    /// Where the items of an interactive movement are now (UIKit's
    /// `targetIndexPathsForInteractivelyMovingItems`); `nil` outside one (see `Reordering/`).
    open var targetIndexPathsForInteractivelyMovingItems: [IndexPath]? { storedTargetIndexPaths }
    /// Where those items were at the previous update of the movement; `nil` outside one.
    open var previousIndexPathsForInteractivelyMovingItems: [IndexPath]? { storedPreviousIndexPaths }
    /// The point the movement's target index paths were found at (`interactiveMovementTarget`).
    open var interactiveMovementTarget: CGPoint { storedMovementTarget }

    /// Creates a context that invalidates nothing yet.
    ///
    /// Required so that a layout's `invalidationContextClass` can create subclasses.
    public required init() {}

    /// A one-line summary (`NSObject.description`): the class and what it invalidates, as
    /// ``LayoutInvalidation`` describes it (`UICollectionViewFlowLayoutInvalidationContext [items
    /// 0-3, invalidateFlowLayoutAttributes]`). Subclasses override it as they override `NSObject`'s.
    ///
    /// Nonisolated, as `NSObject`'s is, so an override inherits UIKit's isolation; it reads the
    /// context on the main actor, where layouts live: called from another thread it stops the
    /// program instead of racing with the main actor's changes.
    nonisolated open var description: String {
        MainActor.assumeIsolated { LayoutInvalidation(self).description }
    }

    /// The text the debugger shows (`NSObject.debugDescription`): ``description`` in the base
    /// class. Nonisolated, as `NSObject`'s is.
    nonisolated open var debugDescription: String { description }

    /// Adds cells to the invalidated ones.
    ///
    /// - Parameter indexPaths: The cells' index paths.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        storedItemIndexPaths = (storedItemIndexPaths ?? []) + indexPaths
    }

    /// Adds supplementary views of a kind to the invalidated ones.
    ///
    /// - Parameters:
    ///   - elementKind: The views' kind.
    ///   - indexPaths: Their index paths.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        storedSupplementaryIndexPaths = Self.adding(indexPaths, kind: elementKind, to: storedSupplementaryIndexPaths)
    }

    /// Adds decoration views of a kind to the invalidated ones.
    ///
    /// - Parameters:
    ///   - elementKind: The views' kind.
    ///   - indexPaths: Their index paths.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        storedDecorationIndexPaths = Self.adding(indexPaths, kind: elementKind, to: storedDecorationIndexPaths)
    }

    private static func adding(_ indexPaths: [IndexPath], kind: String, to table: [String: [IndexPath]]?) -> [String: [IndexPath]] {
        var table = table ?? [:]
        table[kind, default: []] += indexPaths
        return table
    }
}

extension CollectionViewLayout {
    /// A context of the layout's ``invalidationContextClass``: everything (`invalidateLayout()`, a data
    /// reload), the data source's counts only (a batch update: UIKit's header documents
    /// `invalidateDataSourceCounts` as "set to YES when … items are inserted or deleted" and
    /// `invalidateEverything` as set by `-invalidateLayout` and `-reloadData`), or nothing yet.
    func makeInvalidationContext(everything: Bool, dataSourceCounts: Bool? = nil) -> CollectionViewLayoutInvalidationContext {
        let contextClass = type(of: self).invalidationContextClass as? CollectionViewLayoutInvalidationContext.Type
        let context = (contextClass ?? CollectionViewLayoutInvalidationContext.self).init()
        context.storedInvalidateEverything = everything
        context.storedInvalidateDataSourceCounts = dataSourceCounts ?? everything
        return context
    }

    /// The base class's context for a cell's preferred attributes.
    func makeInvalidationContext(preferred: CollectionViewLayoutAttributes, original: CollectionViewLayoutAttributes)
        -> CollectionViewLayoutInvalidationContext
    {
        let context = makeInvalidationContext(everything: false)
        switch preferred.representedElementCategory {
        case .cell: context.invalidateItems(at: [preferred.indexPath])
        case .supplementaryView:
            context.invalidateSupplementaryElements(ofKind: preferred.representedElementKind ?? "", at: [preferred.indexPath])
        case .decorationView:
            context.invalidateDecorationElements(ofKind: preferred.representedElementKind ?? "", at: [preferred.indexPath])
        }
        context.contentSizeAdjustment = CGSize(
            width: preferred.size.width - original.size.width, height: preferred.size.height - original.size.height)
        return context
    }

    /// New attributes of the layout's ``layoutAttributesClass`` for an element.
    ///
    /// - Parameters:
    ///   - category: Cell, supplementary or decoration view.
    ///   - kind: The kind of a supplementary or decoration view.
    ///   - indexPath: The element's index path.
    func makeLayoutAttributes(_ category: CollectionView.ElementCategory, kind: String?, indexPath: IndexPath)
        -> CollectionViewLayoutAttributes
    {
        let attributesClass = type(of: self).layoutAttributesClass as? CollectionViewLayoutAttributes.Type
        let attributes = (attributesClass ?? CollectionViewLayoutAttributes.self).init()
        attributes.setElement(category: category, kind: kind, indexPath: indexPath)
        return attributes
    }
}
