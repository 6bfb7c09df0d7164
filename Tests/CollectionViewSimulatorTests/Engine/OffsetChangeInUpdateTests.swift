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
/// the view's layout with `invalidationContextForBoundsChange:`. The invalidated layout is prepared
/// again at the next layout pass, not during the update (whose data is locked). During a layout
/// transition the view's layout is still the old one (``TransitionBoundsChangeLayout``).
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

    /// 200 items scrolled to 300, and a layout of 150-point rows: the anchor's row is far lower in
    /// it, so the transition moves the offset. Both layouts pin their headers when `oldPins` and
    /// `newPins` say, and so answer `true` when asked about the new offset.
    static func transitionToBiggerRows(oldPins: Bool, newPins: Bool, choice: TransitionBoundsChangeLayout? = nil)
        -> (fixture: SpyFixture, bigger: SpyLayout, animation: UpdateAnimation)
    {
        let fixture = SpyFixture(counts: [200], offset: 300)
        if let choice { fixture.view.transitionBoundsChangeLayout = choice }
        fixture.layout.sectionHeadersPinToVisibleBounds = oldPins
        fixture.view.layoutIfNeeded()
        fixture.layout.resetCalls()
        let bigger = SpyLayout()
        bigger.itemSize = CGSize(width: 150, height: 150)
        bigger.sectionHeadersPinToVisibleBounds = newPins
        bigger.resetCalls()
        let animation = fixture.view.setCollectionViewLayout(bigger, animated: true)
        return (fixture, bigger, animation)
    }

    /// What the collection view asked `layout` about bounds: the question and the invalidation
    /// with the bounds-change context (`invalidateLayout()`, which a transition sends the new
    /// layout as it attaches it, is not about bounds).
    static func boundsCalls(_ layout: SpyLayout) -> [String] {
        layout.calls.map(\.name).filter { ["shouldInvalidateLayout(forBoundsChange:)", "invalidateLayout(with:)"].contains($0) }
    }

    nonisolated static let pinnings = [(false, false), (true, false), (false, true), (true, true)]

    /// OpenUXKit's `_performLayoutTransitionToLayout:animated:fromBounds:completion:` sets the clip
    /// view's bounds origin to the anchored offset inside the animation block, while the view's
    /// layout is still the old one (the new one is installed when the transition finalizes), so
    /// `clipViewBoundsDidChange:` asks the old layout and, on `YES`, invalidates it with its
    /// bounds-change context. Layout passes wait for the transition, which then detaches the old
    /// layout: it is never prepared again. The new layout is asked nothing about the bounds, even
    /// one that would answer `true`.
    @Test("an animated layout transition asks the old layout about the anchored offset, by default", arguments: pinnings)
    func transitionAsksOldLayout(oldPins: Bool, newPins: Bool) throws {
        let (fixture, bigger, animation) = Self.transitionToBiggerRows(oldPins: oldPins, newPins: newPins)
        let offset = fixture.view.contentOffset
        #expect(offset != CGPoint(x: 0, y: 300))
        let anchored = CGRect(origin: offset, size: CGSize(width: 340, height: 400))
        #expect(Self.aroundTarget(animation.hooks) == Self.expected(moves: true, invalidates: oldPins, contentSizeAgain: false))
        #expect(fixture.layout.calls.contains(.shouldInvalidateLayout(forBoundsChange: anchored)))
        let oldBoundsCalls = ["shouldInvalidateLayout(forBoundsChange:)"] + (oldPins ? ["invalidateLayout(with:)"] : [])
        #expect(Self.boundsCalls(fixture.layout) == oldBoundsCalls)
        #expect(Self.boundsCalls(bigger).isEmpty)
        // The old layout is detached, invalidated or not, and never prepared again; the new one
        // was prepared once, at the start, and the next layout pass has nothing to prepare.
        #expect(!fixture.layout.calls.contains(.prepare) && fixture.layout.collectionView == nil)
        #expect(bigger.calls.filter { $0 == .prepare }.count == 1)
        fixture.layout.resetCalls()
        bigger.resetCalls()
        fixture.view.layoutIfNeeded()
        #expect(fixture.layout.calls.isEmpty)
        #expect(!bigger.calls.contains(.prepare))
    }

    @Test("with .newLayout an animated layout transition asks the new layout, prepared again at the next pass when it says yes",
          arguments: pinnings)
    func transitionAsksNewLayout(oldPins: Bool, newPins: Bool) throws {
        let (fixture, bigger, animation) = Self.transitionToBiggerRows(oldPins: oldPins, newPins: newPins, choice: .newLayout)
        let offset = fixture.view.contentOffset
        #expect(offset != CGPoint(x: 0, y: 300))
        #expect(Self.aroundTarget(animation.hooks) == Self.expected(moves: true, invalidates: newPins, contentSizeAgain: false))
        #expect(bigger.calls.contains(.shouldInvalidateLayout(forBoundsChange: CGRect(origin: offset, size: CGSize(width: 340, height: 400)))))
        #expect(Self.boundsCalls(bigger) == ["shouldInvalidateLayout(forBoundsChange:)"] + (newPins ? ["invalidateLayout(with:)"] : []))
        #expect(Self.boundsCalls(fixture.layout).isEmpty)
        fixture.layout.resetCalls()
        bigger.resetCalls()
        fixture.view.layoutIfNeeded()
        #expect(fixture.layout.calls.isEmpty)
        #expect(bigger.calls.first == (newPins ? .prepare : nil))
    }

    @Test("which layout is asked changes the questions, not where the views go or the offset", arguments: pinnings)
    func bothChoicesAnimateAlike(oldPins: Bool, newPins: Bool) throws {
        let old = Self.transitionToBiggerRows(oldPins: oldPins, newPins: newPins, choice: .oldLayout)
        let new = Self.transitionToBiggerRows(oldPins: oldPins, newPins: newPins, choice: .newLayout)
        #expect(old.fixture.view.contentOffset == new.fixture.view.contentOffset)
        #expect(old.animation.tracks == new.animation.tracks)
        // The trace names no layout: it differs only where one layout invalidates and the other does not.
        #expect((old.animation.hooks == new.animation.hooks) == (oldPins == newPins))
    }

    @Test("a layout transition made without animation asks the same layout", arguments: TransitionBoundsChangeLayout.allCases)
    func unanimatedTransitionAsksTheSameLayout(choice: TransitionBoundsChangeLayout) throws {
        let fixture = SpyFixture(counts: [200], offset: 300)
        fixture.view.transitionBoundsChangeLayout = choice
        let bigger = SpyLayout()
        bigger.itemSize = CGSize(width: 150, height: 150)
        fixture.view.setCollectionViewLayout(bigger, animated: false)
        #expect(fixture.view.contentOffset != CGPoint(x: 0, y: 300))
        let asked = choice == .oldLayout ? fixture.layout : bigger
        let other = choice == .oldLayout ? bigger : fixture.layout
        #expect(Self.boundsCalls(asked) == ["shouldInvalidateLayout(forBoundsChange:)"])
        #expect(Self.boundsCalls(other).isEmpty)
    }

    /// A right-to-left view of a horizontal flow at its start (the right end, 790); a layout of
    /// 150-point items is wider (1,610), so setting its content size moves the offset to the new
    /// start, 1,290, before the anchored offset is worked out (the anchor, item 0, keeps it there).
    /// That bounds change too is made while the view holds the old layout, so it is asked of the
    /// same layout as the anchored offset.
    @Test("a right-to-left transition asks the same layout about the offset its new content size moves",
          arguments: TransitionBoundsChangeLayout.allCases)
    func rightToLeftTransitionAsksOneLayout(choice: TransitionBoundsChangeLayout) throws {
        let layout = SpyLayout()
        layout.scrollDirection = .horizontal
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 120), collectionViewLayout: layout)
        view.semanticContentAttribute = .forceRightToLeft
        view.transitionBoundsChangeLayout = choice
        let data = IdentifierDataSource([(0..<10).map { "\($0)" }])
        view.dataSource = data
        view.layoutIfNeeded()
        let start = view.contentOffset
        layout.resetCalls()
        let wider = SpyLayout()
        wider.scrollDirection = .horizontal
        wider.itemSize = CGSize(width: 150, height: 100)
        wider.resetCalls()
        let animation = view.setCollectionViewLayout(wider, animated: true)
        #expect(start == CGPoint(x: 790, y: 0) && view.contentOffset.x == 1290)
        let questions = animation.hooks.filter { $0.name == "shouldInvalidateLayout(forBoundsChange:)" }
        #expect(questions == [.shouldInvalidateLayout(forBoundsChange: CGRect(x: 1290, y: 0, width: 320, height: 120))])
        #expect(Array(animation.hookNames.prefix(5)) == ["prepareForTransition(to:)", "prepareForTransition(from:)", "prepare",
                                                          "collectionViewContentSize", "shouldInvalidateLayout(forBoundsChange:)"])
        let (asked, other) = choice == .oldLayout ? (layout, wider) : (wider, layout)
        #expect(asked.calls.filter { $0.name == "shouldInvalidateLayout(forBoundsChange:)" } == questions)
        #expect(Self.boundsCalls(other).isEmpty)
    }

    /// A transition layout that records the bounds questions it gets and answers `true`.
    final class InvalidatingTransitionLayout: CollectionViewTransitionLayout {
        private(set) var boundsQuestions: [CGRect] = []
        private(set) var invalidations = 0
        private(set) var prepares = 0

        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            boundsQuestions.append(newBounds)
            return true
        }

        override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
            invalidations += 1
            super.invalidateLayout(with: context)
        }

        override func prepare() {
            prepares += 1
            super.prepare()
        }
    }

    /// A delegate that hands out an ``InvalidatingTransitionLayout``.
    final class InvalidatingTransitionDelegate: CollectionViewDelegate {
        private(set) var transition: InvalidatingTransitionLayout?

        func collectionView(_ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
                            newLayout toLayout: CollectionViewLayout) -> CollectionViewTransitionLayout {
            let layout = InvalidatingTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
            transition = layout
            return layout
        }
    }

    /// 30 items scrolled to the end (770); the interactive transition goes to 50-point items, whose
    /// content ends above it, so finishing pulls the offset back. The view's layout until the end
    /// is the transition layout: by the same rule as `setCollectionViewLayout`, it is the layout
    /// asked by default; the target with `.newLayout`.
    @Test("finishing an interactive transition onto shorter content asks the transition layout, or the target with .newLayout",
          arguments: TransitionBoundsChangeLayout.allCases)
    func interactiveFinishPullsOffsetBack(choice: TransitionBoundsChangeLayout) throws {
        let fixture = SpyFixture(counts: [30], offset: 770)
        fixture.view.transitionBoundsChangeLayout = choice
        let delegate = InvalidatingTransitionDelegate()
        fixture.view.delegate = delegate
        let smaller = SpyLayout()
        smaller.itemSize = CGSize(width: 50, height: 50)
        _ = fixture.view.startInteractiveTransition(to: smaller)
        let transition = try #require(delegate.transition)
        let (preparedAtStart, invalidatedAtStart) = (transition.prepares, transition.invalidations)
        smaller.resetCalls()
        fixture.layout.resetCalls()
        fixture.view.finishInteractiveTransition()
        let offset = fixture.view.contentOffset
        #expect(offset.y < 770)
        let pulledBack = CGRect(origin: offset, size: CGSize(width: 340, height: 400))
        #expect(Self.boundsCalls(fixture.layout).isEmpty)
        switch choice {
        case .oldLayout:
            #expect(transition.boundsQuestions == [pulledBack])
            #expect(transition.invalidations == invalidatedAtStart + 1 && transition.prepares == preparedAtStart)
            #expect(Self.boundsCalls(smaller).isEmpty)
        case .newLayout:
            #expect(transition.boundsQuestions.isEmpty && transition.invalidations == invalidatedAtStart)
            #expect(smaller.calls.contains(.shouldInvalidateLayout(forBoundsChange: pulledBack)))
        }
        smaller.resetCalls()
        fixture.view.layoutIfNeeded()
        #expect(transition.prepares == preparedAtStart)
        #expect(!smaller.calls.contains(.prepare))
    }
}
