import CollectionViewSimulator
import Foundation
import Testing
import UIKitCompatibility

/// Reordering code written with UIKit's names: a layout that lifts the dragged cell and a data
/// source that pins its first item, driven as a long-press handler drives them.
@Suite("Reordering written for UIKit")
@MainActor
struct CorpusReorderingTests {
    @Test("the pinned item cannot be lifted; another one lifts, moves, and the data source reorders")
    func reorders() throws {
        let layout = LiftingReorderFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
        let dataSource = ReorderableNamesDataSource()
        view.dataSource = dataSource
        view.layoutIfNeeded()
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
        let target = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).center
        try view.throwing.updateInteractiveMovementTargetPosition(target)
        #expect(layout.lastTargets == [IndexPath(item: 1, section: 0)])
        let lifted = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        // A view's alpha is its layer's opacity, a `Float`, as in UIKit: 0.8 reads back rounded.
        #expect(lifted.alpha == CGFloat(Float(0.8)))
        #expect(lifted.transform == CGAffineTransform(scaleX: 1.1, y: 1.1))
        try view.throwing.endInteractiveMovement()
        #expect(dataSource.names == ["Ada", "Barbara", "Grace", "Edsger", "Donald"])
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.alpha == 1)
    }
}
