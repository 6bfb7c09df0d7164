import CollectionViewSimulator
import Foundation
import Keyframes
import Testing

/// A batch update or a layout transition that moves the offset sets the scroll view's bounds, and
/// that setter asks the layout about the change as any other bounds change does. Written from
/// OpenUXKit (Apple's macOS port of `UICollectionView`): `_updateWithItems:` sets the content size
/// then the clip view's bounds origin to the target offset inside the animation block, before the
/// views' animations are built, and `_setCollectionViewLayout:animated:…` does the same with the
/// anchored target offset; the clip view's `clipViewBoundsDidChange:` then asks
/// `shouldInvalidateLayoutForBoundsChange:` with the new visible bounds, and on `YES` invalidates
/// the layout with `invalidationContextForBoundsChange:`. The invalidated layout is prepared again
/// at the next layout pass, not during the update (whose data is locked).
@Suite("Offset changes inside updates and transitions")
@MainActor
struct OffsetChangeInUpdateTests {
    /// The names of `calls` from the target offset to the first visible-rectangle query after it.
    static func aroundTarget(_ calls: [LayoutHook]) -> [String] {
        let names = BoundsChangeProtocolTests.names(calls)
        guard let start = names.firstIndex(of: "targetContentOffset(forProposedContentOffset:)"),
              let end = names[start...].firstIndex(of: "layoutAttributesForElements(in:)") else { return names }
        return Array(names[start...end])
    }

    /// The calls UXKit makes between the target offset and the new visible rectangle when the
    /// offset moves: the content size (a batch update asks it again after the update items), then
    /// `setBounds:`'s question, and the invalidation on yes.
    static func expected(moves: Bool, invalidates: Bool, contentSizeAgain: Bool = true) -> [String] {
        var names = ["targetContentOffset(forProposedContentOffset:)"]
        if contentSizeAgain { names += ["collectionViewContentSize"] }
        if moves { names += ["shouldInvalidateLayout(forBoundsChange:)"] }
        if moves && invalidates { names += ["invalidateLayout(with:)"] }
        return names + ["layoutAttributesForElements(in:)"]
    }

    /// 30 items scrolled to the end (770 of 1,170 points, 400 high); deleting the last six (two
    /// rows of 110 points) ends the content at 950, so the offset is pulled back to 550.
    static func deleteLastTwoRows(_ fixture: SpyFixture) throws {
        try fixture.view.throwing.performBatchUpdates {
            fixture.data.sections[0].removeLast(6)
            try fixture.view.throwing.deleteItems(at: (24..<30).map { IndexPath(item: $0, section: 0) })
        }
    }

    @Test("a batch update that pulls the offset back asks the layout about the new bounds", arguments: [false, true])
    func batchPullsOffsetBack(pinning: Bool) throws {
        let fixture = SpyFixture(counts: [30], offset: 770)
        fixture.layout.sectionHeadersPinToVisibleBounds = pinning
        fixture.view.layoutIfNeeded()
        fixture.layout.resetCalls()
        try Self.deleteLastTwoRows(fixture)
        #expect(fixture.view.contentOffset == CGPoint(x: 0, y: 550))
        #expect(Self.aroundTarget(fixture.layout.calls) == Self.expected(moves: true, invalidates: pinning))
        #expect(fixture.layout.calls.contains(.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 550, width: 340, height: 400))))
        #expect(fixture.view.lastAnimation?.hooks.contains(.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 550, width: 340, height: 400))) == true)
        // Step 2 of the protocol at the next layout pass: only an invalidated layout is prepared again.
        fixture.layout.resetCalls()
        fixture.view.layoutIfNeeded()
        #expect(fixture.layout.calls.first == (pinning ? .prepare : nil))
    }

    @Test("a batch update that keeps the offset asks nothing about the bounds", arguments: [false, true])
    func batchKeepsOffset(pinning: Bool) throws {
        let fixture = SpyFixture(counts: [30])
        fixture.layout.sectionHeadersPinToVisibleBounds = pinning
        fixture.view.layoutIfNeeded()
        fixture.layout.resetCalls()
        try Self.deleteLastTwoRows(fixture)
        #expect(fixture.view.contentOffset == .zero)
        #expect(Self.aroundTarget(fixture.layout.calls) == Self.expected(moves: false, invalidates: pinning))
    }

    /// A layout whose target offset moves the view during an update (a paging layout snapping).
    final class SnappingLayout: CollectionViewFlowLayout {
        override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
            CGPoint(x: proposedContentOffset.x, y: 110)
        }
    }

    @Test("a layout's own target offset in an update is a bounds change too")
    func layoutTargetMovesOffset() throws {
        let layout = SnappingLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 340, height: 400), collectionViewLayout: layout)
        let data = IdentifierDataSource([(0..<30).map { "\($0)" }])
        view.dataSource = data
        view.layoutIfNeeded()
        let animation = try view.throwing.performBatchUpdates {
            data.sections[0].insert("new", at: 0)
            try view.throwing.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        #expect(view.contentOffset == CGPoint(x: 0, y: 110))
        #expect(Self.aroundTarget(animation.hooks) == Self.expected(moves: true, invalidates: false))
    }

    /// 200 items scrolled to 300; the new layout's bigger rows put the anchor's row far lower, so
    /// the transition moves the offset and the layout being installed is asked about it.
    @Test("an animated layout transition asks the new layout about the anchored offset", arguments: [false, true])
    func transitionMovesOffset(pinning: Bool) throws {
        let fixture = SpyFixture(counts: [200], offset: 300)
        let bigger = SpyLayout()
        bigger.itemSize = CGSize(width: 150, height: 150)
        bigger.sectionHeadersPinToVisibleBounds = pinning
        fixture.layout.resetCalls()
        fixture.view.setCollectionViewLayout(bigger, animated: true)
        let offset = fixture.view.contentOffset
        #expect(offset != CGPoint(x: 0, y: 300))
        #expect(Self.aroundTarget(bigger.calls) == Self.expected(moves: true, invalidates: pinning, contentSizeAgain: false))
        #expect(bigger.calls.contains(.shouldInvalidateLayout(forBoundsChange: CGRect(origin: offset, size: CGSize(width: 340, height: 400)))))
        #expect(!fixture.layout.calls.contains { $0.name == "shouldInvalidateLayout(forBoundsChange:)" })
        bigger.resetCalls()
        fixture.view.layoutIfNeeded()
        #expect(bigger.calls.first == (pinning ? .prepare : nil))
    }

    @Test("finishing an interactive transition onto shorter content asks the target layout about the pulled-back offset")
    func interactiveFinishPullsOffsetBack() throws {
        let fixture = SpyFixture(counts: [30], offset: 770)
        let smaller = SpyLayout()
        smaller.itemSize = CGSize(width: 50, height: 50)
        _ = fixture.view.startInteractiveTransition(to: smaller)
        smaller.resetCalls()
        fixture.view.finishInteractiveTransition()
        let offset = fixture.view.contentOffset
        #expect(offset.y < 770)
        #expect(smaller.calls.contains(.shouldInvalidateLayout(forBoundsChange: CGRect(origin: offset, size: CGSize(width: 340, height: 400)))))
    }
}
