import Foundation
import Keyframes

/// What remains of an animated scroll that a change stopped where it was, to carry on after it
/// (`UpdateEngine.carryOn(_:recording:)`): `reloadData()` during a scroll, which UIKit's display
/// link carries on through.
struct ScrollRemainder {
    /// The frame shown when it stopped, at 0, then the frames still to come, each at its time
    /// since the stop.
    let frames: [(time: Double, offset: CGPoint)]
    /// When it ends, after the stop (linear: each view's track is its per-frame values).
    let timing: TrackTiming
    /// The offset's motion from the stop on: the scroll's own curve, delayed by minus the time
    /// that had elapsed.
    let offsetTrack: Track<CGPoint>
    /// Whether it is a fling decelerating (its end call is `scrollViewDidEndDecelerating(_:)`).
    let decelerating: Bool
}
