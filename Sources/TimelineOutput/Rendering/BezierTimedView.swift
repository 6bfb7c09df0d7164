import CollectionViewSimulator
import Foundation
import Keyframes

/// A view of a stage that plays along one Bézier-timed segment (no keyframes, no spring), in a
/// stage that no scroll moves and no later step cuts short: each property is its start value
/// until the delay, then eases along the run's curve to its end value, then stays. Exporters
/// whose format has Bézier easing write such a view as its two ends and the curve instead of a
/// value per frame: Core Animation's timing functions (``CAKeyframeAnimationExporter``) and
/// Lottie's keyframe handles (``LottieExporter``).
///
/// Lottie eases from a keyframe to the next along a cubic Bézier, the keyframe's `o` (first
/// control point) and `i` (second) handles; ``property(_:rate:checkedAt:)`` checks each property
/// against the run, so that one the curve does not give (a transform that turns by
/// decomposition, a view hidden at its end) is left to the sampled keyframes.
struct BezierTimedView {
    /// The stage.
    let stage: SampledStage
    /// The view.
    let view: Int
    /// The run's curve.
    let curve: CubicBezier
    /// When the view's segment begins, in seconds after the stage's start, and how long it lasts.
    let begin: Double, duration: Double

    /// When the view's segment ends, in seconds after the stage's start.
    var end: Double { begin + duration }

    /// The view's Bézier-timed segment, or `nil` when it has none (a spring, keyframes, a scroll,
    /// an interrupted stage).
    init?(_ stage: SampledStage, view: Int) {
        let track = stage.track(view), timing = track.track.timing
        guard track.keyframes.isEmpty, let curve = timing.curve.bezier, timing.duration > 0,
              stage.interruption == nil, !stage.isScroll else { return nil }
        (self.stage, self.view, self.curve) = (stage, view, curve)
        (begin, duration) = (timing.delay, timing.duration)
    }

    /// The property `read` reads, as Lottie keyframes eased at `rate` frames per second on the scenario's
    /// clock, when they give the run's value at every `times` (seconds after the stage's start)
    /// and halfway between them, within a billionth of a point; `nil` otherwise.
    func property(_ read: (AnimatedAttributes) -> [Double], rate: Double, checkedAt times: [Double]) -> LottieDocument.Property? {
        let from = read(stage.screenValue(of: view, at: begin)), to = read(stage.screenValue(of: view, at: end))
        let halves = zip(times, times.dropFirst()).map { ($0 + $1) / 2 }
        for time in times + halves {
            let actual = read(stage.screenValue(of: view, at: time)), expected = value(from, to, at: time)
            guard actual.count == expected.count, zip(actual, expected).allSatisfy({ abs($0 - $1) <= 1e-9 * max(1, abs($0)) }) else { return nil }
        }
        let frame = { (time: Double) in (stage.start + time) * rate }
        var eased = LottieDocument.Keyframe(t: frame(begin), s: ExportEncoding.unsigned(from))
        eased.o = LottieDocument.Easing(x: [curve.x1], y: [curve.y1])
        eased.i = LottieDocument.Easing(x: [curve.x2], y: [curve.y2])
        let held = begin > 0 ? [LottieDocument.Keyframe(t: frame(0), s: ExportEncoding.unsigned(from))] : []
        return .animated(held + [eased, LottieDocument.Keyframe(t: frame(end), s: ExportEncoding.unsigned(to))])
    }

    /// What the eased keyframes give at `time` seconds after the stage's start.
    private func value(_ from: [Double], _ to: [Double], at time: Double) -> [Double] {
        let progress = curve.progress(at: (time - begin) / (end - begin))
        return zip(from, to).map { $0 + ($1 - $0) * progress }
    }
}
