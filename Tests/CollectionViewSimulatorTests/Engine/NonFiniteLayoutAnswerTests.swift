import BatchUpdates
@testable import CollectionViewSimulator
import Foundation
import Keyframes
import Testing
import TestSupport

/// A NaN or infinite number in a layout's answer is where iOS raises `CALayerInvalidGeometry`:
/// every path that takes the layout's answers (a layout pass, a batch update, a scroll, a bounds
/// change, a layout transition) notes it, fails, and leaves nothing non-finite on screen.
@Suite("Non-finite layout answers")
@MainActor
struct NonFiniteLayoutAnswerTests {
    static let item0 = IndexPath(item: 0, section: 0)

    /// 320×480, 50×50 items, 10-point spacing and insets, one section of `count` items, laid out.
    static func view(_ count: Int = 30) -> (CollectionView, NonFiniteFlowLayout, SectionCountsDataSource) {
        let layout = NonFiniteFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let data = SectionCountsDataSource([count])
        view.dataSource = data
        FixtureOwner.keep(data, for: view)
        view.layoutIfNeeded()
        return (view, layout, data)
    }

    static func allFinite(_ view: CollectionView) -> Bool {
        view.presentationAttributesForVisibleElements.allSatisfy { element in
            ([element.center.x, element.center.y, element.size.width, element.size.height, element.alpha]
                + element.transform3D.components).allSatisfy(\.isFinite)
        }
            && view.contentSize.width.isFinite && view.contentSize.height.isFinite
            && view.contentOffset.x.isFinite && view.contentOffset.y.isFinite
    }

    @Test("a layout pass notes the first bad answer, names the element and value, and leaves the element out",
          arguments: [(NonFiniteFlowLayout.Poison.center, "CALayer position contains NaN: [nan 25] (cell 0-0: center from layoutAttributesForElements(in:))"),
                      (.size, "CALayer bounds is not finite: [0 0; 50 inf] (cell 0-0: size from layoutAttributesForElements(in:))"),
                      (.alpha, "alpha contains NaN: nan (cell 0-0: alpha from layoutAttributesForElements(in:))"),
                      (.transform, "transform contains NaN: [nan 0 0 0 0 1 0 0 0 0 1 0 0 0 0 1] (cell 0-0: transform from layoutAttributesForElements(in:))"),
                      (.contentSize, "collectionViewContentSize is not finite: [320 inf] (collectionViewContentSize from collectionViewContentSize)")])
    func layoutPass(_ poison: NonFiniteFlowLayout.Poison, _ message: String) {
        let (view, layout, _) = Self.view()
        #expect(view.nonFiniteLayoutAnswer == nil)
        layout.poison = poison
        layout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(view.nonFiniteLayoutAnswer?.description == message)
        #expect(Self.allFinite(view))
        if poison != .contentSize { #expect(!view.indexPathsForVisibleItems.contains(Self.item0)) }
        view.clearNonFiniteLayoutAnswer()
        #expect(view.nonFiniteLayoutAnswer == nil)
    }

    @Test("a batch update throws the bad answer and leaves the view as it was",
          arguments: [NonFiniteFlowLayout.Poison.center, .size, .alpha, .transform, .contentSize, .targetOffset])
    func batchUpdate(_ poison: NonFiniteFlowLayout.Poison) throws {
        let (view, layout, data) = Self.view()
        let before = view.state
        layout.poison = poison
        #expect(throws: NonFiniteLayoutAnswer.self) {
            try view.throwing.performBatchUpdates {
                data.counts[0] += 1
                try view.throwing.insertItems(at: [Self.item0])
            }
        }
        #expect(view.nonFiniteLayoutAnswer != nil)
        #expect(view.state == before)
        #expect(!view.isAnimating)
        #expect(view.numberOfItems(inSection: 0) == 30)
    }

    @Test("an animated scroll, bounds change or layout transition that meets a bad answer is undone",
          arguments: ["scroll", "fling", "resize", "transition"])
    func animatedChanges(_ kind: String) {
        let (view, layout, _) = Self.view(200)
        // Cell 0-0 (the poisoned one) comes on screen by the scrolls, and is on screen for the others.
        if kind == "scroll" || kind == "fling" { view.setContentOffset(CGPoint(x: 0, y: 600), animated: false) }
        let (before, frame) = (view.state, view.frame)
        let target = NonFiniteFlowLayout()
        target.itemSize = CGSize(width: 80, height: 80)
        for poisoned in [layout, target] { poisoned.poison = .center }
        let animation: UpdateAnimation = switch kind {
        case "scroll": view.setContentOffset(CGPoint(x: 0, y: 0), animated: true)
        case "fling": view.fling(withVelocity: CGPoint(x: 0, y: -2))
        case "resize": view.setFrame(CGRect(x: 0, y: 0, width: 480, height: 320), animated: true)
        default: view.setCollectionViewLayout(target, animated: true)
        }
        #expect(animation.tracks.count == 0, "\(kind)")
        #expect(view.nonFiniteLayoutAnswer?.element == "cell 0-0", "\(kind)")
        #expect(view.frame == frame && view.contentOffset == before.contentOffset, "\(kind)")
        #expect(view.collectionViewLayout === layout, "\(kind)")
        #expect(!view.isAnimating, "\(kind)")
        view.layoutIfNeeded()
        #expect(Self.allFinite(view), "\(kind)")
    }

    @Test("a change whose answers are finite keeps a bad answer noted before it")
    func notedAnswerStays() {
        let (view, layout, _) = Self.view()
        layout.poison = .alpha
        layout.invalidateLayout()
        view.layoutIfNeeded()
        let noted = view.nonFiniteLayoutAnswer
        layout.poison = nil
        view.setFrame(CGRect(x: 0, y: 0, width: 300, height: 400), animated: true)
        #expect(noted != nil)
        #expect(view.nonFiniteLayoutAnswer == noted)
    }

    @Test("a NaN or an infinity anywhere in the 3D transform makes the answer non-finite", arguments: 0..<16)
    func everyTransformNumber(position: Int) {
        for bad in [CGFloat.nan, .infinity, -.infinity] {
            var numbers = Transform3D.identity.components
            numbers[position] = bad
            let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
            attributes.transform3D = Transform3D(m11: numbers[0], m12: numbers[1], m13: numbers[2], m14: numbers[3],
                                                 m21: numbers[4], m22: numbers[5], m23: numbers[6], m24: numbers[7],
                                                 m31: numbers[8], m32: numbers[9], m33: numbers[10], m34: numbers[11],
                                                 m41: numbers[12], m42: numbers[13], m43: numbers[14], m44: numbers[15])
            #expect(!NonFiniteLayoutAnswer.isFinite(attributes), "\(bad) at \(position)")
        }
        #expect(NonFiniteLayoutAnswer.isFinite(CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))))
    }
}
