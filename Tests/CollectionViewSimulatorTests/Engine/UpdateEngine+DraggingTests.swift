import CollectionViewSimulator
import Foundation
import Keyframes
import Testing

/// The drag half of scrolling: `scrollViewWillBeginDragging(_:)`, the layout's
/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`, then
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` (whose target is honoured),
/// `scrollViewDidEndDragging(_:willDecelerate:)` and the deceleration's calls, with the touch
/// state read inside each call.
@MainActor
@Suite("Dragging and flinging")
struct DraggingTests {
    /// A column of 20 rows of 100 × 50 points (content 1,000 points tall) in a 100 × 200 view,
    /// whose layout and delegate log into one list.
    private func column() -> (CollectionView, DragLog, SectionCountsDataSource) {
        let log = DragLog()
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: TargetLoggingColumn(log: log))
        view.screenScale = 0
        let data = SectionCountsDataSource([20])
        view.dataSource = data
        view.delegate = log
        view.layoutIfNeeded()
        return (view, log, data)
    }

    @Test("a fling calls the delegate and the layout in UIKit's order, each reading the touch state UIKit shows then")
    func flingOrder() {
        let (view, log, _) = column()
        view.fling(withVelocity: CGPoint(x: 0, y: 0.5), timing: TrackTiming(duration: 0.05, curve: .linear))
        #expect(log.entries == [
            "willBeginDragging tracking dragging",
            "layout target 0,249.5 velocity 0,0.5",
            "willEndDragging 0,249.5 velocity 0,0.5 tracking dragging",
            "didEndDragging decelerate tracking",
            "willBeginDecelerating decelerating",
        ])
        view.finishAnimations()
        #expect(log.entries.dropFirst(5) == ["didScroll 0,83.1667 decelerating", "didScroll 0,166.333 decelerating",
                                             "didScroll 0,249.5 decelerating", "didEndDecelerating"])
        #expect(!view.isDragging && !view.isTracking && !view.isDecelerating)
    }

    @Test("the target the delegate writes is where the fling ends; it starts as the layout's answer")
    func delegateMovesTheTarget() throws {
        let (view, log, _) = column()
        log.layoutSnap = 50
        log.newTarget = { CGPoint(x: 0, y: ($0.y / 200).rounded() * 200) }
        let animation = view.fling(withVelocity: CGPoint(x: 0, y: 0.7))
        // Coasting 0.7 · 499 = 349.3 points; the layout snaps that to 350, the delegate to 400.
        #expect(log.entries.contains("willEndDragging 0,350 velocity 0,0.7 tracking dragging"))
        #expect(try #require(animation.contentOffsetTrack).value(at: animation.timing.endTime) == CGPoint(x: 0, y: 400))
        view.finishAnimations()
        #expect(view.contentOffset == CGPoint(x: 0, y: 400))
    }

    @Test("a target outside the content is brought back inside it", arguments: [
        (CGPoint(x: 0, y: 5_000), CGPoint(x: 0, y: 800)), (CGPoint(x: -40, y: -300), CGPoint(x: 0, y: 0)),
    ])
    func targetKeptInsideContent(written: CGPoint, end: CGPoint) {
        let (view, log, _) = column()
        view.contentOffset = CGPoint(x: 0, y: 300)
        log.newTarget = { _ in written }
        view.fling(withVelocity: CGPoint(x: 0, y: 0.1))
        view.finishAnimations()
        #expect(view.contentOffset == end)
    }

    @Test("a target where the content already is ends the drag without deceleration")
    func targetAtTheOffset() {
        let (view, log, _) = column()
        view.contentOffset = CGPoint(x: 0, y: 300)
        log.newTarget = { _ in CGPoint(x: 0, y: 300) }
        view.fling(withVelocity: CGPoint(x: 0, y: 1))
        #expect(log.entries.last == "didEndDragging tracking")
        #expect(!view.isDecelerating)
        view.finishAnimations()
        #expect(!log.entries.contains("didEndDecelerating") && view.contentOffset == CGPoint(x: 0, y: 300))
    }

    @Test("a NaN target leaves the view where it was, ends the drag and is reported as the delegate's answer")
    func nonFiniteTarget() throws {
        let (view, log, _) = column()
        let history = view.animationHistory.animations.count
        log.newTarget = { _ in CGPoint(x: 0, y: CGFloat.nan) }
        let animation = view.fling(withVelocity: CGPoint(x: 0, y: 1))
        #expect(animation.tracks.isEmpty && animation.contentOffsetTrack == nil)
        #expect(view.animationHistory.animations.count == history)
        #expect(view.contentOffset == .zero && !view.isDecelerating)
        #expect(log.entries.last == "didEndDragging tracking")
        let answer = try #require(view.nonFiniteLayoutAnswer)
        #expect(answer.hook == "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)" && answer.property == "targetContentOffset")
    }

    @Test("a delegate that leaves the target records the same animation as no delegate")
    func delegateFreePathUnchanged() {
        let (quiet, _, _) = column()
        quiet.delegate = nil
        quiet.layoutIfNeeded()
        let (heard, _, _) = column()
        let silent = quiet.fling(withVelocity: CGPoint(x: 0, y: 0.4))
        let listened = heard.fling(withVelocity: CGPoint(x: 0, y: 0.4))
        #expect(silent.hooks == listened.hooks)
        #expect(silent.tracks == listened.tracks)
        #expect(silent.contentOffsetTrack == listened.contentOffsetTrack)
    }

    @Test("a drag moves the offset with the finger, tells the delegate once, and ends at rest without an animation")
    func dragAtRest() {
        let (view, log, _) = column()
        let history = view.animationHistory.animations.count
        var panRead: (CGPoint, GestureRecognizer.State)?
        log.onScroll = { panRead = ($0.panGestureRecognizer.translation(in: $0), $0.panGestureRecognizer.state) }
        let animation = view.drag(by: CGPoint(x: 0, y: -120))
        #expect(log.entries == [
            "willBeginDragging tracking dragging",
            "didScroll 0,120 tracking dragging",
            "layout target 0,120 velocity 0,0",
            "willEndDragging 0,120 velocity 0,0 tracking dragging",
            "didEndDragging tracking",
        ])
        #expect(panRead?.0 == CGPoint(x: 0, y: -120) && panRead?.1 == .changed)
        #expect(view.panGestureRecognizer.state == .possible && view.panGestureRecognizer.translation(in: view) == .zero)
        #expect(animation.tracks.isEmpty && view.animationHistory.animations.count == history)
        #expect(view.contentOffset == CGPoint(x: 0, y: 120))
        view.drag(by: CGPoint(x: 0, y: -2_000))
        #expect(view.contentOffset == CGPoint(x: 0, y: 800), "no rubber band: the drag stops at the content's end")
    }

    @Test("a slow drag a snapping delegate settles decelerates to its page")
    func dragSettledOnAPage() {
        let (view, log, _) = column()
        log.newTarget = { CGPoint(x: 0, y: ($0.y / 200).rounded() * 200) }
        view.drag(by: CGPoint(x: 0, y: -130))
        #expect(log.entries.suffix(2) == ["didEndDragging decelerate tracking", "willBeginDecelerating decelerating"])
        view.finishAnimations()
        #expect(view.contentOffset == CGPoint(x: 0, y: 200) && log.entries.last == "didEndDecelerating")
    }

    @Test("with scrolling off neither a drag nor a fling calls the delegate")
    func scrollingOff() {
        let (view, log, _) = column()
        view.isScrollEnabled = false
        view.drag(by: CGPoint(x: 0, y: -100), endingWithVelocity: CGPoint(x: 0, y: 1))
        view.fling(withVelocity: CGPoint(x: 0, y: 1))
        #expect(log.entries.isEmpty && view.contentOffset == .zero)
    }
}

/// The layout's target questions and the delegate's calls in order, each with the touch state
/// read inside it, and what the delegate does to the target.
@MainActor
private final class DragLog: CollectionViewDelegate {
    var entries: [String] = []
    /// The step the layout snaps its target to; 0 for none.
    var layoutSnap: CGFloat = 0
    var newTarget: ((CGPoint) -> CGPoint)?
    var onScroll: (CollectionView) -> Void = { _ in }

    func log(_ call: String, _ view: CollectionView) {
        let flags = [view.isTracking ? "tracking" : nil, view.isDragging ? "dragging" : nil, view.isDecelerating ? "decelerating" : nil]
        entries.append(([call] + flags.compactMap { $0 }).joined(separator: " "))
    }

    func scrollViewWillBeginDragging(_ scrollView: CollectionView) { log("willBeginDragging", scrollView) }

    func scrollViewWillEndDragging(_ scrollView: CollectionView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        log("willEndDragging \(Self.format(targetContentOffset.pointee)) velocity \(Self.format(velocity))", scrollView)
        if let newTarget { targetContentOffset.pointee = newTarget(targetContentOffset.pointee) }
    }

    func scrollViewDidEndDragging(_ scrollView: CollectionView, willDecelerate decelerate: Bool) {
        log(decelerate ? "didEndDragging decelerate" : "didEndDragging", scrollView)
    }

    func scrollViewWillBeginDecelerating(_ scrollView: CollectionView) { log("willBeginDecelerating", scrollView) }

    func scrollViewDidEndDecelerating(_ scrollView: CollectionView) { log("didEndDecelerating", scrollView) }

    func scrollViewDidScroll(_ scrollView: CollectionView) {
        log("didScroll \(Self.format(scrollView.contentOffset))", scrollView)
        onScroll(scrollView)
    }

    static func format(_ point: CGPoint) -> String {
        func number(_ value: CGFloat) -> String { String(format: "%g", Double(value) + 0) }
        return "\(number(point.x)),\(number(point.y))"
    }
}

/// A column of 100 × 50 rows that logs `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
/// into a ``DragLog`` and snaps its answer to the log's step.
private final class TargetLoggingColumn: CollectionViewFlowLayout {
    private let log: DragLog

    init(log: DragLog) {
        self.log = log
        super.init()
        itemSize = CGSize(width: 100, height: 50)
        minimumLineSpacing = 0
        minimumInteritemSpacing = 0
    }

    required init?(coder: NSCoder) { nil }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        log.entries.append("layout target \(DragLog.format(proposedContentOffset)) velocity \(DragLog.format(velocity))")
        guard log.layoutSnap > 0 else { return proposedContentOffset }
        return CGPoint(x: proposedContentOffset.x, y: (proposedContentOffset.y / log.layoutSnap).rounded() * log.layoutSnap)
    }
}
