import CollectionViewSimulator
import Foundation
import Testing

/// A context subclass, to see that layouts create contexts of their `invalidationContextClass`.
private final class TaggedContext: CollectionViewLayoutInvalidationContext {
    var tag = "tagged"
}

/// A layout that records every context it is invalidated with, and what the view's bounds were
/// when it was asked for the bounds-change context.
private final class ContextSpyLayout: CollectionViewLayout {
    var contexts: [CollectionViewLayoutInvalidationContext] = []
    var boundsWhenAsked: [CGRect] = []

    override class var invalidationContextClass: AnyClass { TaggedContext.self }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func invalidationContext(forBoundsChange newBounds: CGRect) -> CollectionViewLayoutInvalidationContext {
        boundsWhenAsked.append(collectionView?.bounds ?? .null)
        let context = super.invalidationContext(forBoundsChange: newBounds)
        context.contentOffsetAdjustment = CGPoint(x: 0, y: 7)
        return context
    }

    override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
    }
}

@Suite("Invalidation contexts")
@MainActor
struct CollectionViewLayoutInvalidationContextTests {
    @Test("invalidateLayout() invalidates everything with a context of the layout's class")
    func everything() throws {
        let layout = ContextSpyLayout()
        layout.invalidateLayout()
        let context = try #require(layout.contexts.last as? TaggedContext)
        #expect(context.invalidateEverything && context.invalidateDataSourceCounts)
        #expect(context.tag == "tagged")
    }

    @Test("a bounds change invalidates with the layout's bounds-change context, asked before the bounds change")
    func boundsChange() throws {
        let layout = ContextSpyLayout()
        let view = prepared(layout, width: 100, height: 200, counts: [3])
        layout.contexts = []
        view.contentOffset = CGPoint(x: 0, y: 30)
        let context = try #require(layout.contexts.last)
        #expect(layout.contexts.count == 1)
        #expect(!context.invalidateEverything)
        #expect(context.contentOffsetAdjustment == CGPoint(x: 0, y: 7))
        #expect(layout.boundsWhenAsked == [CGRect(x: 0, y: 0, width: 100, height: 200)])
    }

    @Test("an animated resize and every frame of an animated scroll invalidate with the bounds-change context too")
    func animatedBoundsChanges() {
        let layout = ContextSpyLayout()
        let view = prepared(layout, width: 100, height: 200, counts: [3])
        layout.contexts = []
        view.setFrame(CGRect(x: 0, y: 0, width: 200, height: 100), animated: true)
        view.setContentOffset(CGPoint(x: 0, y: 50), animated: true)
        #expect(layout.contexts.count > 2)
        #expect(layout.contexts.allSatisfy { !$0.invalidateEverything && $0.contentOffsetAdjustment == CGPoint(x: 0, y: 7) })
        #expect(layout.boundsWhenAsked.first == CGRect(x: 0, y: 0, width: 100, height: 200))
    }

    @Test("invalidated elements accumulate by kind")
    func elements() {
        let context = CollectionViewLayoutInvalidationContext()
        #expect(context.invalidatedItemIndexPaths == nil)
        context.invalidateItems(at: [IndexPath(item: 1, section: 0)])
        context.invalidateItems(at: [IndexPath(item: 2, section: 0)])
        context.invalidateSupplementaryElements(ofKind: "header", at: [IndexPath(item: 0, section: 1)])
        context.invalidateSupplementaryElements(ofKind: "header", at: [IndexPath(item: 0, section: 2)])
        context.invalidateDecorationElements(ofKind: "row", at: [IndexPath(item: 0, section: 0)])
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        #expect(context.invalidatedSupplementaryIndexPaths == ["header": [IndexPath(item: 0, section: 1), IndexPath(item: 0, section: 2)]])
        #expect(context.invalidatedDecorationIndexPaths == ["row": [IndexPath(item: 0, section: 0)]])
    }

    @Test("a preferred size invalidates its element and adjusts the content size by the difference")
    func preferred() throws {
        let layout = ContextSpyLayout()
        let original = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 4, section: 1))
        original.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        let preferred = try #require(original.copy() as? CollectionViewLayoutAttributes)
        preferred.size = CGSize(width: 100, height: 80)
        let context = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        #expect(context is TaggedContext)
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 4, section: 1)])
        #expect(context.contentSizeAdjustment == CGSize(width: 0, height: 30))
    }

    @Test("attributes of a class that is not an attributes class fall back to the base class")
    func foreignAttributesClass() throws {
        final class NotAttributes {}
        final class OddFlowLayout: CollectionViewFlowLayout {
            override class var layoutAttributesClass: AnyClass { NotAttributes.self }
        }
        let layout = OddFlowLayout()
        let view = prepared(layout, width: 100, height: 200, counts: [3])
        let attributes = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(type(of: attributes) == CollectionViewLayoutAttributes.self)
        withExtendedLifetime(view) {}
    }
}
