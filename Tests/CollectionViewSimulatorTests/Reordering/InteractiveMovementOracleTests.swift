import CollectionViewSimulator
import Foundation
import TestSupport
import Testing

/// Reordering on a flow layout over seeded random drag paths, against two oracles computed a
/// second way: the target index path by hit-testing every item's frame (`layoutAttributesForItem(at:)`
/// for each index path, not the layout's rectangle query the base class uses), and the data
/// source's final order by moving identifiers in a plain array model.
@Suite("Interactive movement against hit-testing and identifier oracles")
@MainActor
struct InteractiveMovementOracleTests {
    /// Drags per test; `REORDER_ORACLE_RUNS` asks for more.
    static let runs = RandomRuns.reorderOracleRuns.count(default: 40)

    @Test("each update targets the item under the finger (or stays over a gap); the end leaves the data in the model's order")
    func randomDrags() throws {
        for seed in 1...UInt64(Self.runs) {
            try checkDrag(seed: seed)
        }
    }

    private func checkDrag(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var next = 0
        let sections = (0..<random.next(in: 1...3)).map { _ in
            (0..<random.next(in: 1...9)).map { _ -> String in next += 1; return "i\(next)" }
        }
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: CGFloat(random.next(in: 30...80)), height: CGFloat(random.next(in: 30...70)))
        layout.sectionInset = EdgeInsets(top: 10, left: 5, bottom: 10, right: 5)
        let (view, data) = reorderingView(sections, layout: layout)
        var model = sections
        let visible = view.indexPathsForVisibleItems
        let lifted = visible[random.next(in: 0...(visible.count - 1))]
        let id = model[lifted.section][lifted.item]
        let context = "seed \(seed): \(sections), itemSize \(layout.itemSize), lifting \(lifted.section)-\(lifted.item)"
        #expect(view.beginInteractiveMovementForItem(at: lifted), "\(context)")
        var current = lifted
        for step in 0..<random.next(in: 1...8) {
            let point = randomPoint(in: view, random: &random)
            let expected = Self.hitTest(view, at: point) ?? current
            try view.throwing.updateInteractiveMovementTargetPosition(point)
            #expect(view.indexPathForInteractivelyMovingItem == expected, "\(context), step \(step) at \(point)")
            if expected != current {
                model[current.section].remove(at: current.item)
                model[expected.section].insert(id, at: expected.item)
                current = expected
            }
            view.finishAnimations()
            #expect(view.shown(current.item, current.section)?.center == point, "\(context), step \(step): the dragged view is under the finger")
        }
        let cancels = random.next(in: 0...3) == 0
        if cancels { try view.throwing.cancelInteractiveMovement() } else { try view.throwing.endInteractiveMovement() }
        view.finishAnimations()
        #expect(data.sections == (cancels ? sections : model), "\(context), \(cancels ? "cancelled" : "ended")")
        #expect(data.moves.count == (cancels || current == lifted ? 0 : 1), "\(context)")
        #expect((0..<view.numberOfSections).map(view.numberOfItems(inSection:)) == data.sections.map(\.count), "\(context)")
        let final = cancels ? lifted : current
        #expect(view.shown(final.item, final.section)?.frame == layout.layoutAttributesForItem(at: final)?.frame, "\(context): dropped in its slot")
    }

    /// Half the time an item's centre moved a little, else anywhere on screen (gaps included).
    private func randomPoint(in view: CollectionView, random: inout SeededGenerator) -> CGPoint {
        let items = view.indexPathsForVisibleItems
        if random.next(in: 0...1) == 0, let target = items.isEmpty ? nil : items[random.next(in: 0...(items.count - 1))] {
            let center = view.slotCenter(target.item, target.section)
            return CGPoint(x: center.x + CGFloat(random.next(in: -8...8)), y: center.y + CGFloat(random.next(in: -8...8)))
        }
        return CGPoint(x: CGFloat(random.next(in: 0...319)), y: CGFloat(random.next(in: 0...479)))
    }

    /// The oracle: the item whose frame, from `layoutAttributesForItem(at:)`, contains the point.
    private static func hitTest(_ view: CollectionView, at point: CGPoint) -> IndexPath? {
        for section in 0..<view.numberOfSections {
            for item in 0..<view.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                if view.collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame.contains(point) == true { return indexPath }
            }
        }
        return nil
    }
}
