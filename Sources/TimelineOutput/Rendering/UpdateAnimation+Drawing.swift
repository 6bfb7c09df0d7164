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
}
