@testable import ScenarioRunner
import Foundation
import Testing

@Suite("Decoding JSON with paths")
@MainActor
struct JSONNodeTests {
    private func node(_ text: String) throws -> JSONNode {
        JSONNode(value: try JSONParser.parse(text), path: .root, file: "scenario.json")
    }

    @Test("an unknown key is named with its path and the closest known key")
    func unknownKey() throws {
        let steps = Array(try node("{\"steps\": [{}, {\"updte\": []}]}").object(keys: ["steps"]).required("steps").array())
        #expect(throws: ScenarioError(file: "scenario.json", path: JSONPath.root.appending("steps").appending(1).appending("updte"),
                                      location: TextPosition(line: 1, column: 26), message: "unknown key 'updte'",
                                      suggestion: "did you mean 'update'?")) {
            try steps[1].object(keys: ["update", "apply", "scroll"])
        }
        #expect(throws: ScenarioError.self) { try steps[1].object(keys: ["resize"]) }
    }

    @Test("the description reads like a compiler diagnostic")
    func description() throws {
        let error = ScenarioError(file: "Scenarios/x/scenario.json", path: JSONPath.root.appending("steps").appending(3)
            .appending("update").appending(1), location: TextPosition(line: 12, column: 5), message: "bad", suggestion: "fix it")
        #expect(error.description == "Scenarios/x/scenario.json:12:5: steps[3].update[1]: bad; fix it")
        #expect(JSONPath.root.description == "(root)")
    }

    @Test("kinds, ranges and shapes are checked", arguments: [
        ("\"a\"", "expected a number, found a string"),
        ("1.5", "expected a whole number, found 1.5"),
        ("-1", "-1 is out of range; expected a number from 0 to 1000000000"),
    ])
    func integerErrors(text: String, message: String) throws {
        #expect(throws: ScenarioError(file: "scenario.json", path: .root, location: TextPosition(line: 1, column: 1), message: message)) {
            try node(text).integer()
        }
    }

    @Test("points, sizes and frames are arrays of the right length")
    func shapes() throws {
        #expect(try node("[1, 2]").point() == CGPoint(x: 1, y: 2))
        #expect(try node("[3, 4]").size() == CGSize(width: 3, height: 4))
        #expect(try node("[1, 2, 3, 4]").rect() == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(throws: ScenarioError.self) { try node("[1]").point() }
        #expect(throws: ScenarioError.self) { try node("[-1, 2]").size() }
        #expect(throws: ScenarioError.self) { try node("{}").rect() }
    }

    @Test("required and optional members; null counts as absent")
    func members() throws {
        let object = try node("{\"a\": 1, \"b\": null}").object(keys: ["a", "b", "c"])
        #expect(try object.required("a").integer() == 1)
        #expect(object.optional("b") == nil)
        #expect(throws: ScenarioError.self) { try object.required("c") }
        #expect(object.keys == ["a", "b"])
    }
}
