@testable import CollectionViewSimulator
import Foundation
import TestSupport
import Testing

/// A layout of fixed 80 × 40 cells, one every 100 points along x (content 400 × 100), plus a
/// decoration view under the first two; whether it flips and the direction it was written for
/// are set per test.
@MainActor
private final class FixedRowLayout: CollectionViewLayout {
    let flips: Bool
    let development: UserInterfaceLayoutDirection
    private(set) var askedRects: [CGRect] = []

    init(flips: Bool, development: UserInterfaceLayoutDirection = .leftToRight) {
        self.flips = flips
        self.development = development
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override var flipsHorizontallyInOppositeLayoutDirection: Bool { flips }
    override var developmentLayoutDirection: UserInterfaceLayoutDirection { development }
    override var collectionViewContentSize: CGSize { CGSize(width: 400, height: 100) }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        askedRects.append(rect)
        let count = collectionView?.numberOfItems(inSection: 0) ?? 0
        let cells = (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
        let decoration = layoutAttributesForDecorationView(ofKind: "band", at: IndexPath(item: 0, section: 0))
        return (cells + [decoration].compactMap { $0 }).filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: CGFloat(indexPath.item) * 100, y: 10, width: 80, height: 40)
        return attributes
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let attributes = CollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
        attributes.frame = CGRect(x: 0, y: 60, width: 180, height: 20)
        return attributes
    }
}

/// A right-to-left collection view mirrors a layout that flips, and only such a layout; every
/// expected frame is the left-to-right frame `(x, y, w, h)` taken to `(W - x - w, y, w, h)` by hand,
/// `W` the content width.
@Suite("Right-to-left mirroring")
@MainActor
struct HorizontalMirrorTests {
    private func frames(_ view: CollectionView) -> [ElementID: CGRect] {
        Dictionary(uniqueKeysWithValues: view.layoutAttributesForVisibleElements.map { (ElementID($0), $0.frame) })
    }

    private func rightToLeft(_ view: CollectionView) {
        view.semanticContentAttribute = .forceRightToLeft
    }

    /// A right-to-left vertical flow of `counts`, then a batch that changes them to `after`.
    private func flowBatch(from counts: [Int], to after: [Int], _ updates: (CollectionView) throws -> Void) throws -> UpdateAnimation {
        let view = prepared(CollectionViewFlowLayout(), width: 320, height: 480, counts: counts, configure: rightToLeft)
        let dataSource = SectionCountsDataSource(after)
        FixtureOwner.keep(dataSource, for: view)
        return try view.throwing.performBatchUpdates {
            view.dataSource = dataSource
            try updates(view)
        }
    }

    @Test("a vertical flow layout fills each line from the right; it lays itself out so, unmirrored by the view")
    func verticalFlow() {
        let layout = CollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let view = prepared(layout, width: 320, height: 480, counts: [6], configure: rightToLeft)
        let shown = frames(view)
        // Left to right: 50 × 50 items five to a line at x 0, 67.5, 135, 202.5, 270, below a 30-point header.
        // Mirrored in W = 320: x 270, 202.5, 135, 67.5, 0; the sixth item starts the next line at the right.
        #expect(shown[.cell(path(0))] == rect(270, 30, 50, 50))
        #expect(shown[.cell(path(1))] == rect(202.5, 30, 50, 50))
        #expect(shown[.cell(path(4))] == rect(0, 30, 50, 50))
        #expect(shown[.cell(path(5))] == rect(270, 90, 50, 50))
        #expect(shown[.supplementary(header, at: path(0))] == rect(0, 0, 320, 30))
        // The flow layout does not flip (as UIKit's, it answers false): its own answers are right to left.
        #expect(!layout.flipsHorizontallyInOppositeLayoutDirection)
        #expect(layout.frame(item: 0) == rect(270, 30, 50, 50))
        #expect(view.cellForItem(at: path(1))?.frame == rect(202.5, 30, 50, 50))
        #expect(view.indexPathForItem(at: CGPoint(x: 300, y: 40)) == path(0))
        #expect(view.indexPathForItem(at: CGPoint(x: 10, y: 40)) == path(4))
        // The view's own queries answer what it shows, not the layout's left-to-right frames.
        #expect(view.layoutAttributesForItem(at: path(1))?.frame == rect(202.5, 30, 50, 50))
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: header, at: path(0))?.frame == rect(0, 0, 320, 30))
    }

    /// Right to left, starting at offset 0 (``CollectionView/RightToLeftStart/zero``), so a test of
    /// the mirror alone sees the content's left edge.
    private func rightToLeftFromZero(_ view: CollectionView) {
        rightToLeft(view)
        view.rightToLeftStart = .zero
    }

    @Test("a horizontal flow layout puts its first item at the content's right end; offset 0 shows the last items")
    func horizontalFlow() {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.headerReferenceSize = CGSize(width: 30, height: 0)
        let view = prepared(layout, width: 320, height: 100, counts: [12], configure: rightToLeftFromZero)
        // Left to right: a 30-wide header, then one 50 × 50 item per column every 60 points from x 30,
        // vertically centred (y 25): content 30 + 12 × 50 + 11 × 10 = 740 wide.
        #expect(view.contentSize.width == 740)
        // The flow lays itself out right to left: item 0 at 740 − 30 − 50 = 660.
        #expect(layout.frame(item: 0) == rect(660, 25, 50, 50))
        // Offset 0 shows the content's left edge, which in right to left is its end: items 6 (left to
        // right x 390) to 11, shown from x 740 - 440 = 300 down to 0.
        #expect(view.indexPathsForVisibleItems == (6...11).map { path($0) })
        let shown = frames(view)
        #expect(shown[.cell(path(6))] == rect(300, 25, 50, 50))
        #expect(shown[.cell(path(11))] == rect(0, 25, 50, 50))
        #expect(view.indexPathForItem(at: CGPoint(x: 25, y: 50)) == path(11))
        // Scrolled to the right end, the first item and the header show at the right edge.
        view.setContentOffset(CGPoint(x: 420, y: 0), animated: false)
        view.layoutIfNeeded()
        let end = frames(view)
        #expect(end[.cell(path(0))] == rect(660, 25, 50, 50))
        #expect(end[.supplementary(header, at: path(0))] == rect(710, 0, 30, 100))
    }

    @Test("a layout that does not flip is left as it computes; one that does is mirrored, cells and decorations alike")
    func customLayouts() {
        let plain = FixedRowLayout(flips: false)
        let plainView = prepared(plain, width: 400, height: 100, counts: [3], configure: rightToLeft)
        #expect(frames(plainView)[.cell(path(0))] == rect(0, 10, 80, 40))
        #expect(frames(plainView)[.decoration("band", at: path(0))] == rect(0, 60, 180, 20))

        let flipping = FixedRowLayout(flips: true)
        let view = prepared(flipping, width: 300, height: 100, counts: [3], configure: rightToLeftFromZero)
        let shown = frames(view)
        // W = 400: (0, 10, 80, 40) → (320, 10, 80, 40), off the 300-wide screen; (100, …) → (220, …);
        // (200, …) → (120, …); the band (0, 60, 180, 20) → (220, 60, 180, 20).
        #expect(shown[.cell(path(0))] == nil)
        #expect(shown[.cell(path(1))] == rect(220, 10, 80, 40))
        #expect(shown[.cell(path(2))] == rect(120, 10, 80, 40))
        #expect(shown[.decoration("band", at: path(0))] == rect(220, 60, 180, 20))
        // The view shows x 0…300, which is the layout's x 100…400.
        #expect(flipping.askedRects.last == rect(100, 0, 300, 100))
        #expect(view.indexPathForItem(at: CGPoint(x: 330, y: 20)) == path(0))  // off screen, but item 0 shows there
        #expect(view.indexPathForItem(at: CGPoint(x: 130, y: 20)) == path(2))
    }

    @Test("the mirror applies only when the view reads against the layout's development direction")
    func developmentDirection() {
        let leftToRightView = prepared(FixedRowLayout(flips: true), width: 400, height: 100, counts: [1])
        #expect(frames(leftToRightView)[.cell(path(0))] == rect(0, 10, 80, 40))
        // Written for right to left, shown left to right: mirrored.
        let writtenRightToLeft = prepared(FixedRowLayout(flips: true, development: .rightToLeft), width: 400, height: 100, counts: [1])
        #expect(frames(writtenRightToLeft)[.cell(path(0))] == rect(320, 10, 80, 40))
        // Written for right to left, shown right to left: as computed.
        let both = prepared(FixedRowLayout(flips: true, development: .rightToLeft), width: 400, height: 100, counts: [1],
                            configure: rightToLeft)
        #expect(frames(both)[.cell(path(0))] == rect(0, 10, 80, 40))
    }

    @Test("an animated insert in right to left: the new item fades in at the mirrored slot, the others slide leftwards")
    func animatedInsert() throws {
        let animation = try flowBatch(from: [3], to: [4]) { try $0.throwing.insertItems(at: [path(0)]) }
        // Left to right the slots are x 0, 67.5, 135, 202.5; mirrored in 320: 270, 202.5, 135, 67.5.
        let inserted = try #require(animation.track(of: .cell(path(0))))
        #expect(inserted.start.frame == rect(270, 0, 50, 50) && inserted.start.alpha == 0)
        #expect(inserted.end.frame == rect(270, 0, 50, 50) && inserted.end.alpha == 1)
        let shifted = try #require(animation.track(of: .cell(path(1))))
        #expect(shifted.start.frame == rect(270, 0, 50, 50) && shifted.end.frame == rect(202.5, 0, 50, 50))
        let last = try #require(animation.track(of: .cell(path(3))))
        #expect(last.start.frame == rect(135, 0, 50, 50) && last.end.frame == rect(67.5, 0, 50, 50))
        // Halfway, the shifted item is halfway between its mirrored slots.
        #expect(animation.attributes(of: .cell(path(1)), at: animation.timing.endTime / 2)?.center.x == 261.25)
    }

    @Test("a delete in right to left: the base class fades the old view out where it shows")
    func animatedDelete() throws {
        let animation = try flowBatch(from: [3], to: [2]) { try $0.throwing.deleteItems(at: [path(0)]) }
        let deleted = try #require(animation.track(ofBefore: .cell(path(0))))
        #expect(deleted.start.frame == rect(270, 0, 50, 50) && deleted.end.frame == rect(270, 0, 50, 50) && deleted.end.alpha == 0)
        #expect(animation.track(of: .cell(path(0)))?.end.frame == rect(270, 0, 50, 50))
    }

    @Test("an interactive transition between two flow layouts is mirrored all the way: no jump at its start or end")
    func interactiveTransition() {
        let large = CollectionViewFlowLayout()
        large.itemSize = CGSize(width: 100, height: 100)
        let view = prepared(CollectionViewFlowLayout(), width: 320, height: 480, counts: [6], configure: rightToLeft)
        let transition = view.startInteractiveTransition(to: large)
        // Small items: (0, 0, 50, 50) mirrored to (270, 0, 50, 50). Large: three 100-wide items, 10 apart,
        // (0, 0, 100, 100) mirrored to (220, 0, 100, 100). Halfway: centre x (295 + 270) / 2 = 282.5, size 75.
        #expect(frames(view)[.cell(path(0))] == rect(270, 0, 50, 50))
        transition.transitionProgress = 0.5
        view.layoutIfNeeded()
        #expect(frames(view)[.cell(path(0))] == rect(245, 0, 75, 75))
        transition.transitionProgress = 1
        view.layoutIfNeeded()
        #expect(frames(view)[.cell(path(0))] == rect(220, 0, 100, 100))
        let end = view.finishInteractiveTransition()
        #expect(end.track(of: .cell(path(0)))?.end.frame == rect(220, 0, 100, 100))
    }

    @Test("a compositional layout mirrors: its leading column shows at the right")
    func compositional() {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0)
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        let view = prepared(layout, width: 320, height: 480, counts: [3], configure: rightToLeft)
        // Left to right: columns 160 wide, a 10-point leading inset: (10, 0, 150, 100) and (170, 0, 150, 100).
        // Mirrored in 320 the leading inset is on the right: (160, 0, 150, 100) and (0, 0, 150, 100).
        let shown = frames(view)
        #expect(layout.flipsHorizontallyInOppositeLayoutDirection)
        #expect(shown[.cell(path(0))] == rect(160, 0, 150, 100))
        #expect(shown[.cell(path(1))] == rect(0, 0, 150, 100))
        #expect(shown[.cell(path(2))] == rect(160, 100, 150, 100))
    }

    @Test("a paging layout's target offset is asked and answered in its own coordinates, and shown mirrored")
    func pagingTarget() throws {
        let layout = PageStartLayout()
        let view = prepared(layout, width: 320, height: 100, counts: [10], configure: rightToLeft)
        // Ten 320-wide pages: content 3200, the view starts at 2880 (the layout's offset 0, page 0).
        #expect(view.contentOffset == CGPoint(x: 2880, y: 0))
        // A fling leftwards (forwards in right to left) that would coast to 2680: in the layout's
        // coordinates 3200 − 2680 − 320 = 200, moving right. It snaps back to its page start, 0, which
        // the view shows at 3200 − 0 − 320 = 2880. Unmirrored it would get 2680 and answer 2560.
        view.fling(withVelocity: CGPoint(x: -1, y: 0), proposedContentOffset: CGPoint(x: 2680, y: 0))
        let asked = try #require(layout.askedWithVelocity.last)
        #expect(asked.proposed == CGPoint(x: 200, y: 0) && asked.velocity == CGPoint(x: 1, y: 0))
        #expect(view.contentOffset == CGPoint(x: 2880, y: 0))
    }

    @Test("after a batch update a layout that keeps its start in view gets its start shown: the content's right end")
    func updateTarget() throws {
        let layout = PageStartLayout()
        let view = prepared(layout, width: 320, height: 100, counts: [10], configure: rightToLeft)
        view.setContentOffset(CGPoint(x: 1000, y: 0), animated: false)
        view.layoutIfNeeded()
        let dataSource = SectionCountsDataSource([11])
        FixtureOwner.keep(dataSource, for: view)
        try view.throwing.performBatchUpdates {
            view.dataSource = dataSource
            try view.throwing.insertItems(at: [path(0)])
        }
        // Proposed 1000 in 3520: the layout gets 3520 − 1000 − 320 = 2200 and answers its start, 0: the view
        // shows it at 3520 − 320 = 3200. Unmirrored the view would go to 0, the content's end.
        #expect(layout.askedProposed.last == CGPoint(x: 2200, y: 0))
        #expect(view.contentOffset == CGPoint(x: 3200, y: 0))
    }
}

/// A horizontal flow of 320 × 100 pages with no spacing whose target offsets are computed in its
/// own (left-to-right) coordinates: a fling ends at the start of the page it would coast into, and
/// an update goes back to the content's start. It overrides `flipsHorizontallyInOppositeLayoutDirection`
/// to `true`, as right-to-left apps do with their flow subclasses, so the view flips it.
@MainActor
private final class PageStartLayout: CollectionViewFlowLayout {
    private(set) var askedWithVelocity: [(proposed: CGPoint, velocity: CGPoint)] = []
    private(set) var askedProposed: [CGPoint] = []

    override init() {
        super.init()
        scrollDirection = .horizontal
        itemSize = CGSize(width: 320, height: 100)
        minimumLineSpacing = 0
    }

    required init?(coder: NSCoder) { nil }

    override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        askedWithVelocity.append((proposedContentOffset, velocity))
        return CGPoint(x: (proposedContentOffset.x / 320).rounded(.down) * 320, y: 0)
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        askedProposed.append(proposedContentOffset)
        return CGPoint(x: 0, y: proposedContentOffset.y)
    }
}
