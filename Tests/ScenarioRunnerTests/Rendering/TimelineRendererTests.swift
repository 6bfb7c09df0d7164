import Foundation
@testable import ScenarioRunner
import Testing
@testable import TimelineOutput

@Suite("Timeline renderers")
@MainActor
struct TimelineRendererTests {
    private static let renderers: [(String, @Sendable (RecordedRun) -> String)] = [
        ("text", TextTimelineRenderer.render), ("json", JSONTimelineRenderer.render), ("csv", CSVTimelineRenderer.render),
        ("svg", SVGFilmstripRenderer.render), ("html", HTMLPlayerRenderer.render),
        ("web-animations", WebAnimationsExporter.render), ("ca-keyframes", CAKeyframeAnimationExporter.render),
        ("lottie", LottieExporter.render),
    ]

    private func run() throws -> ScenarioRun {
        try ScenarioRunTests.run(steps: #"[{"update": ["insert 0-0", "delete 0-2"], "animation": {"curve": "easeIn"}}]"#,
                                 extra: [("layout", #"{"flow": {"headerHeight": 20}, "appearing": {"rotation": 45}}"#)])
    }

    @Test("the same scenario renders to the same bytes every time", arguments: ["text", "json", "csv", "svg", "html", "web-animations", "ca-keyframes", "lottie"])
    func deterministic(format: String) throws {
        let render = try #require(Self.renderers.first { $0.0 == format }?.1)
        let first = render(RecordedRun(try run()))
        #expect(render(RecordedRun(try run())) == first)
        #expect(!first.contains("-0.000"), "-0 is written 0")
        #expect(first.range(of: #"[^0-9.e]-0(\.0)?[^0-9.e]"#, options: .regularExpression) == nil, "-0 is written 0")
    }

    @Test("the text table: a header, the step, one row per track in stable order")
    func text() throws {
        let text = TextTimelineRenderer.render(RecordedRun(try run()))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "scenario: t")
        #expect(lines[4] == "step 0: insert 0-0, delete 0-2")
        #expect(lines[5] == "  animation: 0.250 s easeIn, delay 0.000 s, 60.000 fps")
        let elements = lines.filter { $0.hasPrefix("  cell") || $0.hasPrefix("  header") || $0.hasPrefix("  element") }.map { $0.split(separator: " ")[0...1].joined(separator: " ") }
        #expect(elements == ["element fate", "cell 0-0", "cell 0-1", "cell 0-2", "cell 0-2", "header 0"])
        #expect(lines.contains { $0.hasPrefix("  cell 0-2 (before)  deleted") })
    }

    @Test("JSON: the timeline document by JSONEncoder, keys sorted, full precision, reading back equal")
    func json() throws {
        let run = try run()
        let json = JSONTimelineRenderer.render(RecordedRun(run))
        #expect(try TimelineDocument(json: json) == TimelineDocument(RecordedRun(run)))
        #expect(json.hasPrefix("{\n  \"format\" : \"batchsim-timeline\",\n  \"scenario\""))
        #expect(json.contains("0.70710678118654"), "full precision")
        #expect(try JSONParser.parse(json).kindName == "an object")
    }

    @Test("CSV: long form, frames at the frame rate up to the end")
    func csv() throws {
        let lines = CSVTimelineRenderer.render(RecordedRun(try run())).split(separator: "\n")
        #expect(lines[0] == "step,stage,time,frame,element,property,value")
        #expect(lines[1] == "0,0,0.000,0,cell 0-0,x,0.000")
        #expect(lines.last?.hasPrefix("0,0,0.250,15,header 0,") == true)
        #expect(lines.contains("0,0,0.000,0,cell 0-0,transform,0.707 0.707 0.000 0.000 -0.707 0.707 0.000 0.000 0.000 0.000 1.000 0.000 0.000 0.000 0.000 1.000"))
    }

    @Test("JSON strings escape quotes, backslashes and control characters")
    func escaping() {
        #expect(JSONOutput.quoted("a\"b\\c\nd\u{1}") == #""a\"b\\c\nd\u0001""#)
    }
}
