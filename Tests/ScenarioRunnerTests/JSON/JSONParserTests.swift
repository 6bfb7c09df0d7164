@testable import ScenarioRunner
import Testing

@Suite("JSON parser")
@MainActor
struct JSONParserTests {
    @Test("values keep their kind, order and position")
    func parsesWithPositions() throws {
        let value = try JSONParser.parse("{\n  \"a\": [1, -2.5e2, true, null],\n  \"b\": \"x\\u00e9\\ud83d\\ude00\\n\"\n}")
        guard case .object(let members) = value.kind else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["a", "b"])
        #expect(members[0].value.location == TextPosition(line: 2, column: 8))
        #expect(members[0].value == (try JSONParser.parse("[1, -250, true, null]")))
        guard case .array(let elements) = members[0].value.kind else { Issue.record("not an array"); return }
        #expect(elements.map(\.kind) == [.number(1), .number(-250), .bool(true), .null])
        #expect(members[1].value.kind == .string("xé😀\n"))
        #expect(members[1].value.location == TextPosition(line: 3, column: 8))
    }

    @Test("what is not JSON is an error that says where", arguments: [
        ("{\"a\": 1,}", "a trailing comma is not JSON", 1, 9),
        ("[1, 2,]", "a trailing comma is not JSON", 1, 7),
        ("{\"a\": 1, \"a\": 2}", "the key \"a\" appears twice in one object", 1, 10),
        ("[NaN]", "a value was expected here (NaN, Infinity and comments are not JSON)", 1, 2),
        ("[1e999]", "the number 1e999 is too large", 1, 7),
        ("[1e-400]", "the number 1e-400 is too small: it rounds to 0", 1, 8),
        ("\"\\u+041\"", "\\u must be followed by four hexadecimal digits", 1, 4),
        ("\"\\u-000\"", "\\u must be followed by four hexadecimal digits", 1, 4),
        ("[01]", "',' or ']' was expected after an array element", 1, 3),
        ("\"abc", "the string is not closed", 1, 5),
        ("\"\\ud800\"", "a high surrogate must be followed by a low one", 1, 8),
        ("\"\\q\"", "\\q is not a JSON escape", 1, 4),
        ("{\"a\" 1}", "':' was expected after the key \"a\"", 1, 6),
        ("{1: 2}", "a key in double quotes was expected", 1, 2),
        ("[1] [2]", "unexpected text after the JSON value", 1, 5),
        ("", "the text ends where a value was expected", 1, 1),
        ("[\n  1,\n  -\n]", "a digit was expected in the number", 3, 4),
        ("[tru]", "a value was expected here", 1, 2),
    ])
    func rejects(text: String, message: String, line: Int, column: Int) {
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(text) }
        do {
            _ = try JSONParser.parse(text)
        } catch {
            #expect(error.message == message)
            #expect(error.location == TextPosition(line: line, column: column))
        }
    }

    @Test("a syntax error names the JSON path of the value it is in", arguments: [
        ("{\"steps\": [{\"update\": [1, 2,]}]}", "steps[0].update"),
        ("{\"steps\": [{\"update\": [1, 1e999]}]}", "steps[0].update[1]"),
        ("{\"a\": {\"b\": \"\\q\"}}", "a.b"),
        ("{\"a\": [1] \"b\": 2}", "(root)"),
    ])
    func syntaxErrorPath(text: String, path: String) {
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(text) }
        do {
            _ = try JSONParser.parse(text)
        } catch {
            #expect(error.path.description == path)
        }
    }

    /// `count` copies of `element` in one array.
    private nonisolated static func list(_ element: String, _ count: Int = 100_000) -> String {
        "[" + Array(repeating: element, count: count).joined(separator: ",") + "]"
    }

    private nonisolated static let identifiers: String = {
        let items: [String] = (0..<100_000).map { "\"i\($0)\"" }
        return "{\"data\": [[" + items.joined(separator: ",") + "]]}"
    }()

    @Test("a parsed text keeps about its own size again: four bytes per value, eight per array or object", arguments: [
        (list("1"), 2.0), (list("[]"), 2.7), (list("[1]"), 3.0), (identifiers, 0.6), (list("[1, \"é\"]"), 1.7),
    ])
    func compactTape(text: String, ratio: Double) throws {
        let value = try JSONParser.parse(text)
        let tapeBytes = value.document.tape.count * MemoryLayout<UInt32>.stride
        #expect(Double(tapeBytes) <= ratio * Double(text.utf8.count) + 8)  // + the outer array's own two entries
    }

    @Test("a long one-line text is read value by value: every element, its position and its path")
    func longLine() throws {
        let text = "[" + Array(repeating: "[1, \"é\"]", count: 1_000).joined(separator: ",") + ", x]"
        #expect(throws: JSONParser.SyntaxError(message: "a value was expected here (NaN, Infinity and comments are not JSON)",
                                               location: TextPosition(line: 1, column: 9_003), path: JSONPath.root.appending(1_000))) {
            try JSONParser.parse(text)
        }
        let value = try JSONParser.parse("[" + Array(repeating: "[1, \"é\"]", count: 1_000).joined(separator: ",") + "]")
        #expect(value.elements.count == 1_000)
        #expect(Array(value.elements)[999].elements.map(\.kind) == [.number(1), .string("é")])
        #expect(Array(value.elements)[999].location == TextPosition(line: 1, column: 8_993))
    }

    @Test("nesting deeper than the limit is an error, not a stack overflow")
    func deepNesting() {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(text) }
    }
}
