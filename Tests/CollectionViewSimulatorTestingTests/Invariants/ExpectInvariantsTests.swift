import CollectionViewSimulatorTesting
import Foundation
import TestSupport
import Testing

@Suite("expectInvariants")
@MainActor
struct ExpectInvariantsTests {
    @Test func expectInvariantsReportsEachViolation() throws {
        let animation = try ListFixture(disappearingAlpha: -1).delete(1)
        withKnownIssue {
            expectInvariants(of: [animation])
        } matching: { issue in
            issue.comments.description.contains("alphaWithinRange: step 0, cell 0-1 (before)")
        }
    }
}
