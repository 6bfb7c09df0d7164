import BatchUpdates
import CollectionViewSimulator
import Foundation
@testable import ScenarioRunner
import Testing
import TimelineOutput

@Suite("Snapshot steps: NSDiffableDataSourceSnapshot calls made at run time, then applied")
@MainActor
struct SnapshotStepTests {
    static let data = (key: "data", value: #"[["a", "b", "c"], ["d"]]"#)

    static func run(_ steps: String, expect: String = "[]") throws -> ScenarioRun {
        try ScenarioRunTests.run(steps: steps, expect: expect, extra: [data])
    }

    @Test("every call decodes, and writes itself as the file that decodes back to it")
    func decodesAndWrites() throws {
        let json = #"""
        [{"snapshot": [{"appendSections": ["s"]}, {"insertSections": ["t"], "afterSection": "0"}, {"deleteSections": ["u"]},
          {"moveSection": "s", "beforeSection": "0"}, {"reloadSections": ["1"]}, {"appendItems": ["x"], "toSection": "s"},
          {"appendItems": ["y"]}, {"insertItems": ["z"], "beforeItem": "a"}, {"deleteItems": ["b"]},
          {"moveItem": "a", "afterItem": "c"}, {"reloadItems": ["c"]}, {"reconfigureItems": ["d"]}]}]
        """#
        let steps = try ScenarioFixture.decode("steps", json).steps
        let operations = try #require(steps.first.flatMap { if case .snapshot(let spec) = $0.action { spec.operations } else { nil } })
        #expect(operations == [
            .appendSections(["s"]), .insertSections(["t"], .after, section: "0"), .deleteSections(["u"]),
            .moveSection("s", .before, section: "0"), .reloadSections(["1"]), .appendItems(["x"], toSection: "s"),
            .appendItems(["y"], toSection: nil), .insertItems(["z"], .before, item: "a"), .deleteItems(["b"]),
            .moveItem("a", .after, item: "c"), .reloadItems(["c"]), .reconfigureItems(["d"]),
        ])
        let written = "[{\"snapshot\": [" + operations.map(\.json).joined(separator: ", ") + "]}]"
        #expect(try ScenarioFixture.decode("steps", written).steps == steps, "\(written)")
    }

    @Test("a call without its place, or with two, is an error naming where", arguments: [
        (#"{"insertItems": ["x"]}"#, "steps[0].snapshot[0]: 'insertItems' needs one of: beforeItem, afterItem"),
        (#"{"moveSection": "0", "beforeSection": "1", "afterSection": "1"}"#, "'moveSection' takes only one of: beforeSection, afterSection"),
        (#"{"appendItems": ["x"], "beforeItem": "a"}"#, "steps[0].snapshot[0].beforeItem: unknown key 'beforeItem'"),
        (#"{"appendItem": ["x"]}"#, "unknown key 'appendItem'"),
    ])
    func malformed(_ operation: String, _ message: String) {
        let error = ScenarioFixture.error("steps", #"[{"snapshot": ["# + operation + "]}]")
        #expect(error.contains(message), "\(error)")
    }

    @Test("a valid snapshot animates as the apply of the data it builds")
    func validMatchesApply() throws {
        let snapshot = try Self.run(#"""
        [{"snapshot": [{"appendSections": ["new"]}, {"appendItems": ["x"], "toSection": "new"},
                       {"moveItem": "a", "afterItem": "c"}, {"deleteItems": ["b"]}, {"reloadItems": ["d"]}]}]
        """#)
        let apply = try Self.run(#"[{"apply": [["c", "a"], ["d"], ["x"]], "changed": ["d"]}]"#)
        #expect(snapshot.passed, "\(snapshot.failures)")
        #expect(snapshot.steps[0].stages == apply.steps[0].stages)
        #expect(snapshot.steps[0].step.summary == "snapshot appendSections [new], appendItems [x] toSection new, moveItem a afterItem c, deleteItems [b], reloadItems [d]")
    }

    @Test("sections are matched by identifier: a section moved is a section move, not its items moving")
    func sectionMove() throws {
        let run = try Self.run(#"[{"snapshot": [{"moveSection": "1", "beforeSection": "0"}]}]"#)
        #expect(run.passed, "\(run.failures)")
        #expect(run.steps[0].animation?.batch?.updateItems.map(\.updateAction) == [.move])
        #expect(run.steps[0].animation?.batch?.updateItems.first?.isSectionUpdate == true)
    }

    @Test("a call UIKit raises for fails the step with UIKit's text; nothing changes and the next step runs", arguments: [
        (#"{"appendItems": ["a"]}"#, #"Fatal: supplied item identifiers are not unique. Duplicate identifiers: {("a")}"#),
        (#"{"appendItems": ["x", "x"], "toSection": "1"}"#, #"Fatal: supplied item identifiers are not unique. Duplicate identifiers: {("x")}"#),
        (#"{"appendSections": ["0"]}"#, #"Fatal: supplied section identifiers are not unique. Duplicate identifiers: {("0")}"#),
        (#"{"insertItems": ["x"], "beforeItem": "nope"}"#, "nope"),
        (#"{"moveItem": "a", "afterItem": "a"}"#, "a"),
        (#"{"reloadItems": ["nope"]}"#, "nope"),
        (#"{"appendItems": ["x"], "toSection": "9"}"#, "9"),
    ])
    func invalidFailsAllOrNothing(_ operation: String, _ text: String) throws {
        let steps = #"[{"snapshot": [{"deleteItems": ["c"]}, "# + operation + #"]}, {"update": ["delete 0-2"]}]"#
        let run = try Self.run(steps, expect: #"[{"step": 0, "errorContains": "# + JSONOutput.quoted(text) + "}]")
        #expect(run.passed, "\(run.failures)")
        guard case .snapshot(let message) = run.steps[0].error else {
            Issue.record("expected a snapshot error, got \(String(describing: run.steps[0].error))")
            return
        }
        #expect(message.contains(text))
        #expect(run.steps[0].stages.isEmpty)
        #expect(run.steps[1].error == nil, "the data is still [a, b, c]: deleting c by index path works")
    }

    @Test("an unexpected snapshot raise fails the scenario, as an invalid batch does")
    func unexpectedRaiseFails() throws {
        let run = try Self.run(#"[{"snapshot": [{"moveItem": "a", "beforeItem": "a"}]}]"#)
        #expect(!run.passed)
    }

    @Test("the format reference's snapshot example runs as it says: the second step's raise is expected")
    func readmeExample() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenarios/README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let blocks = text.components(separatedBy: "```json\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] }
        let example = try #require(blocks.first { $0.contains(#"{ "appendSections": ["done"] }"#) })
        let scenario = try Scenario(decoding: #"{"name": "t", "view": {"width": 320, "height": 480}, "layout": {"flow": {}}, "data": [["a", "b", "c"]], "#
                                    + example + "}", file: "README.md")
        let run = ScenarioRun(scenario, file: "README.md")
        #expect(run.passed, "\(run.failures)")
        #expect(run.steps[0].error == nil && run.steps[1].error != nil)
    }
}
