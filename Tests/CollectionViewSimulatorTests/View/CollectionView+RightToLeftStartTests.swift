import CollectionViewSimulator
import Foundation
import TestSupport
import Testing

/// A horizontal flow (50 × 50 items, one a column in a 100-point-high view, 10 apart) that keeps
/// every `shouldInvalidateLayout(forBoundsChange:)` question and counts its `prepare()` calls.
@MainActor
private final class BoundsQuestionFlowLayout: CollectionViewFlowLayout {
    let flips: Bool
    private(set) var askedBounds: [CGRect] = []
    private(set) var prepareCount = 0

    init(flips: Bool = false) {
        self.flips = flips
        super.init()
        scrollDirection = .horizontal
    }

    required init?(coder: NSCoder) { nil }

    override var flipsHorizontallyInOppositeLayoutDirection: Bool { flips }

    override func prepare() {
        prepareCount += 1
        super.prepare()
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        askedBounds.append(newBounds)
        return super.shouldInvalidateLayout(forBoundsChange: newBounds)
    }
}

/// Where a right-to-left view starts a horizontally scrolling layout it flips, or one that lays
/// itself out right to left (the flow layout). Every offset is
/// worked out by hand: a horizontal flow of 50 × 50 items, one per column in a 100-point-high view,
/// 10 points apart, is `n × 50 + (n − 1) × 10` wide; the start is that width minus the view's 320.
@Suite("Right-to-left start offset")
@MainActor
struct CollectionViewRightToLeftStartTests {
    private func horizontalFlow(counts: [Int], start: CollectionView.RightToLeftStart = .firstItems) -> CollectionView {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        return prepared(layout, width: 320, height: 100, counts: counts) {
            $0.semanticContentAttribute = .forceRightToLeft
            $0.rightToLeftStart = start
        }
    }

    @Test("the first layout starts at the content's right end: the first item shows at the right edge")
    func firstLayout() {
        let view = horizontalFlow(counts: [10])
        // 10 items: 590 wide, start 590 − 320 = 270. Item 0 (layout x 0) shows at 590 − 50 = 540, i.e. the
        // view's right edge (540 − 270 = 270, ending at 320); the view shows the layout's x 0…320: items 0–5.
        #expect(view.contentSize.width == 590)
        #expect(view.contentOffset == CGPoint(x: 270, y: 0))
        #expect(view.cellForItem(at: path(0))?.frame == rect(540, 25, 50, 50))
        #expect(view.indexPathsForVisibleItems == (0...5).map { path($0) })
    }

    @Test("the .zero start keeps offset 0, which shows the last items (iOS 9's behaviour)")
    func zeroStart() {
        let view = horizontalFlow(counts: [10], start: .zero)
        // Offset 0 shows the content's x 0…320, the layout's x 270…590: items 4 (x 240…290) to 9.
        #expect(view.contentOffset == .zero)
        #expect(view.indexPathsForVisibleItems == (4...9).map { path($0) })
    }

    @Test("an animated insert at 0 at the start keeps the view at the start: the new item fades in at the right edge")
    func animatedInsertAtStart() throws {
        let view = horizontalFlow(counts: [10])
        let dataSource = SectionCountsDataSource([11])
        FixtureOwner.keep(dataSource, for: view)
        let animation = try view.throwing.performBatchUpdates {
            view.dataSource = dataSource
            try view.throwing.insertItems(at: [path(0)])
        }
        // 11 items: 650 wide, start 330. The new item 0 shows at 650 − 50 = 600 (the right edge: 600 − 330 = 270);
        // the old item 0, now item 1 at layout x 60, stays at 650 − 110 = 540 and so slides 60 points left on screen.
        #expect(view.contentSize.width == 650)
        #expect(view.contentOffset == CGPoint(x: 330, y: 0))
        let inserted = try #require(animation.track(of: .cell(path(0))))
        #expect(inserted.start.frame == rect(600, 25, 50, 50) && inserted.start.alpha == 0)
        #expect(inserted.end.frame == rect(600, 25, 50, 50) && inserted.end.alpha == 1)
        let moved = try #require(animation.track(of: .cell(path(1))))
        #expect(moved.start.frame == rect(540, 25, 50, 50) && moved.end.frame == rect(540, 25, 50, 50))
    }

    @Test("a reload at the start moves to the new start; a view scrolled away from it stays where it is")
    func reload() {
        let atStart = horizontalFlow(counts: [10])
        let more = SectionCountsDataSource([12])
        FixtureOwner.keep(more, for: atStart)
        atStart.dataSource = more
        atStart.reloadData()
        atStart.layoutIfNeeded()
        // 12 items: 710 wide, start 390.
        #expect(atStart.contentOffset == CGPoint(x: 390, y: 0))

        let scrolled = horizontalFlow(counts: [10])
        scrolled.setContentOffset(CGPoint(x: 100, y: 0), animated: false)
        scrolled.layoutIfNeeded()
        let twelve = SectionCountsDataSource([12])
        FixtureOwner.keep(twelve, for: scrolled)
        scrolled.dataSource = twelve
        scrolled.reloadData()
        scrolled.layoutIfNeeded()
        #expect(scrolled.contentOffset == CGPoint(x: 100, y: 0))
    }

    @Test("content narrower than the view, a left-to-right view and a vertical flow all start at offset 0")
    func offsetZeroCases() {
        // 4 items: 230 wide, narrower than the view.
        #expect(horizontalFlow(counts: [4]).contentOffset == .zero)
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        #expect(prepared(layout, width: 320, height: 100, counts: [10]).contentOffset == .zero)
        let vertical = prepared(CollectionViewFlowLayout(), width: 320, height: 100, counts: [30]) {
            $0.semanticContentAttribute = .forceRightToLeft
        }
        #expect(vertical.contentOffset == .zero)
    }

    private func questioned(_ layout: BoundsQuestionFlowLayout, counts: [Int] = [10],
                            start: CollectionView.RightToLeftStart = .firstItems, rightToLeft: Bool = true) -> CollectionView {
        prepared(layout, width: 320, height: 100, counts: counts) {
            if rightToLeft { $0.semanticContentAttribute = .forceRightToLeft }
            $0.rightToLeftStart = start
        }
    }

    /// UIKit's `UIScrollView.setContentSize:` moves a right-to-left scroll view whose layout starts
    /// at the content's end with `setContentOffset:`, which sets the bounds: the layout is asked
    /// about the move as about any bounds change, with the new bounds, while the old still stand.
    @Test("the first layout's move to the start is a bounds change the layout is asked about", arguments: [false, true])
    func firstLayoutAsks(flips: Bool) {
        let layout = BoundsQuestionFlowLayout(flips: flips)
        let view = questioned(layout)
        #expect(layout.askedBounds == [rect(270, 0, 320, 100)])
        #expect(view.contentOffset == CGPoint(x: 270, y: 0))
        #expect(view.cellForItem(at: path(0))?.frame == rect(540, 25, 50, 50))
    }

    @Test("a reload at the start asks about the move to the new start; a scrolled view is not moved and nothing is asked")
    func reloadAsks() {
        let layout = BoundsQuestionFlowLayout()
        let view = questioned(layout)
        let twelve = SectionCountsDataSource([12])
        FixtureOwner.keep(twelve, for: view)
        view.dataSource = twelve
        view.layoutIfNeeded()
        #expect(layout.askedBounds == [rect(270, 0, 320, 100), rect(390, 0, 320, 100)])

        let scrolledLayout = BoundsQuestionFlowLayout()
        let scrolled = questioned(scrolledLayout)
        scrolled.setContentOffset(CGPoint(x: 100, y: 0), animated: false)
        let more = SectionCountsDataSource([12])
        FixtureOwner.keep(more, for: scrolled)
        scrolled.dataSource = more
        scrolled.layoutIfNeeded()
        #expect(scrolledLayout.askedBounds == [rect(270, 0, 320, 100), rect(100, 0, 320, 100)])
        #expect(scrolled.contentOffset == CGPoint(x: 100, y: 0))
    }

    @Test("an insert at the start asks once, about the move to the new start, inside the update")
    func insertAsks() throws {
        let layout = BoundsQuestionFlowLayout()
        let view = questioned(layout)
        let eleven = SectionCountsDataSource([11])
        FixtureOwner.keep(eleven, for: view)
        let animation = try view.throwing.performBatchUpdates {
            view.dataSource = eleven
            try view.throwing.insertItems(at: [path(0)])
        }
        #expect(layout.askedBounds == [rect(270, 0, 320, 100), rect(330, 0, 320, 100)])
        #expect(animation.hooks.filter { $0.name == "shouldInvalidateLayout(forBoundsChange:)" }.count == 1)
        #expect(view.contentOffset == CGPoint(x: 330, y: 0))
    }

    @Test("a layout the move invalidates is prepared again in the same layout pass")
    func invalidatingMove() {
        let layout = BoundsQuestionFlowLayout()
        layout.headerReferenceSize = CGSize(width: 30, height: 0)
        layout.sectionHeadersPinToVisibleBounds = true
        let view = questioned(layout)
        // 30 + 590 = 620 wide, start 300; pinning headers invalidate for a move of the origin.
        #expect(layout.askedBounds == [rect(300, 0, 320, 100)])
        #expect(layout.prepareCount == 2)
        #expect(view.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: path(0))?.frame
            == rect(590, 0, 30, 100))
    }

    @Test("nothing moves and nothing is asked with the .zero start or left to right")
    func noMoveNoQuestion() {
        let zero = BoundsQuestionFlowLayout()
        #expect(questioned(zero, start: .zero).contentOffset == .zero)
        #expect(zero.askedBounds.isEmpty)
        let leftToRight = BoundsQuestionFlowLayout()
        #expect(questioned(leftToRight, rightToLeft: false).contentOffset == .zero)
        #expect(leftToRight.askedBounds.isEmpty)
    }
}
