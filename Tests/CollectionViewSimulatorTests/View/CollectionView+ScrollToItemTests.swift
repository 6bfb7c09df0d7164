import BatchUpdates
import CollectionViewSimulator
import Foundation
import Keyframes
import Testing

/// `scrollToItem(at:at:animated:)` and `selectItem`'s scroll: offsets worked out by hand from
/// the item's frame, the visible area and the content's ends.
@MainActor
@Suite("scrollToItem(at:at:animated:)")
struct CollectionViewScrollToItemTests {
    /// Twenty 100 × 50 items with no spacing in one column (content 1,000 points tall) of a
    /// 100 × 200 view; horizontal: twenty 50 × 100 items in a row of a 200 × 100 view.
    private func strip(horizontal: Bool = false, configure: (CollectionView) -> Void = { _ in }) -> CollectionView {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = horizontal ? CGSize(width: 50, height: 100) : CGSize(width: 100, height: 50)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        layout.scrollDirection = horizontal ? .horizontal : .vertical
        return prepared(layout, width: horizontal ? 200 : 100, height: horizontal ? 100 : 200, counts: [20], configure: configure)
    }

    private static let item5 = IndexPath(item: 5, section: 0)

    nonisolated static let vertical: [(CollectionView.ScrollPosition, CGFloat)] = [
        (.top, 250), (.centeredVertically, 175), (.bottom, 100),
        ([.top, .bottom], 250), ([.centeredVertically, .top], 175), ([.bottom, .left], 100),
    ]

    @Test("each vertical position: the item's top, middle or bottom at the area's", arguments: vertical)
    func verticalPositions(position: CollectionView.ScrollPosition, y: CGFloat) throws {
        let view = strip()
        try view.throwing.scrollToItem(at: Self.item5, at: position, animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: y))
    }

    nonisolated static let horizontal: [(CollectionView.ScrollPosition, CGFloat)] = [
        (.left, 250), (.centeredHorizontally, 175), (.right, 100), ([.left, .right], 250), ([.centeredHorizontally, .top], 175),
    ]

    @Test("each horizontal position: the item's left, middle or right at the area's", arguments: horizontal)
    func horizontalPositions(position: CollectionView.ScrollPosition, x: CGFloat) throws {
        let view = strip(horizontal: true)
        try view.throwing.scrollToItem(at: Self.item5, at: position, animated: false)
        #expect(view.contentOffset == CGPoint(x: x, y: 0))
    }

    @Test("an axis with no option keeps its offset; no option at all scrolls nowhere")
    func axisWithoutOption() throws {
        let view = strip(horizontal: true)
        view.contentOffset = CGPoint(x: 40, y: 0)
        try view.throwing.scrollToItem(at: Self.item5, at: .top, animated: false)
        #expect(view.contentOffset == CGPoint(x: 40, y: 0))
        try view.throwing.scrollToItem(at: Self.item5, at: [], animated: false)
        #expect(view.contentOffset == CGPoint(x: 40, y: 0))
    }

    @Test("the offset stays inside the content at both ends")
    func clampedAtEnds() throws {
        let view = strip()
        try view.throwing.scrollToItem(at: IndexPath(item: 19, section: 0), at: .top, animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 800))
        try view.throwing.scrollToItem(at: IndexPath(item: 0, section: 0), at: .bottom, animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 0))
    }

    @Test("the visible area is the bounds inset by the content inset, and the inset widens the range")
    func contentInset() throws {
        let view = strip { $0.contentInset = EdgeInsets(top: 20, left: 0, bottom: 30, right: 0) }
        let cases: [(IndexPath, CollectionView.ScrollPosition, CGFloat)] = [
            (Self.item5, .top, 230), (Self.item5, .centeredVertically, 180), (Self.item5, .bottom, 130),
            (IndexPath(item: 0, section: 0), .top, -20), (IndexPath(item: 19, section: 0), .bottom, 830),
        ]
        for (indexPath, position, y) in cases {
            try view.throwing.scrollToItem(at: indexPath, at: position, animated: false)
            #expect(view.contentOffset.y == y, "\(indexPath) \(position.rawValue)")
        }
    }

    @Test("right to left: the item's frame as shown, mirrored, decides the offset")
    func rightToLeft() throws {
        let view = strip(horizontal: true) { $0.semanticContentAttribute = .forceRightToLeft }
        let shown = try #require(view.layoutAttributesForItem(at: Self.item5)).frame
        #expect(shown.minX == 700)
        try view.throwing.scrollToItem(at: Self.item5, at: .left, animated: false)
        #expect(view.contentOffset == CGPoint(x: 700, y: 0))
        try view.throwing.scrollToItem(at: Self.item5, at: .right, animated: false)
        #expect(view.contentOffset == CGPoint(x: 550, y: 0))
    }

    @Test("animated, it scrolls frame by frame through setContentOffset: scrollViewDidScroll per frame, then the end")
    func animated() throws {
        let view = strip()
        let delegate = ScrollToItemLog()
        view.delegate = delegate
        let animation = try #require(view.scrollToItem(at: Self.item5, at: .centeredVertically, animated: true))
        let track = try #require(animation.contentOffsetTrack)
        #expect(track.value(at: animation.timing.endTime) == CGPoint(x: 0, y: 175))
        #expect(animation.timing.endTime == view.scrollTiming.endTime)
        view.finishAnimations()
        #expect(view.contentOffset == CGPoint(x: 0, y: 175))
        #expect(delegate.scrolls.count > 2)
        #expect(delegate.scrolls.last == CGPoint(x: 0, y: 175))
        #expect(delegate.endedAnimations == 1)
        #expect(view.raisedExceptions.isEmpty)
    }

    @Test("an index path naming no item raises UIKit's text and changes nothing", arguments: [
        (IndexPath(item: 20, section: 0), "Attempted to scroll the collection view to an out-of-bounds item (20) when there are only 20 items in section 0."),
        (IndexPath(item: 0, section: 1), "Attempted to scroll the collection view to an out-of-bounds section (1) when there are only 1 sections."),
    ])
    func invalidIndexPath(indexPath: IndexPath, message: String) throws {
        let view = strip()
        view.contentOffset = CGPoint(x: 0, y: 60)
        let animation = UIKitException.withHandler({ _ in }) {
            view.scrollToItem(at: indexPath, at: .top, animated: true)
        }
        #expect(animation == nil)
        #expect(view.contentOffset == CGPoint(x: 0, y: 60))
        let exception = try #require(view.raisedExceptions.last)
        #expect(exception.name == .invalidArgumentException)
        #expect(exception.reason == message)
        #expect(throws: SelectionError.scrollTargetOutOfRange(indexPath, itemCounts: [20])) {
            try view.throwing.scrollToItem(at: indexPath, at: .top, animated: false)
        }
    }

    @Test("selectItem with a position selects, then scrolls as scrollToItem; with none it stays")
    func selectItemScrolls() throws {
        let view = strip()
        view.selectItem(at: Self.item5, animated: false, scrollPosition: [])
        #expect(view.contentOffset == .zero)
        view.selectItem(at: Self.item5, animated: false, scrollPosition: .bottom)
        #expect(view.indexPathsForSelectedItems == [Self.item5])
        #expect(view.contentOffset == CGPoint(x: 0, y: 100))
        view.selectItem(at: IndexPath(item: 12, section: 0), animated: true, scrollPosition: .top)
        view.finishAnimations()
        #expect(view.contentOffset == CGPoint(x: 0, y: 600))
    }
}

/// Counts the scroll reports `scrollToItem` produces.
@MainActor
private final class ScrollToItemLog: CollectionViewDelegate {
    var scrolls: [CGPoint] = []
    var endedAnimations = 0

    func scrollViewDidScroll(_ scrollView: CollectionView) {
        scrolls.append(scrollView.contentOffset)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: CollectionView) {
        endedAnimations += 1
    }
}
