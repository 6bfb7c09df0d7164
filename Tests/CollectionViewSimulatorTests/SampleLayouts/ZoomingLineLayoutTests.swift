@testable import CollectionViewSimulator
import Foundation
import Keyframes
import Testing

/// A 320 × 480 view of ten items: insets 60 left and right, 140 top and bottom, so item `i` is
/// centred at (160 + 250 i, 240) and the content is 60 + 10 · 200 + 9 · 50 + 60 = 2570 wide.
@Suite("Zooming line layout")
@MainActor
struct ZoomingLineLayoutTests {
    private func line(configure: (ZoomingLineLayout) -> Void = { _ in }) -> (ZoomingLineLayout, CollectionView) {
        let layout = ZoomingLineLayout()
        configure(layout)
        return (layout, prepared(layout, width: 320, height: 480, counts: [10]))
    }

    /// The uniform scale of an item's transform, checking that it is one.
    private func scale(of attributes: CollectionViewLayoutAttributes?) throws -> CGFloat {
        let transform = try #require(attributes?.transform3D)
        #expect(transform.m11 == transform.m22 && transform.m33 == 1 && transform.m12 == 0 && transform.m21 == 0)
        return transform.m11
    }

    @Test("Apple's sample defaults: horizontal, 200 × 200, 50 apart, insets that centre every item")
    func geometry() {
        let (layout, view) = line()
        defer { withExtendedLifetime(view) {} }
        #expect(layout.scrollDirection == .horizontal && layout.itemSize == CGSize(width: 200, height: 200))
        #expect(layout.minimumLineSpacing == 50 && layout.activeDistance == 200 && layout.zoomFactor == 0.3)
        #expect(layout.sectionInset == EdgeInsets(top: 140, left: 60, bottom: 140, right: 60))
        #expect(layout.collectionViewContentSize == CGSize(width: 2570, height: 480))
        #expect(layout.frame(item: 0) == rect(60, 140, 200, 200))
        #expect(layout.frame(item: 1) == rect(310, 140, 200, 200))
        #expect(layout.frame(item: 9) == rect(2310, 140, 200, 200))
    }

    @Test("the centred item is 1 + zoomFactor times its size and drawn above; one 250 away is not zoomed")
    func centre() throws {
        let (layout, view) = line()
        defer { withExtendedLifetime(view) {} }
        let centred = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        #expect(try scale(of: centred).isApproximatelyEqual(to: 1.3, tolerance: 1e-12))
        #expect(centred?.zIndex == 1)
        #expect(centred?.frame == rect(60, 140, 200, 200))  // the transform leaves the frame alone
        let next = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
        #expect(next?.transform3D == .identity && next?.zIndex == 0)
        let inRect = layout.layoutAttributesForElements(in: view.bounds) ?? []
        #expect(inRect.map(\.indexPath.item) == [0, 1])
        #expect(try scale(of: inRect.first).isApproximatelyEqual(to: 1.3, tolerance: 1e-12))
    }

    @Test("at activeDistance the scale is back to 1; a quarter of the way in, 1 + 0.3 · 0.75")
    func activeDistanceEdge() throws {
        let (layout, view) = line()
        defer { withExtendedLifetime(view) {} }
        view.contentOffset = CGPoint(x: 50, y: 0)  // visible centre 210
        view.layoutIfNeeded()
        let atEdge = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))  // centre 410: 200 away
        #expect(atEdge?.transform3D == .identity && atEdge?.zIndex == 0)
        let near = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))  // centre 160: 50 away
        #expect(try scale(of: near).isApproximatelyEqual(to: 1.225, tolerance: 1e-12))
        view.contentOffset = CGPoint(x: 51, y: 0)  // item 1 now 199 away: 1 + 0.3 / 200
        view.layoutIfNeeded()
        #expect(try scale(of: layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).isApproximatelyEqual(to: 1.0015, tolerance: 1e-12))
    }

    @Test("the zoom is symmetric about the centre", arguments: [200.0, 300.0])
    func symmetry(offset: CGFloat) throws {
        let (layout, view) = line()
        defer { withExtendedLifetime(view) {} }
        view.contentOffset = CGPoint(x: offset, y: 0)  // item 1 (centre 410) 50 to the right, then to the left
        view.layoutIfNeeded()
        #expect(try scale(of: layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).isApproximatelyEqual(to: 1.225, tolerance: 1e-12))
    }

    @Test("the formula", arguments: [(0.0, 1.3), (100, 1.15), (-100, 1.15), (-199, 1.0015), (200, 1), (-200, 1), (1000, 1)])
    func formula(distance: CGFloat, expected: CGFloat) {
        #expect(ZoomingLineLayout().scale(forDistanceFromCenter: distance).isApproximatelyEqual(to: expected, tolerance: 1e-12))
    }

    @Test("custom parameters: activeDistance 100, zoomFactor 1; zIndex is the rounded scale")
    func parameters() throws {
        let (layout, view) = line { $0.activeDistance = 100; $0.zoomFactor = 1 }
        defer { withExtendedLifetime(view) {} }
        view.contentOffset = CGPoint(x: 50, y: 0)  // item 0 is 50 from the centre: 1 + 1 · 0.5
        view.layoutIfNeeded()
        let item = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        #expect(try scale(of: item).isApproximatelyEqual(to: 1.5, tolerance: 1e-12))
        #expect(item?.zIndex == 2)
        layout.activeDistance = 0
        view.layoutIfNeeded()
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.transform3D == .identity)
        layout.activeDistance = 100
        layout.zoomFactor = .nan
        view.layoutIfNeeded()
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.zIndex == 0)  // no trap
    }

    @Test(
        "snapping centres the item nearest the proposed centre, whatever the velocity",
        arguments: [
            (0.0, 0.0), (100, 0), (124, 0), (125, 0), (126, 250), (1000, 1000), (1130, 1250), (2250, 2250),
            (10_000, 2250), (-500, 0),
        ])
    func snapping(proposed: CGFloat, expected: CGFloat) {
        let (layout, view) = line()
        defer { withExtendedLifetime(view) {} }
        for velocity in [CGPoint.zero, CGPoint(x: 3, y: 0), CGPoint(x: -3, y: 0)] {
            let target = layout.targetContentOffset(forProposedContentOffset: CGPoint(x: proposed, y: 7), withScrollingVelocity: velocity)
            #expect(target == CGPoint(x: expected, y: 7))
        }
    }

    @Test("every bounds change invalidates; the zoom follows the scroll and the insets follow the size")
    func boundsChanges() throws {
        let (layout, view) = line()
        defer { withExtendedLifetime(view) {} }
        #expect(layout.shouldInvalidateLayout(forBoundsChange: rect(1, 0, 320, 480)))
        view.layoutIfNeeded()  // the first prepare set the insets, which invalidated once more
        #expect(!layout.needsPrepare)
        view.contentOffset = CGPoint(x: 250, y: 0)
        #expect(layout.needsPrepare)
        view.layoutIfNeeded()
        #expect(try scale(of: layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).isApproximatelyEqual(to: 1.3, tolerance: 1e-12))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.transform3D == .identity)
        view.frame = rect(0, 0, 400, 300)
        view.layoutIfNeeded()
        #expect(layout.sectionInset == EdgeInsets(top: 50, left: 100, bottom: 50, right: 100))
        #expect(layout.frame(item: 0) == rect(100, 50, 200, 200))
    }

    @Test("scrolling vertically, the line is a column and the zoom and snap follow y")
    func vertical() throws {
        let (layout, view) = line { $0.scrollDirection = .vertical }
        defer { withExtendedLifetime(view) {} }
        // Item i centred at (160, 240 + 250 i).
        #expect(layout.frame(item: 1) == rect(60, 390, 200, 200))
        #expect(try scale(of: layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).isApproximatelyEqual(to: 1.3, tolerance: 1e-12))
        let target = layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 4, y: 130), withScrollingVelocity: .zero)
        #expect(target == CGPoint(x: 4, y: 250))
    }
}
