import CollectionViewSimulator
import Foundation

/// The frames at which outputs sample an animation, and what they draw in each: frame `k` at `k / rate` seconds after its
/// start, from 0 to the first frame on or after its end, so the last frame shows the end values.
enum FrameGridSampler {
    /// The frame numbers, `0…⌈duration · rate⌉`.
    static func frames(of animation: UpdateAnimation, rate: Double) -> ClosedRange<Int> {
        let last = (animation.duration * rate - 1e-9).rounded(.up)
        return 0...max(0, Int(min(last, 1_000_000)))
    }

    /// The time of frame `frame`, in seconds after the animation's start.
    static func time(of frame: Int, rate: Double) -> Double {
        Double(frame) / rate
    }

    /// What every visible view of `animation` shows at `time`, in drawing order: by zIndex, then in
    /// the tracks' stable order.
    static func views(of animation: UpdateAnimation, at time: Double) -> [(track: ViewTrack, value: AnimatedAttributes)] {
        animation.tracks.enumerated().map { (order: $0.offset, track: $0.element, value: $0.element.value(at: time)) }
            .filter { !$0.value.isHidden }
            .sorted { ($0.value.zIndex, $0.order) < ($1.value.zIndex, $1.order) }
            .map { ($0.track, $0.value) }
    }

    /// Up to `count` frames spread evenly over the animation, the first and the last included.
    static func keyFrames(of animation: UpdateAnimation, rate: Double, count: Int) -> [Int] {
        let last = frames(of: animation, rate: rate).upperBound
        guard last > 0 else { return [0] }
        let panels = min(count, last + 1)
        return (0..<panels).map { Int((Double($0 * last) / Double(panels - 1)).rounded()) }
    }
}
