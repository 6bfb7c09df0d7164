import BatchUpdates
import CollectionViewSimulator
import Foundation
import Keyframes
import Testing

@Suite("Bounds changes and scrolling")
@MainActor
struct BoundsChangeTests {
    static func ip(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    /// 340 → 520 wide: three 100-point items per row become four, so item 3 moves up a row.
    @Test("a rotation-like resize invalidates, brackets the re-layout and reflows the items")
    func rotationLikeResize() throws {
        let fixture = SpyFixture(counts: [6])
        let animation = fixture.view.setFrame(CGRect(x: 0, y: 0, width: 520, height: 300), animated: true)
        let names = animation.hookNames
        #expect(Array(names.prefix(7)) == ["shouldInvalidateLayout(forBoundsChange:)", "invalidateLayout(with:)", "prepare",
                                           "collectionViewContentSize", "prepare(forAnimatedBoundsChange:)",
                                           "targetContentOffset(forProposedContentOffset:)", "layoutAttributesForElements(in:)"])
        #expect(names.last == "finalizeAnimatedBoundsChange")
        #expect(animation.hooks[4] == .prepareForAnimatedBoundsChange(CGRect(x: 0, y: 0, width: 340, height: 400)))
        // The bounds change's own context, as the layout made it (issue #13).
        #expect(animation.hooks[1].description == "invalidateLayout(with: UICollectionViewFlowLayoutInvalidationContext "
            + "[invalidateFlowLayoutDelegateMetrics, invalidateFlowLayoutAttributes])")
        #expect(fixture.layout.calls == animation.hooks)
        let moved = try #require(animation.track(of: .cell(Self.ip(3))))
        #expect(moved.start.frame.minY == 160 && moved.end.frame.minY == 50)
        #expect(moved.fate == .unchanged)
        let header = try #require(animation.track(of: .header(0)))
        #expect(header.start.size.width == 340 && header.end.size.width == 520)
    }

    /// One bounds-change rule for every path: the layout is asked
    /// `shouldInvalidateLayout(forBoundsChange:)` only when the bounds change, as `setGeometry`
    /// (a plain frame set) always did; a frame set that moves only the view's origin keeps its
    /// bounds, so its layout hears nothing of it.
    @Test("a frame set that keeps the bounds asks the layout nothing", arguments: [true, false])
    func frameSetKeepingBounds(animated: Bool) {
        let fixture = SpyFixture(counts: [6])
        let animation = fixture.view.setFrame(CGRect(x: 30, y: 40, width: 340, height: 400), animated: animated)
        #expect(!animation.hookNames.contains("shouldInvalidateLayout(forBoundsChange:)"))
        #expect(!animation.hookNames.contains("invalidationContext(forBoundsChange:)"))
    }

    @Test("a resize without animation lays out again with no provider and no track")
    func plainResize() {
        let fixture = SpyFixture(counts: [6])
        let animation = fixture.view.setFrame(CGRect(x: 0, y: 0, width: 520, height: 300), animated: false)
        #expect(animation.tracks.isEmpty)
        #expect(!animation.hookNames.contains { $0.contains("Appearing") || $0.contains("AnimatedBoundsChange") })
        #expect(fixture.view.indexPathsForVisibleItems.count == 6)
    }

    /// Zooming line layout on a 320-wide view: item i's centre is at x = 160 + 250·i and the visible
    /// centre at 160 + offset, so at offset x item i is 250·i − x from it and scaled by
    /// 1 + 0.3·(1 − |d| / 200) within 200 points. Scrolling 0 → 250 over 0.5 s, linear, at 60 Hz:
    /// frame 15 is at 0.25 s, offset 125, where items 0 and 1 are both 125 away: scale 1.1125.
    @Test("an animated scroll re-queries the zooming layout every frame, so its zoom follows the scroll")
    func zoomingScroll() throws {
        let layout = ZoomingLineLayout()
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.screenScale = 0
        let dataSource = SectionCountsDataSource([10])
        view.dataSource = dataSource
        view.layoutIfNeeded()
        let animation = view.setContentOffset(CGPoint(x: 250, y: 0), animated: true,
                                              timing: TrackTiming(duration: 0.5, curve: .linear), frameRate: 60)
        let item1 = try #require(animation.track(of: .cell(Self.ip(1))))
        #expect(item1.keyframes.count == 31)
        #expect(item1.keyframes[15].time == 0.25)
        #expect(item1.value(at: 0.25).transform3D.m11.isApproximatelyEqual(to: 1.1125, tolerance: 1e-9))
        #expect(animation.track(of: .cell(Self.ip(0)))?.value(at: 0.25).transform3D.m11.isApproximatelyEqual(to: 1.1125, tolerance: 1e-9) == true)
        #expect(item1.value(at: 0.5).transform3D.m11.isApproximatelyEqual(to: 1.3, tolerance: 1e-9))
        #expect(item1.value(at: 0).transform3D.m11.isApproximatelyEqual(to: 1.0, tolerance: 1e-9))
        #expect(animation.hookNames.filter { $0 == "prepare" }.count == 30)
        #expect(animation.contentOffsetTrack?.value(at: 0.25) == CGPoint(x: 125, y: 0))
        #expect(view.contentOffset == CGPoint(x: 250, y: 0))
    }

    /// A fling at 1 pt/ms coasts 499 points (deceleration 0.998/ms); the layout snaps the item
    /// nearest the centre (item 2, centre 660) to the centre: the scroll ends at 500. Given a
    /// proposed offset of 980 instead, item 4 (centre 1160) is nearest: it ends at 1000.
    @Test("a fling ends where targetContentOffset(forProposedContentOffset:withScrollingVelocity:) snaps it")
    func flingSnaps() throws {
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: ZoomingLineLayout())
        view.screenScale = 0
        let dataSource = SectionCountsDataSource([10])
        view.dataSource = dataSource
        view.layoutIfNeeded()
        let animation = view.fling(withVelocity: CGPoint(x: 1, y: 0))
        #expect(animation.hooks.first == .targetContentOffsetWithVelocity(
            forProposedContentOffset: CGPoint(x: 499, y: 0), velocity: CGPoint(x: 1, y: 0)))
        #expect(view.contentOffset == CGPoint(x: 500, y: 0))
        #expect(animation.track(of: .cell(Self.ip(2)))?.end.transform3D.m11.isApproximatelyEqual(to: 1.3, tolerance: 1e-9) == true)
        #expect(animation.timing == TrackTiming(duration: 0.5, curve: .easeOut))
        view.finishAnimations()
        view.fling(withVelocity: CGPoint(x: 2, y: 0), proposedContentOffset: CGPoint(x: 980, y: 0))
        #expect(view.contentOffset == CGPoint(x: 1000, y: 0))
    }

    @Test("a plain scroll on the flow layout asks about every frame but does not invalidate")
    func flowScroll() throws {
        let (view, _) = UpdateAnimationDefaultsTests.flowView(counts: [100])
        let animation = view.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(!animation.hookNames.contains("prepare"))
        #expect(animation.hookNames.filter { $0 == "shouldInvalidateLayout(forBoundsChange:)" }.count == 18)
        let leaving = try #require(animation.track(of: .cell(Self.ip(0))))
        #expect(leaving.fate == .disappeared && leaving.start == leaving.end)
        #expect(animation.tracks.contains { $0.fate == .appeared })
        #expect(view.indexPathsForVisibleItems.first == Self.ip(25))
    }

    @Test("an empty batch after the layout's inputs changed animates every view to its new attributes")
    func emptyBatch() throws {
        let (view, _) = UpdateAnimationDefaultsTests.flowView(counts: [8])
        let layout = try #require(view.collectionViewLayout as? CollectionViewFlowLayout)
        layout.itemSize = CGSize(width: 60, height: 60)
        let animation = try view.throwing.performBatchUpdates(nil)
        #expect(animation.hooks.contains(.prepareForCollectionViewUpdates([])))
        let first = try #require(animation.track(of: .cell(Self.ip(0))))
        #expect(first.fate == .unchanged)
        #expect(first.start.size == CGSize(width: 50, height: 50) && first.end.size == CGSize(width: 60, height: 60))
        #expect(animation.tracks.filter { $0.element.category == .cell }.allSatisfy { $0.start.alpha == 1 && $0.end.alpha == 1 })
    }
}

@Suite("Bounds change hook sequences")
@MainActor
struct BoundsChangeHookTests {
    @Test("an animated scroll's trace is every frame's bounds question and query, exactly as the layout received them")
    func scrollTraceMatchesSpy() {
        let fixture = SpyFixture(counts: [30])
        let animation = fixture.view.setContentOffset(CGPoint(x: 0, y: 120), animated: true,
                                                      timing: TrackTiming(duration: 0.05, curve: .linear), frameRate: 60)
        #expect(fixture.layout.calls == animation.hooks)
        #expect(animation.hookNames == [
            "layoutAttributesForElements(in:)",
            "shouldInvalidateLayout(forBoundsChange:)", "layoutAttributesForElements(in:)",
            "shouldInvalidateLayout(forBoundsChange:)", "layoutAttributesForElements(in:)",
            "shouldInvalidateLayout(forBoundsChange:)", "layoutAttributesForElements(in:)",
        ])
        #expect(animation.hooks[6] == .layoutAttributesForElements(in: CGRect(x: 0, y: 120, width: 340, height: 400)))
    }
}
