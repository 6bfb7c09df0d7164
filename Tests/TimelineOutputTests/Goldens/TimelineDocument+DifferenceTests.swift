import CollectionViewSimulator
import Foundation
import TestSupport
import Testing
@testable import TimelineOutput

/// A scenario golden's differences: every one, in the order of the steps, the first of them the
/// one `batchsim check` reports.
@Suite("Timeline document differences")
@MainActor
struct TimelineDocumentDifferenceTests {
    /// The document of a list that deletes item 1 and then item 2, its deleted rows fading to `alpha`.
    func document(alpha: CGFloat) throws -> TimelineDocument {
        let list = ListFixture(count: 6, disappearingAlpha: alpha)
        let first = try list.delete(1)
        list.view.finishAnimations()
        return TimelineDocument(RecordedRun(recorded: [first, try list.delete(2)], title: "deletes", frameRate: 60))
    }

    @Test("every differing step and element is listed; the first is firstDifference")
    func everyDifference() throws {
        let golden = try document(alpha: 0), run = try document(alpha: 0.5)
        #expect(golden.differences(to: try document(alpha: 0), file: "timeline.json").isEmpty)
        let differences = golden.differences(to: run, file: "timeline.json")
        #expect(differences.map { "\($0.step.map(String.init) ?? "-") \($0.element ?? "-") \($0.property)" } == [
            "0 cell 0-1 (before) timeline.json: alpha", "1 cell 0-2 (before) timeline.json: alpha",
        ])
        #expect(differences.first == golden.firstDifference(to: run, file: "timeline.json"))
    }
}
