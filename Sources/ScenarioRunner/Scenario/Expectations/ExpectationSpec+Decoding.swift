import CollectionViewSimulator
import Foundation
import TimelineOutput

extension ExpectationSpec {
    /// The keys of each kind of check; an expectation uses the keys of one kind only.
    static let families: KeyValuePairs<String, [String]> = [
        "element": ["element", "fate", "at", "tolerance"] + AttributeExpectations.keys,
        "hooks": ["hooks"], "hooksInclude": ["hooksInclude"], "error": ["error"], "errorContains": ["errorContains"],
        "invariants": ["invariants"], "selected": ["selected"], "delegateCalls": ["delegateCalls"],
        "items": ["items"],
        "displayEvents": ["displayEvents"], "displayEventsInclude": ["displayEventsInclude"],
    ]

    /// Decodes one element of `expect`, checking its step against the number of steps.
    init(node: JSONNode, stepCount: Int) throws(ScenarioError) {
        let object = try node.object(keys: ["step"] + Self.families.flatMap(\.value))
        let present = Self.families.compactMap { family in family.value.first(where: object.has).map { (family.key, $0) } }
        guard let family = present.first else {
            throw node.error("an expectation needs one of: \(Self.families.map(\.key).joined(separator: ", "))")
        }
        guard present.count == 1 else {
            throw node.error("an expectation checks one thing; this one has '\(present[0].1)' and '\(present[1].1)'",
                             suggestion: "split it in two")
        }
        let step = try Self.step(object, stepCount: stepCount, optional: family.0 == "invariants")
        switch family.0 {
        case "element": self.init(step: step, .element(try ElementExpectation(object: object)))
        case "hooks": self.init(step: step, .hooks(try LayoutHookNames.decode(try object.required("hooks"))))
        case "hooksInclude": self.init(step: step, .hooksInclude(try LayoutHookNames.decode(try object.required("hooksInclude"))))
        case "error": self.init(step: step, .error(try Self.message(try object.required("error"))))
        case "errorContains": self.init(step: step, .errorContaining(try Self.message(try object.required("errorContains"))))
        case "selected": self.init(step: step, .selected(try Self.indexPaths(try object.required("selected"))))
        case "delegateCalls": self.init(step: step, .delegateCalls(try Self.strings(try object.required("delegateCalls"))))
        case "items": self.init(step: step, .items(try Self.items(try object.required("items"))))
        case "displayEvents": self.init(step: step, .displayEvents(try DisplayEventNames.decode(try object.required("displayEvents"))))
        case "displayEventsInclude":
            self.init(step: step, .displayEventsInclude(try DisplayEventNames.decode(try object.required("displayEventsInclude"))))
        default: self.init(step: step, .invariants(try Self.invariants(try object.required("invariants"))))
        }
    }

    private static func step(_ object: JSONObjectNode, stepCount: Int, optional: Bool) throws(ScenarioError) -> Int? {
        if optional && !object.has("step") { return nil }
        let node = try object.required("step")
        let step = try node.integer()
        guard step < stepCount else {
            throw node.error("step \(step) does not exist; the scenario has \(stepCount) step\(stepCount == 1 ? "" : "s")"
                + (stepCount > 0 ? ", 0 to \(stepCount - 1)" : ""))
        }
        return step
    }

    private static func indexPaths(_ node: JSONNode) throws(ScenarioError) -> [IndexPath] {
        var indexPaths: [IndexPath] = []
        for element in try node.array() { indexPaths.append(try SelectionStepSpec.indexPath(element)) }
        return indexPaths
    }

    private static func strings(_ node: JSONNode) throws(ScenarioError) -> [String] {
        var strings: [String] = []
        for element in try node.array() { strings.append(try element.string()) }
        return strings
    }

    private static func items(_ node: JSONNode) throws(ScenarioError) -> [[String]] {
        var sections: [[String]] = []
        for section in try node.array() { sections.append(try strings(section)) }
        return sections
    }

    private static func message(_ node: JSONNode) throws(ScenarioError) -> String {
        let message = try node.string()
        guard message.contains(where: { !$0.isWhitespace }) else { throw node.error("the expected error message is empty") }
        return message
    }

    private static func invariants(_ node: JSONNode) throws(ScenarioError) -> [AnimationInvariant] {
        var invariants: [AnimationInvariant] = []
        for element in try node.array() {
            for rule in try element.choice(invariantNames, what: "invariant") where !invariants.contains(rule) { invariants.append(rule) }
        }
        return invariants
    }
}

extension ElementExpectation {
    /// Decodes the element keys of an expectation object.
    init(object: JSONObjectNode) throws(ScenarioError) {
        let elementNode = try object.required("element")
        let text = try elementNode.string()
        switch ElementID.parseScenarioName(text) {
        case .success(let address): self.init(element: address.element, isBeforeUpdate: address.isBeforeUpdate)
        case .failure(let problem): throw elementNode.error(problem.message, suggestion: problem.suggestion)
        }
        if let fate = object.optional("fate") {
            self.fate = try fate.choice(ExpectationSpec.Fate.allCases.map { (key: $0.rawValue, value: $0) }, what: "fate")
        }
        attributes = try AttributeExpectations(object: object)
        if attributes.isEmpty {
            if let key = ["at", "tolerance"].first(where: object.has) {
                throw object.node.error("'\(key)' needs an attribute to check: \(AttributeExpectations.keys.joined(separator: ", "))")
            }
            guard fate != nil else { throw object.node.error("an element expectation needs a fate or an attribute to check") }
            return
        }
        guard let at = object.optional("at") else {
            throw object.node.error("an attribute check needs 'at': seconds, \"start\", \"end\" or {\"frame\": k}")
        }
        time = try ExpectationSpec.Time(node: at)
        if let tolerance = object.optional("tolerance") { self.tolerance = try tolerance.number(in: ScenarioLimits.tolerance) }
    }
}
