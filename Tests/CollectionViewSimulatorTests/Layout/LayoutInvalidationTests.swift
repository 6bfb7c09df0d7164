import CollectionViewSimulator
import Foundation
import Testing

/// The trace's view of an `invalidateLayout(with:)` context (issue #13: "a bounds change
/// invalidates with the layout's context, the trace records the context").
@Suite("Layout invalidations in the trace")
@MainActor
struct LayoutInvalidationTests {
    final class PinningContext: CollectionViewLayoutInvalidationContext {}

    @Test("a context reads as its UIKit class and what it invalidates, in a stable order")
    func description() {
        let context = CollectionViewLayoutInvalidationContext()
        context.invalidateItems(at: [IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 1)])
        context.invalidateSupplementaryElements(ofKind: "header", at: [IndexPath(item: 0, section: 1)])
        context.invalidateDecorationElements(ofKind: "row", at: [IndexPath(item: 0, section: 0)])
        context.contentOffsetAdjustment = CGPoint(x: 0, y: -12.5)
        #expect(LayoutInvalidation(context).description == "UICollectionViewLayoutInvalidationContext [items 0-2 1-0, "
            + "supplementary header 1-0, decoration row 0-0, contentOffsetAdjustment [0, -12.5]]")
        let flow = CollectionViewFlowLayoutInvalidationContext()
        flow.invalidateFlowLayoutAttributes = false
        #expect(LayoutInvalidation(flow).description == "UICollectionViewFlowLayoutInvalidationContext [invalidateFlowLayoutDelegateMetrics]")
        #expect(LayoutInvalidation(PinningContext()).description.hasSuffix("PinningContext []"))
    }

    @Test("a scroll that only moves pinned headers records the layout's narrow context")
    func pinnedHeaderScroll() throws {
        let layout = CollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.sectionHeadersPinToVisibleBounds = true
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        let dataSource = SectionCountsDataSource([30])
        view.dataSource = dataSource
        view.layoutIfNeeded()
        let animation = view.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        let invalidation = try #require(animation.hooks.first { $0.name == "invalidateLayout(with:)" })
        #expect(invalidation.description == "invalidateLayout(with: UICollectionViewFlowLayoutInvalidationContext [])")
    }
}
