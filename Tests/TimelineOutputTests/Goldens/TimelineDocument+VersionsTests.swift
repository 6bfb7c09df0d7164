import CollectionViewSimulator
import Foundation
import TestSupport
import Testing
@testable import TimelineOutput

/// The one golden format: versioned, written by one encoder, and every earlier version still read.
@MainActor
@Suite("Timeline document versions")
struct TimelineDocumentVersionsTests {
    /// A list that deletes item 1, then item 2.
    func animations() throws -> [UpdateAnimation] {
        let list = ListFixture(count: 6)
        let first = try list.delete(1)
        list.view.finishAnimations()
        return [first, try list.delete(2)]
    }

    /// `json` as a JSON object, edited by `change`, written back.
    func edited(_ json: String, _ change: (inout [String: Any]) -> Void) throws -> Data {
        var root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        change(&root)
        return try JSONSerialization.data(withJSONObject: root)
    }

    @Test("a document says its format and version first, and reads back equal")
    func current() throws {
        let document = TimelineDocument(recorded: try animations(), name: "deletes")
        let json = document.json
        #expect(json.hasPrefix("{\n  \"format\" : \"batchsim-timeline\",\n  \"scenario\" : \"deletes\","))
        #expect(json.contains("\n  \"version\" : 2,\n  \"view\" : {"))
        #expect(json == String(decoding: try document.encoded(), as: UTF8.self) + "\n", "one encoder")
        #expect(try TimelineDocument(golden: Data(json.utf8), name: "other") == document)
    }

    @Test("version 1 of a scenario golden (no format or version keys) reads as the same document")
    func scenarioVersion1() throws {
        let document = TimelineDocument(recorded: try animations(), name: "deletes")
        let old = try edited(document.json) { root in
            root["format"] = nil
            root["version"] = nil
        }
        #expect(try TimelineDocument(golden: old, name: "deletes") == document)
    }

    @Test("version 1 of an assertGolden golden (the bare array of animations) reads as those animations recorded now")
    func assertGoldenVersion1() throws {
        let steps = try animations()
        let old = try TimelineRendering.jsonEncoder.encode(steps)
        #expect(old.first == UInt8(ascii: "["))
        let document = try TimelineDocument(golden: old, name: "deletes")
        #expect(document == TimelineDocument(recorded: steps, name: "deletes"))
        #expect(document.differences(to: TimelineDocument(recorded: steps, name: "deletes"), tolerance: .exact).isEmpty)
    }

    @Test("the public reader reads the animations back from a document and from the bare array of version 1")
    func publicReader() throws {
        let steps = try animations()
        #expect(try TimelineRendering.animations(fromJSON: Data(TimelineRendering.render(steps, as: .json).utf8)) == steps)
        #expect(try TimelineRendering.animations(fromJSON: TimelineRendering.jsonEncoder.encode(steps)) == steps)
        #expect(throws: DecodingError.self) { try TimelineRendering.animations(fromJSON: Data("{}".utf8)) }
    }

    @Test("another format or a newer version is named, not misread")
    func unknown() throws {
        let json = TimelineDocument(recorded: try animations(), name: "deletes").json
        let newer = try edited(json) { $0["version"] = 3 }
        #expect(throws: TimelineDocument.FormatError.unknownVersion(3)) { try TimelineDocument(golden: newer, name: "deletes") }
        let other = try edited(json) { $0["format"] = "lottie" }
        #expect(throws: TimelineDocument.FormatError.otherFormat("lottie")) { try TimelineDocument(golden: other, name: "deletes") }
        #expect(TimelineDocument.FormatError.unknownVersion(3).description
                == "\"version\" is 3; this batchsim reads versions 1 to 2 (a newer batchsim wrote it?)")
    }

    @Test("the example package's assertGolden goldens, committed in version 1, read", arguments: [
        "SlideOutListLayoutTests/insertThenDelete", "SlideOutListLayoutXCTests/testInsertGrowsIn",
    ])
    func exampleGoldens(_ path: String) throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let file = tests.appendingPathComponent("Example/Tests/ExampleLayoutsTests/\(path).timeline.json")
        let data = try Data(contentsOf: file)
        #expect(data.first == UInt8(ascii: "["), "still version 1, so that this test means something")
        let name = file.deletingPathExtension().deletingPathExtension().lastPathComponent
        let document = try TimelineDocument(golden: data, name: name)
        #expect(document.scenario == name && !document.steps.isEmpty && document.steps.allSatisfy { $0.stages.count == 1 })
    }
}
