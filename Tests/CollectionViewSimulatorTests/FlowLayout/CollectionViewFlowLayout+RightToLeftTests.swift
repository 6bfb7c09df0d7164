import CollectionViewSimulator
import Foundation
import TestSupport
import Testing

/// A flow subclass that reads `super`, as ported flow subclasses do, and keeps what it read.
@MainActor
private final class SuperReadingFlowLayout: CollectionViewFlowLayout {
    let flips: Bool
    private(set) var superFrames: [IndexPath: CGRect] = [:]

    init(flips: Bool) {
        self.flips = flips
        super.init()
        itemSize = CGSize(width: 50, height: 50)
        sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    }

    required init?(coder: NSCoder) { nil }

    override var flipsHorizontallyInOppositeLayoutDirection: Bool { flips }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        let answer = super.layoutAttributesForElements(in: rect)
        for attributes in answer ?? [] where attributes.representedElementCategory == .cell {
            superFrames[attributes.indexPath] = attributes.frame
        }
        return answer
    }
}

/// UIKit's flow layout answers `false` to `flipsHorizontallyInOppositeLayoutDirection` (it
/// inherits `UICollectionViewLayout`'s "Base implementation returns false"; the iOS 15.2 runtime
/// headers list no override) and lays itself out right to left in a right-to-left view unless the
/// view is to mirror it (UIKit's `_UIFlowLayoutSection` computes left to right only when the view
/// does not reverse or the layout wants the view's mirroring, which the layout takes from the
/// property when it is created). A subclass overriding the property to `true` therefore reads
/// left-to-right frames from `super`, and the view mirrors them once.
///
/// Every frame is worked out by hand: a 320-point-wide vertical flow of 50 × 50 items, section
/// inset 10, holds 5 items a row (5 × 50 + 4 × 10 = 290 ≤ 300) justified 12.5 apart, at x 10, 72.5,
/// 135, 197.5 and 260; right to left, `x → 320 − x − 50`: 260, 197.5, 135, 72.5, 10.
@Suite("Flow layout right to left")
@MainActor
struct CollectionViewFlowLayoutRightToLeftTests {
    private func view(_ layout: CollectionViewFlowLayout, rightToLeft: Bool = true, counts: [Int] = [7]) -> CollectionView {
        prepared(layout, width: 320, height: 480, counts: counts) {
            if rightToLeft { $0.semanticContentAttribute = .forceRightToLeft }
        }
    }

    @Test("the flow layout answers false and was written left to right, as UIKit's")
    func answers() {
        let layout = CollectionViewFlowLayout()
        #expect(!layout.flipsHorizontallyInOppositeLayoutDirection)
        #expect(layout.developmentLayoutDirection == .leftToRight)
    }

    @Test("a subclass reading super in a right-to-left view gets right-to-left frames: rows fill from the right")
    func superIsRightToLeft() {
        let layout = SuperReadingFlowLayout(flips: false)
        let view = view(layout)
        #expect(layout.superFrames[path(0)] == rect(260, 10, 50, 50))
        #expect(layout.superFrames[path(1)] == rect(197.5, 10, 50, 50))
        #expect(layout.superFrames[path(5)] == rect(260, 70, 50, 50))
        #expect(layout.layoutAttributesForItem(at: path(4))?.frame == rect(10, 10, 50, 50))
        // The view does not mirror a layout that does not flip: it shows super's frames.
        #expect(view.cellForItem(at: path(0))?.frame == rect(260, 10, 50, 50))
        #expect(view.cellForItem(at: path(5))?.frame == rect(260, 70, 50, 50))
    }

    @Test("a subclass that overrides the property to true gets left-to-right frames from super, mirrored once by the view")
    func overrideFlipsOnce() {
        let layout = SuperReadingFlowLayout(flips: true)
        let view = view(layout)
        #expect(layout.superFrames[path(0)] == rect(10, 10, 50, 50))
        #expect(layout.superFrames[path(1)] == rect(72.5, 10, 50, 50))
        #expect(view.cellForItem(at: path(0))?.frame == rect(260, 10, 50, 50))
        #expect(view.cellForItem(at: path(1))?.frame == rect(197.5, 10, 50, 50))
        #expect(view.cellForItem(at: path(5))?.frame == rect(260, 70, 50, 50))
    }

    @Test("left to right, super and the view agree whatever the property answers", arguments: [false, true])
    func leftToRight(flips: Bool) {
        let layout = SuperReadingFlowLayout(flips: flips)
        let view = view(layout, rightToLeft: false)
        #expect(layout.superFrames[path(0)] == rect(10, 10, 50, 50))
        #expect(view.cellForItem(at: path(0))?.frame == rect(10, 10, 50, 50))
    }

    @Test("a right-to-left query rectangle finds the items shown there")
    func queryRectangle() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let view = view(layout)
        // The right part of the first row holds items 0 (260…310) and 1 (197.5…247.5).
        let found = (layout.layoutAttributesForElements(in: rect(190, 0, 130, 60)) ?? []).map { ($0.indexPath, $0.frame) }
        #expect(found.map(\.0) == [path(0), path(1)])
        #expect(found.map(\.1) == [rect(260, 10, 50, 50), rect(197.5, 10, 50, 50)])
        #expect(view.indexPathForItem(at: CGPoint(x: 300, y: 20)) == path(0))
    }

    /// A horizontal flow, one 50 × 50 item a column in a 100-point-high view, 10 apart, after a
    /// 30-point-wide header: content 30 + 10 × 50 + 9 × 10 = 620 wide. Right to left, the header
    /// is at 620 − 30 = 590 and item i at 620 − 30 − 60i − 50.
    private func pinnedHorizontal() -> (CollectionViewFlowLayout, CollectionView) {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.headerReferenceSize = CGSize(width: 30, height: 0)
        layout.sectionHeadersPinToVisibleBounds = true
        let view = prepared(layout, width: 320, height: 100, counts: [10]) { $0.semanticContentAttribute = .forceRightToLeft }
        return (layout, view)
    }

    @Test("a horizontal flow starts at the content's right end, its header at the leading (right) edge")
    func horizontalStart() {
        let (layout, view) = pinnedHorizontal()
        #expect(view.contentSize.width == 620)
        #expect(view.contentOffset == CGPoint(x: 300, y: 0))
        #expect(layout.frame(item: 0) == rect(540, 25, 50, 50))
        #expect(layout.frame(ofKind: CollectionView.elementKindSectionHeader, section: 0) == rect(590, 0, 30, 100))
    }

    @Test("a pinned header stays at the visible area's right edge while the section scrolls leftwards")
    func pinnedHeader() {
        let (layout, view) = pinnedHorizontal()
        view.setContentOffset(CGPoint(x: 200, y: 0), animated: false)
        // Visible 200…520: the header pins to 520 − 30 = 490.
        #expect(layout.frame(ofKind: CollectionView.elementKindSectionHeader, section: 0) == rect(490, 0, 30, 100))
        #expect(view.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: path(0))?.frame
            == rect(490, 0, 30, 100))
    }
}
