extension ExpectationSpec {
    /// When an attribute is sampled, relative to the step's start (`"at"`).
    package enum Time: Sendable, Hashable {
        /// Seconds after the step started (`"at": 0.125`).
        case seconds(Double)
        /// The step's start attributes (`"at": "start"`).
        case start
        /// The step's end attributes (`"at": "end"`).
        case end
        /// Frame `k` of the step, at `k / frameRate` seconds (`"at": {"frame": 3}`).
        case frame(Int)
    }
}

extension ExpectationSpec.Time {
    /// Decodes `at`: seconds, `"start"`, `"end"` or `{"frame": k}`.
    init(node: JSONNode) throws(ScenarioError) {
        switch node.value.kind {
        case .number: self = .seconds(try node.number(in: ScenarioLimits.sampleTime))
        case .string: self = try node.choice([("start", .start), ("end", .end)], what: "time")
        case .object: self = .frame(try node.object(keys: ["frame"]).required("frame").integer(in: 0...1_000_000))
        default: throw node.error("expected seconds, \"start\", \"end\" or {\"frame\": k}, found \(node.value.kindName)")
        }
    }
}
