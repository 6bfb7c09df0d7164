import CollectionViewSimulator
import Foundation
import Keyframes
import Testing

/// What interrupts an animated scroll or a fling half way starts from the frame the display link
/// last set, not from the scroll's end: the offset's motion never jumps.
@MainActor
@Suite("Interrupting an animated scroll")
struct RunningScrollTests {
    /// 20 rows of 100 × 50 points (content 1,000 points tall) in a 100 × 200 view.
    private func column() -> (CollectionView, SectionCountsDataSource) {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.minimumLineSpacing = 0
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: layout)
        view.screenScale = 0
        let data = SectionCountsDataSource([20])
        view.dataSource = data
        view.layoutIfNeeded()
        return (view, data)
    }

    private let linear = TrackTiming(duration: 0.3, curve: .linear)

    @Test("a new scroll half way starts from the frame shown, between frames the last one, never the end")
    func newScrollStartsWhereShown() throws {
        let (view, _) = column()
        let first = try #require(view.setContentOffset(CGPoint(x: 0, y: 600), animated: true, timing: linear).contentOffsetTrack)
        view.advanceTime(by: 0.105)
        let second = try #require(view.setContentOffset(.zero, animated: true, timing: linear).contentOffsetTrack)
        #expect(second.value(at: 0) == first.value(at: 6.0 / 60), "the frame at 0.1 s, the last one set by 0.105 s")
        #expect(second.value(at: 0).isApproximatelyEqual(to: CGPoint(x: 0, y: 200), tolerance: 1e-9))
        view.finishAnimations()
        #expect(view.contentOffset == .zero)
    }

    @Test("a scroll the clock has reached the end of has ended, whatever the clock read when it began and whether its end is on a frame",
          arguments: [0.25, 0.3, 0.27, 0.1])
    func scrollEndsAtItsEnd(duration: Double) throws {
        // Clocks whose sum with the duration rounds (0.1 + 0.25 - 0.1 < 0.25), and a duration
        // between two frames (0.27 s: frames at 16/60 and 17/60).
        for (index, start) in [0, 0.1, 0.2, 0.3, 0.7, 1.0 / 3, 0.9, 2.675, 13.37].enumerated() {
            let (view, _) = column()
            view.advanceTime(by: start)
            let target = CGPoint(x: 0, y: 300 + Double(index) * 10)
            let timing = TrackTiming(duration: duration, curve: .linear)
            view.setContentOffset(target, animated: true, timing: timing)
            if index.isMultiple(of: 2) { view.finishAnimations() } else { view.advanceTime(by: duration) }
            #expect(view.contentOffset == target, "clock \(start), duration \(duration)")
            let next = try #require(view.setContentOffset(.zero, animated: true, timing: linear).contentOffsetTrack)
            #expect(next.value(at: 0) == target, "clock \(start), duration \(duration): the next scroll starts from the end, not a frame before it")
        }
    }

    @Test("a fling during a fling's deceleration coasts on from where the first one is")
    func flingDuringDeceleration() throws {
        let (view, _) = column()
        let first = try #require(view.fling(withVelocity: CGPoint(x: 0, y: 1), timing: TrackTiming(duration: 0.5, curve: .easeOut)).contentOffsetTrack)
        view.advanceTime(by: 0.25)
        let second = try #require(view.fling(withVelocity: CGPoint(x: 0, y: 0.2), timing: TrackTiming(duration: 0.5, curve: .easeOut)).contentOffsetTrack)
        let shown = first.value(at: 0.25)
        #expect(second.value(at: 0) == shown)
        #expect(second.value(at: 0.5).isApproximatelyEqual(to: CGPoint(x: 0, y: shown.y + 0.2 * 499), tolerance: 1e-6))
    }

    @Test("a layout pass half way leaves the scroll running to its end")
    func layoutPassCarriesOn() throws {
        let (view, _) = column()
        view.setContentOffset(CGPoint(x: 0, y: 600), animated: true, timing: linear)
        view.advanceTime(by: 0.1)
        view.collectionViewLayout.invalidateLayout()
        view.layoutIfNeeded()
        view.advanceTime(by: 0.1)
        let next = try #require(view.setContentOffset(CGPoint(x: 0, y: 700), animated: true, timing: linear).contentOffsetTrack)
        #expect(next.value(at: 0).isApproximatelyEqual(to: CGPoint(x: 0, y: 400), tolerance: 1e-9), "still scrolling at 0.2 s")
        view.finishAnimations()
        #expect(view.contentOffset == CGPoint(x: 0, y: 700))
    }

    @Test("a new frame half way stops the scroll where it is; a batch update still ends it at its end")
    func interruptionsStopWhereShown() throws {
        let (view, data) = column()
        view.setContentOffset(CGPoint(x: 0, y: 500), animated: true, timing: linear)
        view.advanceTime(by: 0.15)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 300)
        view.layoutIfNeeded()
        #expect(view.contentOffset.isApproximatelyEqual(to: CGPoint(x: 0, y: 250), tolerance: 1e-9), "half way from 0 to 500")
        view.advanceTime(by: 1)
        #expect(view.contentOffset.isApproximatelyEqual(to: CGPoint(x: 0, y: 250), tolerance: 1e-9))

        view.setContentOffset(CGPoint(x: 0, y: 550), animated: true, timing: linear)
        view.advanceTime(by: 0.1)
        view.setFrame(CGRect(x: 0, y: 0, width: 100, height: 250), animated: true)
        view.finishAnimations()
        #expect(view.contentOffset.isApproximatelyEqual(to: CGPoint(x: 0, y: 350), tolerance: 1e-9), "a third of 250 to 550")

        // A batch update cannot let a scroll computed in advance carry on, as iOS would: it ends it.
        view.setContentOffset(CGPoint(x: 0, y: 600), animated: true, timing: linear)
        view.advanceTime(by: 0.1)
        data.counts = [21]
        try view.throwing.performBatchUpdates({ view.insertItems(at: [IndexPath(item: 0, section: 0)]) })
        #expect(view.contentOffset == CGPoint(x: 0, y: 600))
    }
}
