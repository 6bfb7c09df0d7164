import CollectionViewSimulator
import Foundation

/// A run as JSON for `timeline.json` and `batchsim run --format json`: the ``TimelineDocument``
/// written by `JSONEncoder` (keys sorted, full precision), which reads back equal.
package enum JSONTimelineRenderer {
    /// The run as JSON text.
    package static func render(_ run: RecordedRun) -> String {
        TimelineDocument(run).json
    }
}
