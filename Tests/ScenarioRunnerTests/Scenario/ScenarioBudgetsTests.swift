import Foundation
import ScenarioRunner
import Testing

@Suite("Scenario budgets")
@MainActor
struct ScenarioBudgetsTests {
    private func scenario(data: String = "[3]", steps: String = "[]", extra: String = "") -> String {
        #"{"name": "b", "view": {"width": 320, "height": 480}, "layout": {"flow": {}}, "data": \#(data), "steps": \#(steps)\#(extra)}"#
    }

    private func error(_ text: String) -> String? {
        do {
            _ = try Scenario(decoding: text, file: "b.json")
            return nil
        } catch {
            return error.description
        }
    }

    @Test("more steps than maxSteps is an error naming the budget and how to raise it; the key raises it")
    func steps() throws {
        let steps = "[" + Array(repeating: #"{"update": []}"#, count: 100_001).joined(separator: ",") + "]"
        let message = try #require(error(scenario(steps: steps)))
        #expect(message.hasSuffix(#"steps: 100001 steps, more than the budget of 100000 (maxSteps); raise it with "maxSteps": 100001 at the top level"#),
                "\(message)")
        #expect(error(scenario(steps: steps, extra: #", "maxSteps": 100001"#)) == nil)
        let few = "[" + Array(repeating: #"{"update": []}"#, count: 11).joined(separator: ",") + "]"
        #expect(try #require(error(scenario(steps: few, extra: #", "maxSteps": 10"#))).hasSuffix(
            #"steps: 11 steps, more than the budget of 10 (maxSteps); raise it with "maxSteps": 11 at the top level"#))
    }

    @Test("more operations in one step than maxOperationsPerStep is an error, checked before they are parsed")
    func operations() throws {
        let operations = (0..<11).map { #""insert 0-\#($0)""# }.joined(separator: ",")
        let steps = #"[{"update": [\#(operations)]}]"#
        let message = try #require(error(scenario(steps: steps, extra: #", "maxOperationsPerStep": 10"#)))
        #expect(message.hasSuffix(#"steps[0].update: 11 operations in one step, more than the budget of 10 (maxOperationsPerStep); "#
                                  + #"raise it with "maxOperationsPerStep": 11 at the top level, or split the step"#), "\(message)")
        #expect(error(scenario(steps: steps, extra: #", "maxOperationsPerStep": 11"#)) == nil)
        let malformed = #"[{"update": ["nonsense", \#(operations)]}]"#
        #expect(try #require(error(scenario(steps: malformed, extra: #", "maxOperationsPerStep": 10"#))).contains("maxOperationsPerStep"),
                "the count is checked before any operation is parsed")
    }

    @Test("more items than maxItems in the data, a step's data, an apply or a reloadData is an error", arguments: [
        ("[10000000, 1]", "[]", "data"),
        ("[3]", #"[{"update": ["insert 0-0"], "data": [6000000, 4000001]}]"#, "steps[0].data"),
        ("[3]", #"[{"apply": [5000000, 5000001]}]"#, "steps[0].apply"),
        ("[3]", #"[{"reloadData": [10000000, 10000000]}]"#, "steps[0].reloadData"),
    ])
    func items(data: String, steps: String, path: String) throws {
        let message = try #require(error(scenario(data: data, steps: steps)))
        #expect(message.contains("\(path): "), "\(message)")
        #expect(message.contains("more than the budget of 10000000 (maxItems); raise it with \"maxItems\": "), "\(message)")
    }

    @Test("maxItems raises the items budget; one full section fits the default")
    func itemsRaised() {
        #expect(error(scenario(data: "[10000000, 10000000]", extra: #", "maxItems": 20000000"#)) == nil)
        #expect(error(scenario(data: "[10000000]")) == nil)
    }
}
