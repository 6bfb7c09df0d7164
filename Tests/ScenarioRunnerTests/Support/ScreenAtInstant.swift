import CollectionViewSimulator
import Foundation
@testable import ScenarioRunner

/// What the screen shows at an instant of a run, read from the run alone (the oracle of the
/// pictures and exports): the animation begun last by then on the collection view's clock, at
/// the time since it began. A step that interrupts another begins on that clock before the
/// other ends, so from then on the screen shows the later step.
struct ScreenAtInstant {
    /// The step whose animation the screen shows.
    let step: Int
    /// The index of the animation among the run's animations, in order.
    let index: Int
    /// The animation.
    let animation: UpdateAnimation
    /// Seconds since the animation began.
    let time: Double

    /// The screen at `time` seconds after the run's first animation began.
    init?(_ run: ScenarioRun, at time: Double) {
        let stages = run.steps.flatMap { step in step.stages.map { (step: step.index, animation: $0) } }
        guard let origin = stages.first?.animation.startTime else { return nil }
        let index = stages.lastIndex { $0.animation.startTime - origin <= time + 1e-9 } ?? 0
        step = stages[index].step
        self.index = index
        animation = stages[index].animation
        self.time = max(0, time - (animation.startTime - origin))
    }

    /// The visible rectangle's origin at this instant, in content coordinates: the content
    /// offset while a scroll animates it, the one after the change otherwise.
    var viewportOrigin: CGPoint {
        animation.contentOffsetTrack?.value(at: time) ?? animation.after.bounds.origin
    }
}
