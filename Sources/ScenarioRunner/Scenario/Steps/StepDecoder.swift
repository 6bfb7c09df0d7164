import BatchUpdates
import Foundation

/// Decodes a scenario's steps in order, keeping what later steps are checked against: the
/// scenario's animation and the kind of layout in effect.
struct StepDecoder {
    /// The keys that choose a step's kind, with the other keys each kind takes.
    static let kinds: KeyValuePairs<String, [String]> = [
        "update": ["data", "layout", "nested"], "apply": ["changed", "reconfigured"], "snapshot": [], "scroll": ["velocity", "duration", "section"], "resize": [],
        "setLayout": [], "interactive": [],
        "tap": [], "select": [], "deselect": [], "reloadData": [],
        "drag": [],
    ]
    static let commonKeys = ["animated", "animation", "interruptAt"]
    /// Every key a step may have, whatever its kind.
    static let allKeys = kinds.flatMap { [$0.key] + $0.value } + commonKeys

    let animation: AnimationSpec
    /// The kind of the layout in effect before the next step.
    var layoutKind: String
    /// The scenario's budgets, which operations and data are checked against.
    var budgets = ScenarioBudgets()

    /// Decodes the `steps` array.
    mutating func steps(_ node: JSONNode) throws(ScenarioError) -> [StepSpec] {
        var steps: [StepSpec] = []
        for element in try node.array() { steps.append(try step(element, isFirst: steps.isEmpty)) }
        return steps
    }

    private mutating func step(_ node: JSONNode, isFirst: Bool) throws(ScenarioError) -> StepSpec {
        let (kind, value) = try node.object(keys: Self.allKeys).exactlyOne(of: Self.kinds.map(\.key), describing: "a step")
        let object = try node.object(keys: [kind] + (Self.kinds.first { $0.key == kind }?.value ?? []) + Self.commonKeys)
        var step = StepSpec(.resize(.zero), animation: animation)
        if let animated = object.optional("animated") { step.animated = try animated.bool() }
        if let changes = object.optional("animation") { step.animation = try AnimationSpec(node: changes, base: animation) }
        if let interrupt = object.optional("interruptAt") {
            guard !isFirst else { throw interrupt.error("the first step has no animation to interrupt") }
            step.interruptAt = try interrupt.number(in: ScenarioLimits.seconds)
        }
        if !step.animated, let key = ["animation", "duration", "velocity", "interruptAt"].first(where: object.has),
           let ignored = object.optional(key) {
            throw ignored.error("'\(key)' has no effect on a step with \"animated\": false")
        }
        step.action = try action(kind, value, object, animation: &step.animation)
        return step
    }

    private mutating func action(
        _ kind: String, _ value: JSONNode, _ object: JSONObjectNode, animation: inout AnimationSpec
    ) throws(ScenarioError) -> StepSpec.Action {
        switch kind {
        case "update": return .update(try update(value, object))
        case "apply": return .apply(try apply(value, object))
        case "snapshot": return .snapshot(try snapshot(value))
        case "scroll": return .scroll(try scroll(value, object, animation: &animation))
        case "resize": return .resize(try value.length2D())
        case "setLayout":
            let layout = try LayoutSpec(node: value)
            layoutKind = layout.kind.name
            return .setLayout(layout)
        case "tap", "select", "deselect": return .selection(try SelectionStepSpec(kind: kind, node: value))
        case "drag": return .drag(try DragStepSpec(node: value))
        case "reloadData": return .reloadData(try budgets.data(value))
        default: return .interactiveTransition(try interactive(value))
        }
    }
}
