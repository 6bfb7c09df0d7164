import CollectionViewSimulator
import Foundation

/// A run as Web Animations keyframes: for every view of every animated stage, the keyframes and
/// options that `element.animate(keyframes, options)` takes.
///
/// The keyframes are the timeline's values at every frame of its frame grid (frame `k` at
/// `k / rate` seconds) with linear easing between them, so the browser shows exactly the
/// timeline's values at every frame, whatever the curve (springs included). Each animation
/// begins when its stage began on the scenario's clock (`delay`, in milliseconds after the first
/// animation began) and lasts as long as the screen showed the stage: a stage that the next step
/// interrupted ends at the interruption, its last keyframe at that instant, and the next stage's
/// views take over from the same values, so the scenario plays continuously.
///
/// Positions are on the screen: relative to the visible rectangle at each instant, so that a
/// scroll step moves the content across the container as the screen showed it, and a pinned
/// header stays put. Give every element `position: absolute; visibility: hidden` in a container
/// the size of the collection view (`overflow: hidden`), with `transform-origin` at its centre
/// (the default, as UIKit's anchor point): an element shows only while its animation runs
/// (`fill: "none"`), except the last stage's, which keep their end values (`fill: "forwards"`).
///
/// ```js
/// for (const a of exported.animations) {
///   const view = document.createElement("div");
///   view.style.cssText = "position: absolute; visibility: hidden; background: #0072b2";
///   container.append(view);
///   view.animate(a.keyframes, a.options);
/// }
/// ```
public enum WebAnimationsExporter {
    /// The document the exporter writes.
    public struct Document: Sendable, Equatable, Codable {
        /// The scenario's name.
        public var scenario: String
        /// One animation per view per animated stage, in step, stage and track order.
        public var animations: [Animation]
    }

    /// One view's animation in one stage.
    public struct Animation: Sendable, Equatable, Codable {
        /// The scenario step.
        public var step: Int
        /// The stage within the step.
        public var stage: Int
        /// The element's name as scenario files write it: `cell 0-3`, `cell 0-5 (before)`.
        public var element: String
        /// What the change does to the view: `inserted`, `moved`, ….
        public var fate: String
        /// The keyframes, for `element.animate`.
        public var keyframes: [Keyframe]
        /// The timing, for `element.animate`.
        public var options: Options
    }

    /// One keyframe: CSS values at an offset.
    public struct Keyframe: Sendable, Equatable, Codable {
        /// Where the keyframe sits in the animation, 0…1.
        public var offset: Double
        /// The frame's minimum x (`"12.5px"`), untransformed, relative to the visible rectangle.
        public var left: String
        /// The frame's minimum y, untransformed, relative to the visible rectangle.
        public var top: String
        /// The bounds' width.
        public var width: String
        /// The bounds' height.
        public var height: String
        /// The alpha.
        public var opacity: Double
        /// The 3D transform as `matrix3d(m11, m12, …, m44)`, which is CSS's order for Core Animation's matrix.
        public var transform: String
        /// The zIndex, as CSS's `z-index` takes it.
        public var zIndex: String
        /// `hidden` for a hidden view, `visible` otherwise.
        public var visibility: String
    }

    /// The timing of one animation: `{delay, duration, easing: "linear", fill}`.
    public struct Options: Sendable, Equatable, Codable {
        /// When the stage began, in milliseconds after the scenario's first animation began.
        public var delay: Double
        /// How long the screen showed the stage, in milliseconds: to its last frame, or to the
        /// instant the next stage interrupted it.
        public var duration: Double
        /// Always `linear`: the keyframes are the timeline's frames.
        public var easing: String
        /// `forwards` for the last stage's views, which keep their end values; `none` for the
        /// others, which the next stage's views replace.
        public var fill: String
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
        let stages = sampled.stages
        let animations = stages.enumerated().flatMap { index, stage in
            stage.views.indices.map { view in
                let times = stage.shownTimes, length = stage.shownDuration
                let keyframes = times.map { time in
                    keyframe(stage.screenValue(of: view, at: time), offset: length > 0 ? min(1, time / length) : 1)
                }
                let options = Options(delay: stage.start * 1000, duration: length * 1000, easing: "linear",
                                      fill: index == stages.count - 1 ? "forwards" : "none")
                return Animation(step: stage.step, stage: stage.stage, element: stage.views[view].name, fate: stage.views[view].fate.rawValue,
                                 keyframes: keyframes, options: options)
            }
        }
        return Document(scenario: sampled.name, animations: animations)
    }

    /// The run's document as JSON text.
    ///
    /// - Parameter run: The run to export.
    /// - Returns: ``Document`` as JSON.
    package static func render(_ run: RecordedRun) -> String {
        ExportEncoding.text(document(run))
    }

    private static func keyframe(_ value: AnimatedAttributes, offset: Double) -> Keyframe {
        let frame = value.frame
        let matrix = ExportEncoding.unsigned(value.transform3D.components.map(Double.init)).map { "\($0)" }.joined(separator: ", ")
        return Keyframe(offset: offset, left: pixels(frame.minX), top: pixels(frame.minY), width: pixels(value.size.width),
                        height: pixels(value.size.height), opacity: Double(value.alpha) + 0, transform: "matrix3d(\(matrix))",
                        zIndex: String(value.zIndex), visibility: value.isHidden ? "hidden" : "visible")
    }

    private static func pixels(_ value: CGFloat) -> String {
        "\(Double(value) + 0)px"
    }
}
