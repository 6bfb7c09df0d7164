@testable import ScenarioRunner
import Testing

@Suite("JSON parser")
struct JSONParserTests {
    @Test("values keep their kind, order and position")
    func parsesWithPositions() throws {
        let value = try JSONParser.parse("{\n  \"a\": [1, -2.5e2, true, null],\n  \"b\": \"x\\u00e9\\ud83d\\ude00\\n\"\n}")
        guard case .object(let members) = value.kind else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["a", "b"])
        #expect(members[0].value.location == TextPosition(line: 2, column: 8))
        #expect(members[0].value.kind == .array([JSONValue(.number(1)), JSONValue(.number(-250)),
                                                 JSONValue(.bool(true)), JSONValue(.null)]))
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

    @Test("one line of 100,000 values is parsed in linear work: each byte is counted once for columns")
    func longLineIsLinear() throws {
        let text = "[" + Array(repeating: "[1, \"é\"]", count: 100_000).joined(separator: ",") + "]"
        var parser = JSONParser(text)
        _ = try parser.parseDocument()
        #expect(parser.columnBytesScanned <= text.utf8.count)
    }

    @Test("nesting deeper than the limit is an error, not a stack overflow")
    func deepNesting() {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(text) }
    }
}
