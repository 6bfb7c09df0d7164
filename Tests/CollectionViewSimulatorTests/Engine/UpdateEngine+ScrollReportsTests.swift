import CollectionViewSimulator
import Foundation
import Keyframes
import Testing

/// `scrollViewDidScroll(_:)`: the delegate hears of every change of the content offset — at once
/// for a change without animation, once per frame as the clock passes an animated scroll's frames
/// — never of an offset set to the value it has, and may change the view from the call.
@MainActor
@Suite("scrollViewDidScroll(_:)")
struct ScrollReportsTests {
    /// A 100-point-wide column of 20 rows of 100 × 50 points with no spacing (content 1,000 points
    /// tall) in a 100 × 200 view, logging the layout's bounds questions and `prepare()` in the
    /// same log as the delegate's calls.
    private func column(items: Int = 20) -> (CollectionView, ScrollLog, SectionCountsDataSource) {
        let log = ScrollLog()
        let layout = LoggingColumnLayout(log: log)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: layout)
        view.screenScale = 0
        let data = SectionCountsDataSource([items])
        view.dataSource = data
        view.delegate = log
        view.layoutIfNeeded()
        log.reset()
        return (view, log, data)
    }

    @Test("a property set calls it once, after the layout's bounds question and before the next layout pass")
    func propertySet() {
        let (view, log, _) = column()
        view.contentOffset = CGPoint(x: 0, y: 100)
        #expect(log.entries == ["shouldInvalidate 0,100", "didScroll 0,100"])
        view.layoutIfNeeded()
        view.contentOffset = CGPoint(x: 0, y: 100)
        view.bounds = CGRect(x: 0, y: 100, width: 100, height: 200)
        #expect(log.scrolls == [CGPoint(x: 0, y: 100)], "the same offset again calls nothing")
        view.bounds = CGRect(x: 0, y: 150, width: 100, height: 200)
        #expect(log.scrolls.last == CGPoint(x: 0, y: 150))
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 300)
        #expect(log.scrolls.count == 2, "a new size keeps the offset: no call until a layout pass moves it")
    }

    @Test("setContentOffset without animation calls it once with the new offset; the same offset again calls nothing")
    func setContentOffsetWithoutAnimation() {
        let (view, log, _) = column()
        view.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        #expect(log.scrolls == [CGPoint(x: 0, y: 300)])
        view.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        view.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        view.finishAnimations()
        #expect(log.scrolls == [CGPoint(x: 0, y: 300)])
    }

    @Test("a taller frame the content no longer fills below the offset pulls it back at the next layout pass, which calls it once")
    func clampedByResize() throws {
        let (view, log, _) = column()
        view.contentOffset = CGPoint(x: 0, y: 800)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 400)
        #expect(log.scrolls == [CGPoint(x: 0, y: 800)])
        view.layoutIfNeeded()
        #expect(log.scrolls == [CGPoint(x: 0, y: 800), CGPoint(x: 0, y: 600)])
        #expect(view.contentOffset == CGPoint(x: 0, y: 600))
        view.setFrame(CGRect(x: 0, y: 0, width: 100, height: 500), animated: true)
        #expect(log.scrolls.last == CGPoint(x: 0, y: 500), "an animated resize calls it once, when the change is built")
    }

    @Test("the right-to-left start a layout pass moves the offset to calls it once, after the pass")
    func rightToLeftStart() {
        let log = ScrollLog()
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: layout)
        view.semanticContentAttribute = .forceRightToLeft
        let data = SectionCountsDataSource([10])
        view.dataSource = data
        view.delegate = log
        #expect(log.scrolls.isEmpty)
        view.layoutIfNeeded()
        // 10 items of 50 points, 10 apart: 590 wide, started at 590 − 320.
        #expect(log.scrolls == [CGPoint(x: 270, y: 0)])
    }

    @Test("a layout transition whose anchored offset differs calls it once, after the transition")
    func layoutTransitionOffset() {
        let (view, log, _) = column()
        view.setContentOffset(CGPoint(x: 0, y: 400), animated: false)
        let wide = CollectionViewFlowLayout()
        wide.itemSize = CGSize(width: 100, height: 100)
        wide.minimumLineSpacing = 0
        view.setCollectionViewLayout(wide, animated: false)
        #expect(log.scrolls.count == 2 && log.scrolls.last == view.contentOffset && view.contentOffset != CGPoint(x: 0, y: 400))
    }

    @Test("a batch update that deletes the rows under the offset calls it once, after the update, inside no closure")
    func clampedByBatchUpdate() throws {
        let (view, log, data) = column()
        view.contentOffset = CGPoint(x: 0, y: 800)
        view.layoutIfNeeded()
        log.reset()
        var calledInsideUpdates = false
        try view.throwing.performBatchUpdates({
            data.counts = [14]
            view.deleteItems(at: (14..<20).map { IndexPath(item: $0, section: 0) })
            calledInsideUpdates = !log.scrolls.isEmpty
        })
        #expect(!calledInsideUpdates)
        #expect(log.scrolls == [CGPoint(x: 0, y: 500)])
        #expect(view.contentOffset == CGPoint(x: 0, y: 500))
    }

    @Test("an animated scroll calls it once per frame as the clock passes the frame, reading the frame's offset")
    func animatedScrollFrames() throws {
        let (view, log, _) = column()
        let timing = TrackTiming(duration: 0.3, curve: .easeInEaseOut)
        let animation = view.setContentOffset(CGPoint(x: 0, y: 600), animated: true, timing: timing, frameRate: 60)
        let track = try #require(animation.contentOffsetTrack)
        #expect(log.scrolls.isEmpty, "nothing before the clock moves")
        #expect(view.contentOffset == CGPoint(x: 0, y: 600), "between frames the view reads the scroll's end")

        view.advanceTime(by: 0.1)
        let firstSix = (1...6).map { track.value(at: Double($0) / 60) }
        #expect(log.scrolls.count == 6)
        for (read, expected) in zip(log.scrolls, firstSix) { #expect(read.isApproximatelyEqual(to: expected, tolerance: 1e-9)) }
        #expect(log.boundsOrigins == log.scrolls, "bounds reads the frame's offset too")

        view.advanceTime(by: 1)
        #expect(log.scrolls.count == 18)
        #expect(log.scrolls.last == CGPoint(x: 0, y: 600))
        #expect(log.entries.suffix(2) == ["didScroll 0,600", "didEndScrollingAnimation"])
        view.advanceTime(by: 1)
        #expect(log.scrolls.count == 18)
    }

    @Test("finishAnimations calls every remaining frame in order")
    func finishAnimationsReportsEveryFrame() {
        let (view, log, _) = column()
        view.setContentOffset(CGPoint(x: 0, y: 600), animated: true, timing: TrackTiming(duration: 0.25, curve: .linear), frameRate: 60)
        view.finishAnimations()
        let expected = (1...15).map { CGPoint(x: 0, y: 600 * CGFloat($0) / 15) }
        #expect(log.scrolls.count == 15)
        for (read, offset) in zip(log.scrolls, expected) { #expect(read.isApproximatelyEqual(to: offset, tolerance: 1e-9)) }
    }

    @Test("a change that interrupts an animated scroll drops its remaining frames and reports the offset it leaves")
    func interruption() {
        let (view, log, _) = column()
        view.setContentOffset(CGPoint(x: 0, y: 600), animated: true, timing: TrackTiming(duration: 0.3, curve: .linear))
        view.advanceTime(by: 0.1)
        #expect(log.scrolls.count == 6)
        view.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        #expect(log.scrolls.count == 7 && log.scrolls.last == CGPoint(x: 0, y: 50))
        view.advanceTime(by: 1)
        #expect(log.scrolls.count == 7)
        #expect(!log.entries.contains("didEndScrollingAnimation"))
    }

    /// ``column(items:)`` 0.1 s into a 0.3 s linear scroll to 600 at 60 Hz: six frames reported,
    /// the last at 200.
    private func columnScrolledPartWay() -> (CollectionView, ScrollLog, SectionCountsDataSource) {
        let (view, log, data) = column()
        view.setContentOffset(CGPoint(x: 0, y: 600), animated: true, timing: TrackTiming(duration: 0.3, curve: .linear))
        view.advanceTime(by: 0.1)
        #expect(log.scrolls.count == 6)
        return (view, log, data)
    }

    @Test("a batch update in the middle of a scroll ends its frames and its end call; the delegate then hears of the scroll's end offset")
    func interruptionAtTheEnd() throws {
        let (view, log, data) = columnScrolledPartWay()
        #expect(log.scrolls.last?.isApproximatelyEqual(to: CGPoint(x: 0, y: 200), tolerance: 1e-9) == true)
        data.counts = [21]
        try view.throwing.performBatchUpdates({ view.insertItems(at: [IndexPath(item: 20, section: 0)]) })
        #expect(log.scrolls.count == 7 && log.scrolls.last == CGPoint(x: 0, y: 600))
        view.advanceTime(by: 1)
        #expect(log.scrolls.count == 7)
        #expect(!log.entries.contains("didEndScrollingAnimation"))
    }

    @Test("an animated layout change in the middle of a scroll stops it where it is, as UIKit's stopScrollingAndZooming does: the transition starts from the frame shown")
    func animatedLayoutChangeStopsTheScroll() throws {
        func rows() -> CollectionViewFlowLayout {
            let rows = CollectionViewFlowLayout()
            rows.itemSize = CGSize(width: 100, height: 40)
            rows.minimumLineSpacing = 0
            return rows
        }
        // The oracle: the same change on a view resting at the offset the scroll shows at 0.1 s.
        let (resting, _, _) = column()
        resting.contentOffset = CGPoint(x: 0, y: 200)
        resting.layoutIfNeeded()
        let expected = resting.setCollectionViewLayout(rows(), animated: true)

        let (view, log, _) = columnScrolledPartWay()
        let transition = view.setCollectionViewLayout(rows(), animated: true)
        #expect(transition.before.contentOffset.isApproximatelyEqual(to: CGPoint(x: 0, y: 200), tolerance: 1e-9),
                "the frame the scroll shows at 0.1 s, not its end (600)")
        // The same anchor, so the same offset and content after. (The views are those of the
        // scroll's end, which a scroll computed in advance already holds, so their tracks differ.)
        #expect(view.contentOffset == resting.contentOffset && transition.after == expected.after)
        view.advanceTime(by: 1)
        #expect(!log.entries.contains("didEndScrollingAnimation"), "a stopped scroll does not end")
        #expect(log.scrolls.allSatisfy { $0.y <= 200 + 1e-9 }, "no frame past the one shown")
        #expect(view.contentOffset == resting.contentOffset)
    }

    @Test("an interactive layout change in the middle of a fling stops it where it is")
    func interactiveTransitionStopsTheFling() throws {
        let (view, log, _) = column()
        let fling = try #require(view.fling(withVelocity: CGPoint(x: 0, y: 1), timing: TrackTiming(duration: 0.5, curve: .easeOut)).contentOffsetTrack)
        view.advanceTime(by: 0.2)
        let shown = try #require(log.scrolls.last)
        #expect(shown.y > 0 && shown.y < fling.value(at: 0.5).y)
        let rows = CollectionViewFlowLayout()
        rows.itemSize = CGSize(width: 100, height: 50)
        rows.minimumLineSpacing = 0
        view.startInteractiveTransition(to: rows)
        #expect(view.contentOffset == shown)
        #expect(!view.isDecelerating)
        view.advanceTime(by: 1)
        #expect(log.scrolls.last == shown && !log.entries.contains("didEndDecelerating"))
        view.finishInteractiveTransition()
        view.finishAnimations()
        #expect(view.contentOffset == shown, "the same rows: the offset the fling showed stays")
    }

    @Test("reloadData in the middle of an animated scroll carries it on: the new data comes where the scroll is, and the remaining frames and the end call follow")
    func reloadCarriesTheScrollOn() throws {
        let (view, log, data) = columnScrolledPartWay()
        data.counts = [21]
        view.reloadData()
        view.layoutIfNeeded()
        #expect(log.scrolls.count == 6, "the delegate already heard of the frame the scroll shows")
        let carried = try #require(view.animationHistory.animations.last?.contentOffsetTrack, "the rest of the scroll is an animation")
        #expect(carried.value(at: 0).isApproximatelyEqual(to: CGPoint(x: 0, y: 200), tolerance: 1e-9))
        #expect(carried.value(at: 0.1).isApproximatelyEqual(to: CGPoint(x: 0, y: 400), tolerance: 1e-9), "the same curve, not a new one")
        #expect(carried.value(at: 0.2) == CGPoint(x: 0, y: 600))
        view.advanceTime(by: 1)
        let expected = (1...18).map { CGPoint(x: 0, y: 600 * CGFloat($0) / 18) }
        #expect(log.scrolls.count == 18)
        for (read, offset) in zip(log.scrolls, expected) { #expect(read.isApproximatelyEqual(to: offset, tolerance: 1e-9)) }
        #expect(log.entries.last == "didEndScrollingAnimation")
        #expect(view.contentOffset == CGPoint(x: 0, y: 600) && view.numberOfItems(inSection: 0) == 21)
        #expect(view.indexPathsForVisibleItems.sorted() == (12...15).map { IndexPath(item: $0, section: 0) })
    }

    @Test("reloadData inside a batch update's closure carries nothing on: the batch ends the scroll at its end")
    func reloadInsideABatchDuringAScroll() {
        let (view, log, data) = columnScrolledPartWay()
        let animations = view.animationHistory.animations.count
        data.counts = [21]
        _ = try? view.throwing.performBatchUpdates({ view.reloadData() })
        view.layoutIfNeeded()
        #expect(view.animationHistory.animations.count <= animations + 1, "no carried-on scroll besides the batch's own animation")
        #expect(view.animationHistory.animations.allSatisfy { $0.contentOffsetTrack == nil || $0.startTime == 0 })
        view.advanceTime(by: 1)
        #expect(log.scrolls.last == CGPoint(x: 0, y: 600) && view.contentOffset == CGPoint(x: 0, y: 600))
        #expect(!log.entries.contains("didEndScrollingAnimation"))
    }

    @Test("reloadData in the middle of a fling carries it on: the view still decelerates, and the end call is the fling's")
    func reloadCarriesAFlingOn() {
        let (view, log, _) = column()
        view.fling(withVelocity: CGPoint(x: 0, y: 1), timing: TrackTiming(duration: 0.5, curve: .easeOut))
        view.advanceTime(by: 0.25)
        #expect(log.scrolls.count == 15 && view.isDecelerating)
        view.reloadData()
        view.layoutIfNeeded()
        #expect(view.isDecelerating)
        view.advanceTime(by: 0.25)
        #expect(log.scrolls.count == 30 && log.scrolls.last == view.contentOffset && !view.isDecelerating)
        #expect(log.delegateCalls.last == "didEndDecelerating")
    }

    @Test("a fling calls it per frame while it decelerates")
    func flingFrames() {
        let (view, log, _) = column()
        view.fling(withVelocity: CGPoint(x: 0, y: 1), timing: TrackTiming(duration: 0.5, curve: .easeOut))
        #expect(log.scrolls.isEmpty && view.isDecelerating)
        view.advanceTime(by: 0.25)
        #expect(log.scrolls.count == 15 && view.isDecelerating)
        #expect(zip(log.scrolls, log.scrolls.dropFirst()).allSatisfy { $0.y < $1.y })
        view.advanceTime(by: 0.25)
        #expect(log.scrolls.count == 30 && log.scrolls.last == view.contentOffset && !view.isDecelerating)
    }

    @Test("a fling tells the delegate it begins decelerating, then of each frame, then that it ended; an interrupted one never ends")
    func decelerationCalls() {
        let (view, log, _) = column()
        var deceleratingWhenBegun = false
        log.onWillBeginDecelerating = { deceleratingWhenBegun = $0.isDecelerating }
        view.fling(withVelocity: CGPoint(x: 0, y: 1), timing: TrackTiming(duration: 0.1, curve: .easeOut))
        #expect(log.delegateCalls == ["willBeginDecelerating"] && deceleratingWhenBegun)
        view.advanceTime(by: 1)
        #expect(log.delegateCalls.count == 8)
        #expect(log.delegateCalls.suffix(2) == ["didScroll 0,499", "didEndDecelerating"])
        #expect(!log.delegateCalls.contains("didEndScrollingAnimation"))

        log.reset()
        view.fling(withVelocity: CGPoint(x: 0, y: -0.5), timing: TrackTiming(duration: 0.1, curve: .easeOut))
        view.advanceTime(by: 0.05)
        view.contentOffset = .zero
        view.advanceTime(by: 1)
        #expect(log.delegateCalls.first == "willBeginDecelerating" && log.delegateCalls.last == "didScroll 0,0")
        #expect(!log.delegateCalls.contains("didEndDecelerating"))

        log.reset()
        view.fling(withVelocity: .zero, timing: TrackTiming(duration: 0, curve: .linear))
        view.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
        view.finishAnimations()
        #expect(!log.delegateCalls.contains("willBeginDecelerating") && !log.delegateCalls.contains("didEndDecelerating"))
        #expect(log.delegateCalls.last == "didEndScrollingAnimation")
    }

    @Test("without a delegate nothing is queued, and a delegate set later hears only of later changes")
    func noDelegate() {
        let (view, log, _) = column()
        view.delegate = nil
        view.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        view.advanceTime(by: 0.1)
        view.delegate = log
        view.finishAnimations()
        #expect(log.scrolls.isEmpty)
        view.contentOffset = CGPoint(x: 0, y: 600)
        #expect(log.scrolls.isEmpty, "the delegate set later is not told of the offset the view already had")
        view.contentOffset = CGPoint(x: 0, y: 0)
        #expect(log.scrolls == [.zero])
    }

    @Test("a delegate that loads more rows near the end (infinite scroll) runs its batch update from a frame's call")
    func infiniteScroll() throws {
        let (view, log, data) = column()
        log.onScroll = { view in
            guard view.contentOffset.y + view.bounds.height > view.contentSize.height - 100, data.counts[0] < 40 else { return }
            let old = data.counts[0]
            data.counts[0] += 10
            view.insertItems(at: (old..<old + 10).map { IndexPath(item: $0, section: 0) })
        }
        view.setContentOffset(CGPoint(x: 0, y: 800), animated: true, timing: TrackTiming(duration: 0.3, curve: .linear))
        view.finishAnimations()
        #expect(data.counts == [30] && view.numberOfItems(inSection: 0) == 30)
        #expect(view.raisedExceptions.isEmpty)
        #expect(view.contentSize.height == 1_500)
        #expect(log.scrolls.last == view.contentOffset)
        view.setContentOffset(CGPoint(x: 0, y: 1_300), animated: false)
        #expect(data.counts == [40] && view.numberOfItems(inSection: 0) == 40)
    }

    @Test("a delegate that loads more rows near the end with reloadData (infinite scroll) gets the scroll carried on to its end")
    func infiniteScrollWithReload() {
        let (view, log, data) = column()
        var reloads: [Double] = []
        log.onScroll = { view in
            guard view.contentOffset.y + view.bounds.height > view.contentSize.height - 300, data.counts[0] < 40 else { return }
            data.counts[0] += 10
            reloads.append(view.currentTime)
            view.reloadData()
        }
        view.setContentOffset(CGPoint(x: 0, y: 800), animated: true, timing: TrackTiming(duration: 0.3, curve: .linear))
        view.advanceTime(by: 1)
        #expect(reloads.count == 1 && data.counts == [30] && view.numberOfItems(inSection: 0) == 30)
        let expected = (1...18).map { CGPoint(x: 0, y: 800 * CGFloat($0) / 18) }
        #expect(log.scrolls.count == 18, "every frame once, the reload's frame included")
        for (read, offset) in zip(log.scrolls, expected) { #expect(read.isApproximatelyEqual(to: offset, tolerance: 1e-9)) }
        #expect(log.entries.filter { $0 == "didEndScrollingAnimation" }.count == 1)
        #expect(view.contentOffset == CGPoint(x: 0, y: 800) && view.contentSize.height == 1_500)
        #expect(view.indexPathsForVisibleItems.sorted() == (16...19).map { IndexPath(item: $0, section: 0) })
    }

    @Test("a view a frame's call deletes ends display within the same advance, at its animation's end")
    func deleteFromFrameCall() throws {
        let (view, log, data) = column()
        let deleted = try #require(view.displayEvents.last { $0.kind == .willDisplay && $0.element == .cell(IndexPath(item: 1, section: 0)) })
        var deletedAt: Double?
        log.onScroll = { view in
            guard deletedAt == nil else { return }
            deletedAt = view.currentTime
            data.counts[0] -= 1
            view.deleteItems(at: [IndexPath(item: 1, section: 0)])
        }
        view.setContentOffset(CGPoint(x: 0, y: 10), animated: true, timing: TrackTiming(duration: 0.3, curve: .linear))
        view.advanceTime(by: 2)
        let start = try #require(deletedAt)
        #expect(start > 0 && start < 0.3, "the delete is made from the first frame's call, on its clock")
        let ended = view.displayEvents.filter { $0.kind == .didEndDisplaying && $0.cellID == deleted.cellID }
        #expect(ended.count == 1, "the deleted row's view ends display before advanceTime returns")
        #expect(ended.first.map { $0.time > start && $0.time <= 2 } == true)
        #expect(!view.isAnimating)
    }

    @Test("a delegate that invalidates the layout or sets the offset from the call (a stretchy header, a clamp) leaves a consistent view")
    func reentrantDelegate() throws {
        let (view, log, _) = column()
        log.onScroll = { view in
            view.collectionViewLayout.invalidateLayout()
            if view.contentOffset.y > 400 { view.contentOffset = CGPoint(x: 0, y: 400) }
        }
        view.setContentOffset(CGPoint(x: 0, y: 600), animated: true, timing: TrackTiming(duration: 0.3, curve: .linear))
        view.finishAnimations()
        view.layoutIfNeeded()
        #expect(view.contentOffset == CGPoint(x: 0, y: 400))
        #expect(log.scrolls.last == CGPoint(x: 0, y: 400))
        #expect(log.scrolls.filter { $0.y > 400 }.count == 1, "the first frame past 400 sets 400, which ends the scroll's frames")
        #expect(view.indexPathsForVisibleItems.map(\.item).sorted() == Array(8..<12))
    }
}

/// The delegate and layout calls in order, the offsets the delegate read, and what it does when called.
@MainActor
private final class ScrollLog: CollectionViewDelegate {
    var entries: [String] = []
    var scrolls: [CGPoint] = []
    var boundsOrigins: [CGPoint] = []
    var onScroll: (CollectionView) -> Void = { _ in }
    var onWillBeginDecelerating: (CollectionView) -> Void = { _ in }

    /// The delegate's calls, without the layout's.
    var delegateCalls: [String] { entries.filter { !$0.hasPrefix("shouldInvalidate") && $0 != "prepare" } }

    func reset() {
        (entries, scrolls, boundsOrigins) = ([], [], [])
    }

    func scrollViewDidScroll(_ scrollView: CollectionView) {
        let offset = scrollView.contentOffset
        entries.append("didScroll \(Self.format(offset))")
        scrolls.append(offset)
        boundsOrigins.append(scrollView.bounds.origin)
        onScroll(scrollView)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: CollectionView) {
        entries.append("didEndScrollingAnimation")
    }

    func scrollViewWillBeginDecelerating(_ scrollView: CollectionView) {
        entries.append("willBeginDecelerating")
        onWillBeginDecelerating(scrollView)
    }

    func scrollViewDidEndDecelerating(_ scrollView: CollectionView) {
        entries.append("didEndDecelerating")
    }

    static func format(_ point: CGPoint) -> String { "\(Int(point.x)),\(Int(point.y))" }
}

/// A column of 100 × 50 rows that logs its bounds questions and preparations into a ``ScrollLog``.
private final class LoggingColumnLayout: CollectionViewFlowLayout {
    private let log: ScrollLog

    init(log: ScrollLog) {
        self.log = log
        super.init()
        itemSize = CGSize(width: 100, height: 50)
        minimumLineSpacing = 0
        minimumInteritemSpacing = 0
    }

    required init?(coder: NSCoder) { nil }

    override func prepare() {
        log.entries.append("prepare")
        super.prepare()
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        log.entries.append("shouldInvalidate \(ScrollLog.format(newBounds.origin))")
        return super.shouldInvalidateLayout(forBoundsChange: newBounds)
    }
}
