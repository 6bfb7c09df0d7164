import Foundation
import Keyframes

/// The frames of an animated scroll still running on the view's clock (`setContentOffset(_:animated: true)`
/// or a fling), for where a change made meanwhile stops it: the offset UIKit's display link last
/// set (see `UpdateEngine+ScrollReports.swift`); and what remains of it, for a change the scroll
/// carries on through (``remainder(at:)``).
struct RunningScroll {
    /// When the scroll started, on the view's clock.
    let startTime: Double
    /// Each frame's time since the start and offset, in order; the first is the start.
    let frames: [(time: Double, offset: CGPoint)]
    /// When the scroll ends, in seconds after its start: its timing's end, at or before the last
    /// frame (a frame grid's last frame is the first at or after the end).
    let endTime: Double
    /// The engine's `scrollGeneration` when it started: a later one means it was interrupted.
    let generation: Int
    /// The offset's motion, from the scroll's start (``UpdateAnimation/contentOffsetTrack``).
    let offsetTrack: Track<CGPoint>

    /// The offset of the latest frame at or before `time` (on the view's clock); `nil` once the
    /// scroll's end is reached, when the view's own offset is the scroll's end.
    ///
    /// Times are compared on the clock, as `startTime + ` a time since the start: the same sum the
    /// engine takes for the clock at the scroll's end (``UpdateEngine/finishAnimations()``, the end
    /// call) and at each frame's delegate call. Subtracting the start from the clock instead rounds:
    /// 0.1 + 0.25 − 0.1 is just under 0.25, and a scroll the clock had reached the end of still
    /// showed its last frame but one, where the next scroll, drag or resize then started.
    func offset(at time: Double) -> CGPoint? {
        guard !frames.isEmpty, time >= startTime, time < startTime + endTime else { return nil }
        // The frames are on a grid in time order: the last one not after `time`.
        var low = 0, high = frames.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if startTime + frames[middle].time <= time { low = middle } else { high = middle - 1 }
        }
        return frames[low].offset
    }

    /// What remains of the scroll at `time` (on the view's clock), as a scroll starting then: the
    /// frame it shows at `time` as the first, at 0, then the frames still to come at their own
    /// instants (the display link's grid, not a new one), its end, and the offset's motion going
    /// on along the same curve (the track delayed by minus the time elapsed). `nil` when it is not
    /// running at `time`. Times are taken on the clock, as in ``offset(at:)``: a frame still to
    /// come is after `time` there, so its time in the remainder is positive.
    func remainder(at time: Double, decelerating: Bool) -> ScrollRemainder? {
        guard let shown = offset(at: time) else { return nil }
        var frames: [(time: Double, offset: CGPoint)] = [(0, shown)]
        for frame in self.frames where startTime + frame.time > time {
            frames.append((startTime + frame.time - time, frame.offset))
        }
        let elapsed = time - startTime
        let timing = offsetTrack.timing
        let track = Track(from: offsetTrack.from, to: offsetTrack.to,
                          timing: TrackTiming(delay: timing.delay - elapsed, duration: timing.duration, curve: timing.curve))
        return ScrollRemainder(frames: frames, timing: TrackTiming(duration: startTime + endTime - time, curve: .linear),
                               offsetTrack: track, decelerating: decelerating)
    }
}
