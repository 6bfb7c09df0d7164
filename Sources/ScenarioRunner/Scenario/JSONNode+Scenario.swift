import BatchUpdates
import CollectionViewSimulator
import Foundation

extension JSONNode {
    /// A string naming one of `options` (in the order listed in messages); another string is an error that names what was expected
    /// (`unknown curve 'eseIn'`) and suggests the closest name.
    func choice<Value>(_ options: [(key: String, value: Value)], what: String) throws(ScenarioError) -> Value {
        let name = try string()
        if let match = options.first(where: { $0.key == name }) { return match.value }
        let names = options.map(\.key)
        throw error("unknown \(what) '\(name)'", suggestion: Spelling.closest(to: name, in: names).map { "did you mean '\($0)'?" }
            ?? "expected one of: \(names.joined(separator: ", "))")
    }

    /// Insets `[top, left, bottom, right]`, in `UIEdgeInsets` order.
    func insets() throws(ScenarioError) -> EdgeInsets {
        let values = try numbers(4, shape: "insets [top, left, bottom, right]", in: ScenarioLimits.inset)
        return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    /// A point `[x, y]` within ``ScenarioLimits/position``.
    func position() throws(ScenarioError) -> CGPoint {
        let values = try numbers(2, shape: "a point [x, y]", in: ScenarioLimits.position)
        return CGPoint(x: values[0], y: values[1])
    }

    /// A size `[width, height]` within ``ScenarioLimits/length``.
    func length2D() throws(ScenarioError) -> CGSize {
        try size(in: ScenarioLimits.length)
    }

    /// A length in points within ``ScenarioLimits/length``.
    func length() throws(ScenarioError) -> CGFloat {
        CGFloat(try number(in: ScenarioLimits.length))
    }

    /// A non-empty array of strings.
    func strings() throws(ScenarioError) -> [String] {
        var result: [String] = []
        for element in try array() { result.append(try element.string()) }
        return result
    }
}

extension JSONObjectNode {
    /// The one member whose key is among `keys`; none, or more than one, is an error that says
    /// what the object must name (`describing`).
    func exactlyOne(of keys: [String], describing what: String) throws(ScenarioError) -> (key: String, node: JSONNode) {
        let present = keys.filter(has)
        guard let key = present.first else {
            throw node.error("\(what) needs one of: \(keys.joined(separator: ", "))")
        }
        guard present.count == 1 else {
            throw node.error("\(what) takes only one of: \(keys.joined(separator: ", ")); found '\(present[0])' and '\(present[1])'")
        }
        return (key, try required(key))
    }
}
