import Foundation

/// A run as JSON for `timeline.json` and `batchsim run --format json`: the ``TimelineDocument``
/// written by `JSONEncoder` (keys sorted, full precision), which reads back equal.
enum JSONTimelineRenderer {
    /// The run as JSON text.
    static func render(_ run: ScenarioRun) -> String {
        TimelineDocument(run).json
    }
}
