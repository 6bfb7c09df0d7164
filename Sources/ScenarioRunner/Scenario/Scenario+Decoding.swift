import Foundation

extension Scenario {
    static let keys = ["name", "summary", "view", "layout", "data", "animation", "uikit", "steps", "expect", "maxScrollSamples"]
        + ScenarioBudgets.keys

    /// Loads and decodes a scenario file.
    ///
    /// - Parameter url: The file's location; errors name it by its path.
    /// - Returns: The scenario.
    /// - Throws: ``ScenarioError`` when the file cannot be read, is not JSON, or is not a valid
    ///   scenario; the error names the file, the JSON path, the line and column, and the problem.
    public static func load(contentsOf url: URL) throws(ScenarioError) -> Scenario {
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw ScenarioError(file: url.path, path: .root, location: nil, message: "cannot read the file as UTF-8 text")
        }
        return try Scenario(decoding: text, file: url.path)
    }

    /// Decodes a scenario from its JSON text.
    ///
    /// ```swift
    /// let scenario = try Scenario(decoding: text, file: "flow.json")
    /// // flow.json:7:22: steps[0].update[0]: 'insrt 0-0' is not a batch operation: …
    /// ```
    ///
    /// - Parameters:
    ///   - text: The file's contents.
    ///   - file: The file's name for messages.
    /// - Throws: ``ScenarioError`` naming the file, the JSON path, the line and column, the
    ///   problem and, where one is obvious, a fix.
    public init(decoding text: String, file: String) throws(ScenarioError) {
        let value: JSONValue
        do {
            value = try JSONParser.parse(text)
        } catch {
            throw ScenarioError(file: file, path: error.path, location: error.location, message: error.message)
        }
        try self.init(node: JSONNode(value: value, path: .root, file: file))
    }

    private init(node: JSONNode) throws(ScenarioError) {
        let object = try node.object(keys: Self.keys)
        let nameNode = try object.required("name")
        let name = try nameNode.string()
        guard name.contains(where: { !$0.isWhitespace }) else { throw nameNode.error("the name is empty") }
        let layout = try LayoutSpec(node: try object.required("layout"))
        let animation = try object.optional("animation").map { node throws(ScenarioError) in
            try AnimationSpec(node: node, base: AnimationSpec())
        } ?? AnimationSpec()
        let budgets = try ScenarioBudgets(object)
        let data = try budgets.data(try object.required("data"))
        var steps = StepDecoder(animation: animation, layoutKind: layout.kind.name, budgets: budgets)
        let decodedSteps = try object.optional("steps").map { node throws(ScenarioError) -> [StepSpec] in
            try budgets.checkSteps(node)
            return try steps.steps(node)
        } ?? []
        var expectations: [ExpectationSpec] = []
        for element in try object.optional("expect")?.array() ?? [] {
            expectations.append(try ExpectationSpec(node: element, stepCount: decodedSteps.count))
        }
        self.init(
            name: name, summary: try object.optional("summary")?.string() ?? "",
            view: try ViewSpec(node: try object.required("view")), layout: layout,
            data: data, animation: animation,
            uikit: try object.optional("uikit").map { node throws(ScenarioError) in try UIKitBehaviorSpec(node: node) } ?? UIKitBehaviorSpec(),
            steps: decodedSteps, expectations: expectations,
            maxScrollSamples: try object.optional("maxScrollSamples")?.integer(in: 1...1_000_000_000) ?? Self.defaultMaxScrollSamples)
    }
}
