import CollectionViewSimulator
import Foundation
import TestSupport
import Testing

/// An orthogonally scrolling section in a right-to-left view starts at its leading edge, the right
/// end: UIKit's compositional layout has the collection view flip its horizontal axis in right to
/// left (`prepareLayout` calls `_setWantsRightToLeftHorizontalMirroringIfNeeded:` and the view's
/// `_setFlipsHorizontalAxis:`), and a flipped view "will ensure its bounds.origin is always found
/// at the leading edge" (`UICollectionViewLayout.h`), the section's scroller included. The
/// section's offset is in the layout's coordinates, so 0 is the leading edge and paging and
/// snapping land on the same groups as left to right, shown mirrored.
///
/// Hand-computed: one row of ten 100 × 100 cards (no spacing) in a 320-wide view. Left to right,
/// card i is at x `100i − offset`; mirrored within the content width 320 it shows at
/// `320 − (100i − offset) − 100 = 220 − 100i + offset`.
@Suite("Compositional layout: orthogonal sections right to left")
@MainActor
struct CollectionViewCompositionalLayoutOrthogonalRightToLeftTests {
    private func carousel(_ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .continuous,
                          rightToLeft: Bool = true) -> (CollectionViewCompositionalLayout, CollectionView) {
        let item = CollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(100)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .absolute(100), heightDimension: .absolute(100)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = behavior
        let layout = CollectionViewCompositionalLayout(section: section)
        let view = prepared(layout, width: 320, height: 480, counts: [10]) {
            if rightToLeft { $0.semanticContentAttribute = .forceRightToLeft }
        }
        return (layout, view)
    }

    @Test("the section starts at its leading edge: offset 0 shows the first cards at the right")
    func start() {
        let (layout, view) = carousel()
        #expect(layout.orthogonalScrollOffset(forSection: 0) == 0)
        #expect(view.cellForItem(at: path(0))?.frame == rect(220, 0, 100, 100))
        #expect(view.cellForItem(at: path(1))?.frame == rect(120, 0, 100, 100))
        #expect(view.cellForItem(at: path(3))?.frame == rect(-80, 0, 100, 100))
        #expect(view.indexPathsForVisibleItems == [path(0), path(1), path(2), path(3)])
        #expect(view.indexPathForItem(at: CGPoint(x: 300, y: 50)) == path(0))
    }

    @Test("scrolling the section brings later cards in from the left")
    func scrolled() throws {
        let (layout, view) = carousel()
        layout.setOrthogonalScrollOffset(150, forSection: 0)
        // 220 − 100i + 150: card 0 at 370 (gone past the right edge), card 1 at 270, card 4 at −30.
        #expect(view.layoutAttributesForItem(at: path(0))?.frame == rect(370, 0, 100, 100))
        #expect(view.layoutAttributesForItem(at: path(1))?.frame == rect(270, 0, 100, 100))
        #expect(view.layoutAttributesForItem(at: path(4))?.frame == rect(-30, 0, 100, 100))
        let animation = try view.throwing.performBatchUpdates(nil)
        #expect(animation.track(of: .cell(path(1)))?.start.frame == rect(120, 0, 100, 100))
        #expect(animation.track(of: .cell(path(1)))?.end.frame == rect(270, 0, 100, 100))
    }

    @Test("paging and snapping land on the same groups as left to right, shown mirrored",
          arguments: [
            (CollectionLayoutSectionOrthogonalScrollingBehavior.paging, 200, 320),
            (.groupPaging, 130, 100),
            (.continuousGroupLeadingBoundary, 260, 300),
            (.continuous, 260, 260),
          ] as [(CollectionLayoutSectionOrthogonalScrollingBehavior, CGFloat, CGFloat)])
    func snapping(behavior: CollectionLayoutSectionOrthogonalScrollingBehavior, proposed: CGFloat, target: CGFloat) {
        let (rightToLeft, rightToLeftView) = carousel(behavior)
        let (leftToRight, leftToRightView) = carousel(behavior, rightToLeft: false)
        #expect(rightToLeft.targetOrthogonalScrollOffset(forProposedOffset: proposed, inSection: 0) == target)
        #expect(leftToRight.targetOrthogonalScrollOffset(forProposedOffset: proposed, inSection: 0) == target)
        rightToLeft.setOrthogonalScrollOffset(target, forSection: 0)
        leftToRight.setOrthogonalScrollOffset(target, forSection: 0)
        // Card 3 at 300 − target left to right, and 320 − (300 − target) − 100 = 220 − 300 + target mirrored.
        #expect(leftToRightView.layoutAttributesForItem(at: path(3))?.frame == rect(300 - target, 0, 100, 100))
        #expect(rightToLeftView.layoutAttributesForItem(at: path(3))?.frame == rect(target - 80, 0, 100, 100))
    }
}
