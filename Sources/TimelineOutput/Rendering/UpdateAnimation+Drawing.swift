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

    /// What every visible view shows at `time`, in ``DrawingOrder`` (the order of the collection
    /// view's subviews), by the zIndex each shows at `time`.
    func drawnViews(at time: Double) -> [(track: ViewTrack, value: AnimatedAttributes)] {
        tracks.map { (track: $0, value: $0.value(at: time)) }
            .filter { !$0.value.isHidden }
            .sortedInDrawingOrder { DrawingOrder($0.track, showing: $0.value) }
    }
}
