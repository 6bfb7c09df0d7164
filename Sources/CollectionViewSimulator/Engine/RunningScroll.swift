import Foundation

/// The frames of an animated scroll still running on the view's clock (`setContentOffset(_:animated: true)`
/// or a fling), for where a change made meanwhile stops it: the offset UIKit's display link last
/// set (see `UpdateEngine+ScrollReports.swift`).
struct RunningScroll {
    /// When the scroll started, on the view's clock.
    let startTime: Double
    /// Each frame's time since the start and offset, in order; the first is the start.
    let frames: [(time: Double, offset: CGPoint)]
    /// The engine's `scrollGeneration` when it started: a later one means it was interrupted.
    let generation: Int

    /// The offset of the latest frame at or before `time` (on the view's clock); `nil` once the
    /// last frame is reached, when the view's own offset is the scroll's end.
    func offset(at time: Double) -> CGPoint? {
        let elapsed = time - startTime
        guard let last = frames.last, elapsed < last.time, elapsed >= 0 else { return nil }
        // The frames are on a grid in time order: the last one not after `elapsed`.
        var low = 0, high = frames.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if frames[middle].time <= elapsed { low = middle } else { high = middle - 1 }
        }
        return frames[low].offset
    }
}
