import CollectionViewSimulatorTesting
import Foundation
import TestSupport
import Testing

@Suite("assertGolden")
@MainActor
struct AssertGoldenTests {
    @Test func assertGoldenReportsThroughSwiftTesting() throws {
        let animation = try ListFixture().delete(1)
        withKnownIssue {
            assertGolden(of: animation, named: "never-recorded", record: .never)
        } matching: { issue in
            issue.comments.description.contains("No golden timeline at") && issue.sourceLocation?.fileName == "AssertGoldenTests.swift"
        }
    }
}
