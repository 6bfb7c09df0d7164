import CollectionViewSimulator
import Foundation

/// A run as JSON for `timeline.json` and `batchsim run --format json`: every step with what it
/// did, its animation parameters, its error, and per stage the hook trace with arguments, the
/// view's state before and after, and every track (element, index paths, fate, times, start and
/// end attributes). Numbers have three decimals; members keep a fixed order.
enum JSONTimelineRenderer {
    /// The run as JSON text.
    static func render(_ run: ScenarioRun) -> String {
        let scenario = run.scenario
        return JSONOutput.object([
            ("scenario", .string(scenario.name)),
            ("summary", .string(scenario.summary)),
            ("view", .object([
                ("size", numbers([scenario.view.size.width, scenario.view.size.height])),
                ("contentOffset", numbers([scenario.view.contentOffset.x, scenario.view.contentOffset.y])),
                ("screenScale", .decimal(Double(scenario.view.screenScale))),
            ])),
            ("steps", .array(run.steps.map(step))),
        ]).text
    }

    private static func step(_ result: StepResult) -> JSONOutput {
        let animation = result.step.animation
        var members: [(key: String, value: JSONOutput)] = [
            ("step", .integer(result.index)),
            ("kind", .string(result.kind)),
            ("summary", .string(result.step.summary)),
            ("animated", .bool(result.step.animated)),
            ("animation", .object([
                ("delay", .decimal(animation.delay)), ("duration", .decimal(animation.duration)),
                ("curve", .string(animation.curve.summary)), ("frameRate", .decimal(animation.frameRate)),
            ])),
        ]
        if let error = result.error { members.append(("error", .string(error.description))) }
        members.append(("stages", .array(result.stages.map(stage))))
        members.append(("after", state(result.stateAfter)))
        return .object(members)
    }

    private static func stage(_ animation: UpdateAnimation) -> JSONOutput {
        .object([
            ("clock", .decimal(animation.startTime)),
            ("duration", .decimal(animation.duration)),
            ("updateItems", .array((animation.batch?.updateItems ?? []).map { .string($0.description) })),
            ("before", state(animation.before)),
            ("hooks", .array(animation.hooks.map { .string($0.description) })),
            ("tracks", .array(animation.tracks.map(track))),
        ])
    }

    private static func track(_ track: ViewTrack) -> JSONOutput {
        .object([
            ("element", .string(track.scenarioName)),
            ("category", .string(track.element.category.description)),
            ("kind", track.element.kind.map(JSONOutput.string) ?? .null),
            ("indexPathBefore", track.indexPathBeforeUpdate.map { .string($0.compactDescription) } ?? .null),
            ("indexPathAfter", track.indexPathAfterUpdate.map { .string($0.compactDescription) } ?? .null),
            ("fate", .string(track.fate.rawValue)),
            ("startTime", .decimal(track.startTime)),
            ("endTime", .decimal(track.endTime)),
            ("start", attributes(track.start)),
            ("end", attributes(track.end)),
        ])
    }

    /// Attributes, one per line.
    static func attributes(_ attributes: AnimatedAttributes) -> JSONOutput {
        .object([
            ("frame", numbers([attributes.frame.minX, attributes.frame.minY, attributes.frame.width, attributes.frame.height])),
            ("alpha", .decimal(Double(attributes.alpha))),
            ("zIndex", .integer(attributes.zIndex)),
            ("hidden", .bool(attributes.isHidden)),
            ("transform", numbers(attributes.transform3D.components)),
        ])
    }

    private static func state(_ state: CollectionViewState) -> JSONOutput {
        .object([
            ("contentOffset", numbers([state.contentOffset.x, state.contentOffset.y])),
            ("contentSize", numbers([state.contentSize.width, state.contentSize.height])),
            ("visibleItems", .array(state.visibleItems.map { .string($0.compactDescription) })),
        ])
    }

    private static func numbers(_ values: [CGFloat]) -> JSONOutput {
        .array(values.map { .decimal(Double($0)) })
    }
}
