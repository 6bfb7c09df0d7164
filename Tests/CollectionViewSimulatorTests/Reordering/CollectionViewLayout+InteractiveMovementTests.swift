import CollectionViewSimulator
import Foundation
import Testing

/// A layout of fixed cells: two overlapping ones (the second above) and one apart.
private final class OverlapLayout: CollectionViewLayout {
    let cells: [(frame: CGRect, zIndex: Int)] = [
        (CGRect(x: 0, y: 0, width: 100, height: 100), 0),
        (CGRect(x: 50, y: 50, width: 100, height: 100), 1),
        (CGRect(x: 200, y: 0, width: 50, height: 50), 0),
    ]

    override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 200) }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        cells.indices.compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard cells.indices.contains(indexPath.item) else { return nil }
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = cells[indexPath.item].frame
        attributes.zIndex = cells[indexPath.item].zIndex
        return attributes
    }
}

@Suite("The base layout's reordering hooks")
@MainActor
struct CollectionViewLayoutInteractiveMovementTests {
    @Test("the target is the cell under the point, the topmost where cells overlap, the previous one over a gap")
    func targetIndexPath() {
        let layout = OverlapLayout()
        prepared(layout, width: 320, height: 200, counts: [3])
        let previous = IndexPath(item: 2, section: 0)
        #expect(layout.targetIndexPath(forInteractivelyMovingItem: previous, withPosition: CGPoint(x: 20, y: 20)) == IndexPath(item: 0, section: 0))
        #expect(layout.targetIndexPath(forInteractivelyMovingItem: previous, withPosition: CGPoint(x: 75, y: 75)) == IndexPath(item: 1, section: 0))
        #expect(layout.targetIndexPath(forInteractivelyMovingItem: previous, withPosition: CGPoint(x: 180, y: 20)) == previous)
        #expect(layout.targetIndexPath(forInteractivelyMovingItem: previous, withPosition: CGPoint(x: CGFloat.nan, y: 0)) == previous)
    }

    @Test("the moving attributes are a copy of the item's, of the layout's class, centred on the point, zIndex Int.max")
    func movingAttributes() throws {
        let layout = CollectionViewFlowLayout()
        prepared(layout, width: 320, height: 480, counts: [4])
        let indexPath = IndexPath(item: 1, section: 0)
        let slot = try #require(layout.layoutAttributesForItem(at: indexPath))
        let moving = layout.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: CGPoint(x: 7, y: 9))
        #expect(moving !== slot)
        #expect(moving.center == CGPoint(x: 7, y: 9))
        #expect(moving.size == slot.size)
        #expect(moving.zIndex == Int.max)
        #expect(moving.indexPath == indexPath)
        #expect(layout.layoutAttributesForItem(at: indexPath)?.zIndex == 0)
    }

    @Test("the contexts are of the layout's context class and carry the movement; neither invalidates everything")
    func contexts() {
        let layout = CollectionViewFlowLayout()
        let moving = layout.invalidationContext(forInteractivelyMovingItems: [IndexPath(item: 3, section: 0)], withTargetPosition: CGPoint(x: 1, y: 2),
                                                previousIndexPaths: [IndexPath(item: 2, section: 0)], previousPosition: CGPoint(x: 3, y: 4))
        #expect(moving is CollectionViewFlowLayoutInvalidationContext)
        #expect(moving.targetIndexPathsForInteractivelyMovingItems == [IndexPath(item: 3, section: 0)])
        #expect(moving.previousIndexPathsForInteractivelyMovingItems == [IndexPath(item: 2, section: 0)])
        #expect(moving.interactiveMovementTarget == CGPoint(x: 1, y: 2))
        #expect(!moving.invalidateEverything && !moving.invalidateDataSourceCounts)
        let ending = layout.invalidationContext(forEndingInteractiveMovementOfItemsToFinalIndexPaths: [IndexPath(item: 2, section: 0)],
                                                previousIndexPaths: [IndexPath(item: 3, section: 0)], movementCancelled: true)
        #expect(ending.targetIndexPathsForInteractivelyMovingItems == [IndexPath(item: 2, section: 0)])
        #expect(ending.previousIndexPathsForInteractivelyMovingItems == [IndexPath(item: 3, section: 0)])
        #expect(ending.interactiveMovementTarget == .zero)
        #expect(CollectionViewLayoutInvalidationContext().targetIndexPathsForInteractivelyMovingItems == nil)
    }

    @Test("the traces of a drag hold exactly the calls the layout received, in order, reordering hooks included")
    func traceIsWhatTheLayoutReceived() throws {
        let layout = SpyLayout()
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let dataSource = IdentifierDataSource([["a", "b", "c", "d"], ["e", "f"]])
        view.dataSource = dataSource
        view.layoutIfNeeded()
        let target = view.slotCenter(0, 1)
        let path = [CGPoint(x: target.x, y: target.y + 200), view.slotCenter(2), target]   // a gap, then two items
        layout.resetCalls()
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        var stages: [UpdateAnimation] = []
        for point in path {
            if let stage = try view.throwing.updateInteractiveMovementTargetPosition(point) { stages.append(stage) }
        }
        stages += [try #require(try view.throwing.endInteractiveMovement())]
        #expect(stages.count == 3)
        #expect(stages.flatMap(\.hooks) == layout.calls)
        #expect(layout.calls.map(\.description).contains(
            "invalidationContext(forEndingInteractiveMovementOfItemsToFinalIndexPaths: [1-0], previousIndexPaths: [1-0], movementCancelled: false)"))
        #expect(layout.calls.contains(.targetIndexPathForInteractivelyMovingItem(IndexPath(item: 0, section: 0),
                                                                                 position: CGPoint(x: target.x, y: target.y + 200))))
    }

    @Test("the reordering hooks print UIKit's names with their arguments")
    func hookDescriptions() {
        let moving = LayoutHook.invalidationContextForInteractivelyMovingItems(
            [IndexPath(item: 3, section: 0)], targetPosition: CGPoint(x: 1, y: 2.5),
            previousIndexPaths: [IndexPath(item: 2, section: 1)], previousPosition: CGPoint(x: 0, y: 4))
        #expect(moving.description == "invalidationContext(forInteractivelyMovingItems: [0-3], withTargetPosition: [1, 2.5], "
            + "previousIndexPaths: [1-2], previousPosition: [0, 4])")
        #expect(LayoutHook.layoutAttributesForInteractivelyMovingItem(at: IndexPath(item: 1, section: 0), targetPosition: CGPoint(x: 5, y: 6))
            .description == "layoutAttributesForInteractivelyMovingItem(at: 0-1, withTargetPosition: [5, 6])")
        #expect(LayoutHook.targetIndexPathForInteractivelyMovingItem(IndexPath(item: 1, section: 0), position: CGPoint(x: 5, y: 6)).name
            == "targetIndexPath(forInteractivelyMovingItem:withPosition:)")
    }
}
