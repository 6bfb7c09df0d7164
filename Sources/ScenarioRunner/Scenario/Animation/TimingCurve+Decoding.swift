import Keyframes

extension TimingCurve {
    /// The names a curve may be written as; `easeInOut` is UIKit's name for `easeInEaseOut`.
    static let names: [(key: String, value: TimingCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInEaseOut", .easeInEaseOut),
        ("easeInOut", .easeInEaseOut), ("default", .default),
    ]

    /// Decodes a curve: a name, `{"cubicBezier": [x1, y1, x2, y2]}` or `{"spring": {…}}`.
    ///
    /// - Parameters:
    ///   - node: The `curve` value.
    ///   - explicitDuration: The `duration` given beside the curve, if any.
    ///   - inheritedDuration: The duration the animation has otherwise.
    /// - Returns: The curve, and the duration a spring brings when the animation gives none.
    static func decode(
        _ node: JSONNode, explicitDuration: Double?, inheritedDuration: Double
    ) throws(ScenarioError) -> (curve: TimingCurve, duration: Double?) {
        if case .string = node.value.kind { return (try node.choice(names, what: "curve"), nil) }
        guard case .object = node.value.kind else {
            throw node.error("expected a curve name, {\"cubicBezier\": [x1, y1, x2, y2]} or {\"spring\": {…}}, found \(node.value.kindName)")
        }
        let object = try node.object(keys: ["cubicBezier", "spring"])
        let form = try object.exactlyOne(of: ["cubicBezier", "spring"], describing: "a curve object")
        guard form.key == "spring" else { return (.cubicBezier(try bezier(form.node)), nil) }
        let spring = try SpringForm.decode(form.node, explicitDuration: explicitDuration, inheritedDuration: inheritedDuration)
        return (.spring(spring.spring), spring.duration)
    }

    /// `[x1, y1, x2, y2]` with both time coordinates in [0, 1], as CSS requires.
    private static func bezier(_ node: JSONNode) throws(ScenarioError) -> CubicBezier {
        _ = try node.numbers(4, shape: "control points [x1, y1, x2, y2]", in: -10...10)
        let elements = Array(try node.array())
        let x1 = try elements[0].number(in: 0...1), y1 = try elements[1].number(in: -10...10)
        let x2 = try elements[2].number(in: 0...1), y2 = try elements[3].number(in: -10...10)
        return CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
    }
}
