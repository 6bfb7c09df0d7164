import CollectionViewSimulator
import Foundation
import Testing
import TestSupport

@Suite("Transition layout")
@MainActor
struct CollectionViewTransitionLayoutTests {
    /// A view of 40 items in a flow layout of small items, in transition to one of large items:
    /// the two content heights differ by far more than the view's.
    private func makeTransition() -> (CollectionView, CollectionViewTransitionLayout) {
        let small = CollectionViewFlowLayout()
        small.itemSize = CGSize(width: 20, height: 20)
        let large = CollectionViewFlowLayout()
        large.itemSize = CGSize(width: 150, height: 150)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: small)
        let dataSource = SectionCountsDataSource([40])
        view.dataSource = dataSource
        FixtureOwner.keep(dataSource, for: view)
        view.layoutIfNeeded()
        return (view, view.startInteractiveTransition(to: large))
    }

    @Test("a progress outside 0…1 is kept as set, and the layout stays between its two layouts", arguments: [-0.5, 1.5, -10, 10])
    func progressOutsideTheRange(progress: CGFloat) throws {
        let (view, transition) = makeTransition()
        let current = transition.currentLayout.collectionViewContentSize
        let next = transition.nextLayout.collectionViewContentSize
        transition.transitionProgress = progress
        view.layoutIfNeeded()
        #expect(transition.transitionProgress == progress)
        let size = transition.collectionViewContentSize
        let nearest = progress < 0 ? current : next
        #expect(size == nearest, "progress \(progress): \(size)")
        for attributes in view.layoutAttributesForVisibleElements {
            #expect((0...1).contains(attributes.alpha), "\(attributes.indexPath): alpha \(attributes.alpha)")
            #expect(attributes.size.width >= 0 && attributes.size.height >= 0, "\(attributes.indexPath): \(attributes.size)")
        }
    }

    @Test("a NaN progress places every element as the current layout does")
    func nanProgress() throws {
        let (view, transition) = makeTransition()
        transition.transitionProgress = .nan
        view.layoutIfNeeded()
        #expect(transition.collectionViewContentSize == transition.currentLayout.collectionViewContentSize)
        let shown = try #require(transition.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)))
        #expect(shown.frame == transition.currentLayout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame)
    }
}
