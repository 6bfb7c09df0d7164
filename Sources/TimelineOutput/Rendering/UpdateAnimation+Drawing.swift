import CollectionViewSimulator
import Foundation
import Keyframes

/// What outputs draw of an animation: the engine's one frame grid, and the views in drawing order.
extension UpdateAnimation {
    /// The frames outputs sample: ``FrameGrid`` at `rate` through the animation's end, frame `k`
    /// at `k / rate`, the last frame showing the end values (the grid the engine and the
    /// invariants use).
    package func frameGrid(rate: Double) -> FrameGrid {
        FrameGrid(rate: rate, through: duration)
    }

    /// What every visible view shows at `time`, in drawing order: by zIndex, then in the tracks'
    /// stable order.
    func drawnViews(at time: Double) -> [(track: ViewTrack, value: AnimatedAttributes)] {
        tracks.enumerated().map { (order: $0.offset, track: $0.element, value: $0.element.value(at: time)) }
            .filter { !$0.value.isHidden }
            .sorted { ($0.value.zIndex, $0.order) < ($1.value.zIndex, $1.order) }
            .map { ($0.track, $0.value) }
    }

    /// Up to `count` frames of the grid spread evenly over the animation, the first and the last
    /// included.
    func keyFrames(rate: Double, count: Int) -> [Int] {
        let last = frameGrid(rate: rate).count - 1
        guard last > 0, count > 1 else { return [0] }
        let panels = min(count, last + 1)
        return (0..<panels).map { Int((Double($0 * last) / Double(panels - 1)).rounded()) }
    }
}
