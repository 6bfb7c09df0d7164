import Foundation
@testable import ScenarioRunner
import Testing
@testable import TimelineOutput

/// The fast writer gives `JSONEncoder`'s bytes, so that goldens are compared without decoding.
@Suite("Golden JSON writer")
@MainActor
struct GoldenJSONWriterTests {
    /// What `TimelineDocument.json` writes (`JSONEncoder`, pretty-printed, sorted keys), without its final newline.
    private func encoderText<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test("every scenario's run is written byte for byte as JSONEncoder writes it", arguments: ScenarioGoldenTests.scenarios)
    func everyScenario(_ name: String) throws {
        let entry = try #require(ScenarioCatalog(folder: PackageFolders.scenarios).entry(named: name))
        let document = TimelineDocument(RecordedRun(ScenarioRun(try Scenario.load(contentsOf: entry.file), file: entry.file.path)))
        let fast = String(decoding: try GoldenJSONWriter.bytes(document), as: UTF8.self) + "\n", encoder = document.json
        #expect(fast == encoder, "first different line: \(Self.firstDifferentLine(fast, encoder))")
    }

    /// The first line that differs, with its number, as `writer | encoder`.
    static func firstDifferentLine(_ a: String, _ b: String) -> String {
        let (left, right) = (a.split(separator: "\n", omittingEmptySubsequences: false), b.split(separator: "\n", omittingEmptySubsequences: false))
        guard let index = zip(left, right).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset else { return "lengths \(left.count), \(right.count)" }
        return "\(index + 1): \(left[index]) | \(right[index])"
    }

    private struct Sample: Encodable {
        var text = "a \"quoted\" / slash \\ back\nnew\tline \u{1} é ✓"
        var numbers: [Double] = [0, -0.0, 1, 0.1, 1e-5, 1.5e300, 72.5, 1 / 3]
        var integers: [Int] = [0, -7, Int.max]
        var flags = [true, false]
        var empty: [Int] = []
        var nothing: [String: Int] = [:]
        var optional: Int? = nil
        var nested = ["b": [1], "a10": [], "a9": [2], "B": [3]]
        var point = CGPoint(x: 1.25, y: -3)
    }

    @Test("strings, numbers, flags, empty containers and key order come out as JSONEncoder's")
    func edgeCases() throws {
        let (fast, encoder) = (String(decoding: try GoldenJSONWriter.bytes(Sample()), as: UTF8.self), try encoderText(Sample()))
        #expect(fast == encoder, "first different line: \(Self.firstDifferentLine(fast, encoder))")
    }

    @Test("a number that is not finite throws, as JSONEncoder does, so the golden is decoded instead")
    func notFinite() {
        #expect(throws: EncodingError.self) { try GoldenJSONWriter.bytes([Double.nan]) }
    }
}
