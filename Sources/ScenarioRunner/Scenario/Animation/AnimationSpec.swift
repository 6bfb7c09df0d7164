import Keyframes

/// How a step animates: `{"duration": 0.25, "delay": 0, "curve": "linear", "frameRate": 60}`.
///
/// A step's own `animation` object changes only the keys it gives; the rest come from the
/// scenario's. A spring curve brings its own duration unless the same object gives one: a UIKit
/// spring (`duration` + `dampingRatio`) its `duration`, any other spring its settling duration.
package struct AnimationSpec: Sendable, Equatable {
    /// Seconds from the start to the end of every track; default 0.25 (UIKit's measured default).
    package var duration: Double
    /// Seconds before the tracks start; default 0.
    package var delay: Double
    /// How progress runs from 0 to 1; default linear.
    package var curve: TimingCurve
    /// Frames per second for frame sampling (`{"frame": k}` is at `k / frameRate`); default 60.
    package var frameRate: Double

    /// Creates an animation; the defaults are UIKit's batch-update animation.
    package init(duration: Double = 0.25, delay: Double = 0, curve: TimingCurve = .linear, frameRate: Double = 60) {
        self.duration = duration
        self.delay = delay
        self.curve = curve
        self.frameRate = frameRate
    }
}

extension AnimationSpec {
    /// Decodes an `animation` object over `base`, the animation it changes.
    init(node: JSONNode, base: AnimationSpec) throws(ScenarioError) {
        let object = try node.object(keys: ["duration", "delay", "curve", "frameRate"])
        self = base
        let duration = try object.optional("duration")?.number(in: ScenarioLimits.seconds)
        if let duration { self.duration = duration }
        if let delay = object.optional("delay") { self.delay = try delay.number(in: ScenarioLimits.seconds) }
        if let rate = object.optional("frameRate") { frameRate = try rate.number(in: ScenarioLimits.frameRate) }
        guard let curveNode = object.optional("curve") else { return }
        let decoded = try TimingCurve.decode(curveNode, explicitDuration: duration, inheritedDuration: self.duration)
        curve = decoded.curve
        if let own = decoded.duration { self.duration = own }
    }
}
