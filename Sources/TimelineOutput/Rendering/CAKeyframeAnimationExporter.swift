import CollectionViewSimulator
import Foundation
import Keyframes

/// A run as `CAKeyframeAnimation`-shaped values, for an iOS engineer to rebuild the animation on a
/// device and compare: for every view of every animated stage, one animation per key path
/// (`position`, `bounds.size`, `opacity`, `transform`) with `values`, `keyTimes` and
/// `timingFunctions`.
///
/// A view that moves along one Bézier-timed segment gets two values (start and end), key times
/// `[0, 1]` and its curve's control points, with `beginTime` its stage's start plus its delay and
/// `duration` its own, as `UIView.animate` would run it. Any other view (a spring, a layout
/// re-queried every frame, a scroll, or a stage the next step interrupted) gets the timeline's
/// values at every frame the screen showed, with linear timing between them; an interrupted
/// stage's last value is the one at the interruption, where the next stage's animations begin.
/// `values` hold numbers: `[x, y]` for `position`, `[width, height]` for `bounds.size`, `[alpha]`
/// for `opacity`, the sixteen entries `m11…m44` for `transform`.
///
/// `beginTime` is in seconds after the scenario's first animation began: on a device, add it to
/// one `CACurrentMediaTime()` taken for the whole scenario. `position` values are the view's
/// centre on the screen (relative to the visible rectangle at that instant, so that a scroll
/// moves the content and a pinned header stays put: add them to layers in a plain container the
/// size of the collection view), which is where Core Animation puts a layer's `position` for
/// the default `anchorPoint` `(0.5, 0.5)`; the transform turns and scales the layer about that
/// point. For a layer with another anchor point, add `(anchorPoint - 0.5) × bounds.size`, turned
/// by the transform, to each position, or keep the default anchor point.
///
/// ```swift
/// let begin = CACurrentMediaTime()
/// for entry in document.views {
///     let layer = layers[entry.element]   // bounds at the start, anchorPoint (0.5, 0.5)
///     for exported in entry.animations {
///         let animation = CAKeyframeAnimation(keyPath: exported.keyPath)
///         animation.values = exported.values.map { value in
///             switch exported.keyPath {
///             case "position": NSValue(cgPoint: CGPoint(x: value[0], y: value[1]))
///             case "bounds.size": NSValue(cgSize: CGSize(width: value[0], height: value[1]))
///             case "transform": NSValue(caTransform3D: CATransform3D(values: value))   // m11, m12, …, m44
///             default: NSNumber(value: value[0])
///             }
///         }
///         animation.keyTimes = exported.keyTimes.map { NSNumber(value: $0) }
///         animation.timingFunctions = exported.timingFunctions.map {
///             CAMediaTimingFunction(controlPoints: Float($0[0]), Float($0[1]), Float($0[2]), Float($0[3]))
///         }
///         animation.beginTime = begin + exported.beginTime
///         animation.duration = exported.duration
///         animation.fillMode = .both
///         layer.add(animation, forKey: exported.keyPath)
///     }
/// }
/// ```
/// (`CATransform3D(values:)` stands for an initializer you write that fills `m11…m44` in order.)
public enum CAKeyframeAnimationExporter {
    /// The document the exporter writes.
    public struct Document: Sendable, Equatable, Codable {
        /// The scenario's name.
        public var scenario: String
        /// One entry per view per animated stage, in step, stage and track order.
        public var views: [ViewAnimations]
    }

    /// One view's animations in one stage.
    public struct ViewAnimations: Sendable, Equatable, Codable {
        /// The scenario step.
        public var step: Int
        /// The stage within the step.
        public var stage: Int
        /// The element's name as scenario files write it.
        public var element: String
        /// What the change does to the view.
        public var fate: String
        /// One animation per key path.
        public var animations: [KeyframeAnimation]
    }

    /// The properties of one `CAKeyframeAnimation`.
    public struct KeyframeAnimation: Sendable, Equatable, Codable {
        /// `position`, `bounds.size`, `opacity` or `transform`.
        public var keyPath: String
        /// The values, each a list of numbers.
        public var values: [[Double]]
        /// One per value, increasing, from 0 to 1.
        public var keyTimes: [Double]
        /// One fewer than the values: each `CAMediaTimingFunction(controlPoints:)` as `[x1, y1, x2, y2]`.
        public var timingFunctions: [[Double]]
        /// Seconds after the scenario's first animation began: the stage's start, plus the
        /// view's delay for a Bézier-timed view.
        public var beginTime: Double
        /// Seconds.
        public var duration: Double
        /// Always `linear` (`CAAnimationCalculationMode.linear`).
        public var calculationMode: String
    }

    /// The document of animations a test recorded, one step each, in order, on their collection
    /// view's clock (an animation that began before the previous one ended interrupted it); see
    /// ``TimelineRendering/render(_:as:title:frameRate:)``.
    ///
    /// - Parameters:
    ///   - animations: The animations, in the order the changes ran.
    ///   - title: The document's scenario name.
    ///   - frameRate: The frames per second to sample.
    public static func document(_ animations: [UpdateAnimation], title: String = "animation", frameRate: Double = 60) -> Document {
        document(RecordedRun(recorded: animations, title: title, frameRate: frameRate))
    }

    /// The run's document.
    package static func document(_ run: RecordedRun) -> Document {
        let sampled = SampledRun(run)
        let views = sampled.stages.flatMap { stage in
            stage.views.indices.map { view in
                ViewAnimations(step: stage.step, stage: stage.stage, element: stage.views[view].name,
                               fate: stage.views[view].fate.rawValue, animations: animations(stage, view))
            }
        }
        return Document(scenario: sampled.name, views: views)
    }

    /// The run's document as JSON text.
    ///
    /// - Parameter run: The run to export.
    /// - Returns: ``Document`` as JSON.
    package static func render(_ run: RecordedRun) -> String {
        ExportEncoding.text(document(run))
    }

    private static let keyPaths: [(String, @Sendable (AnimatedAttributes) -> [Double])] = [
        ("position", { [Double($0.center.x), Double($0.center.y)] }),
        ("bounds.size", { [Double($0.size.width), Double($0.size.height)] }),
        ("opacity", { [Double($0.alpha)] }),
        ("transform", { $0.transform3D.components.map(Double.init) }),
    ]

    private static func animations(_ stage: SampledStage, _ view: Int) -> [KeyframeAnimation] {
        if let timed = BezierTimedView(stage, view: view) {
            let track = stage.track(view), bezier = timed.curve
            let ends = [stage.onScreen(track.start, at: 0), stage.onScreen(track.end, at: 0)]
            return keyPaths.map { keyPath, read in
                KeyframeAnimation(keyPath: keyPath, values: ends.map { ExportEncoding.unsigned(read($0)) }, keyTimes: [0, 1],
                                  timingFunctions: [[bezier.x1, bezier.y1, bezier.x2, bezier.y2]],
                                  beginTime: stage.start + timed.begin, duration: timed.duration, calculationMode: "linear")
            }
        }
        let times = stage.shownTimes, length = stage.shownDuration
        let values = times.map { stage.screenValue(of: view, at: $0) }
        let keyTimes = times.map { length > 0 ? min(1, $0 / length) : 0 }
        let linear = [CubicBezier.linear.x1, CubicBezier.linear.y1, CubicBezier.linear.x2, CubicBezier.linear.y2]
        return keyPaths.map { keyPath, read in
            KeyframeAnimation(keyPath: keyPath, values: values.map { ExportEncoding.unsigned(read($0)) }, keyTimes: keyTimes,
                              timingFunctions: Array(repeating: linear, count: max(0, times.count - 1)),
                              beginTime: stage.start, duration: length, calculationMode: "linear")
        }
    }
}
