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

    @Test("every differing step and element is listed, in the order of the steps")
    func everyDifference() throws {
        let golden = try document(alpha: 0), run = try document(alpha: 0.5)
        #expect(golden.differences(to: try document(alpha: 0), tolerance: .roundingNoise).isEmpty)
        let differences = golden.differences(to: run, tolerance: .roundingNoise)
        #expect(differences.map { "\($0.step.map(String.init) ?? "-") \($0.element ?? "-") \($0.property)" } == [
            "0 cell 0-1 (before) alpha", "1 cell 0-2 (before) alpha",
        ])
    }

    @Test("the one comparison: animations compared as arrays, as an assertGolden golden and as a document give one list")
    func oneComparison() throws {
        func run(alpha: CGFloat, deletions: Int) throws -> [UpdateAnimation] {
            let list = ListFixture(count: 6, disappearingAlpha: alpha)
            return try (0..<deletions).map { item in
                defer { list.view.finishAnimations() }
                return try list.delete(item)
            }
        }
        for (golden, actual) in [(try run(alpha: 0, deletions: 2), try run(alpha: 0.5, deletions: 2)),
                                 (try run(alpha: 0, deletions: 2), try run(alpha: 0, deletions: 1))] {
            let documents = TimelineDocument(recorded: golden, name: "animation").differences(
                to: TimelineDocument(recorded: actual, name: "animation"), tolerance: 0.001)
            #expect(!documents.isEmpty)
            #expect(TimelineDifference.all(expected: golden, actual: actual, tolerance: 0.001) == documents)
            try withTemporaryFolder { folder in
                let files = GoldenTimeline(folder: folder, name: "animation")
                try files.write(golden)
                let artifacts = [GoldenComparisonPage.artifactsVariable: folder.appendingPathComponent("artifacts").path]
                let verdict = files.verify(actual, mode: .never, environment: artifacts, tolerance: 0.001, rerun: "swift test")
                #expect(verdict.difference == documents.first)
            }
        }
        #expect(TimelineDifference.all(expected: try run(alpha: 0, deletions: 2), actual: try run(alpha: 0, deletions: 1),
                                       tolerance: .exact).map(\.description) == ["number of steps: expected 2, actual 1"])
    }

    @Test("a step's error, its kind and the view after it are differences too, after its animations")
    func stepValues() throws {
        let golden = try document(alpha: 0)
        var run = golden
        run.steps[1].error = .data("an identifier twice")
        run.steps[1].after = golden.steps[0].after
        run.steps[0].kind = "apply"
        #expect(golden.differences(to: run, tolerance: .roundingNoise).map { "\($0.step ?? -1) \($0.property)" } == [
            "0 step", "1 error", "1 after",
        ])
    }
}
