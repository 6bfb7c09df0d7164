import BatchUpdates
import Foundation

extension StepDecoder {
    /// `update`: compact operations, optional `nested` (lists of operations, each recorded by a
    /// `performBatchUpdates` called inside the previous one's closure), `layout` (the current kind)
    /// and `data`. The step's operations, nested ones included, count against one budget.
    func update(_ value: JSONNode, _ object: JSONObjectNode) throws(ScenarioError) -> UpdateStepSpec {
        var count = 0
        var step = UpdateStepSpec(operations: try operations(value, counted: &count))
        for element in try object.optional("nested")?.array() ?? [] {
            step.nested.append(try operations(element, counted: &count))
        }
        if let layoutNode = object.optional("layout") {
            let layout = try LayoutSpec(node: layoutNode)
            guard layout.kind.name == layoutKind else {
                throw layoutNode.error("an update's 'layout' sets new properties on the current layout, a \(layoutKind) layout; found \(layout.kind.name)",
                                       suggestion: "to change layouts use a 'setLayout' step")
            }
            step.layout = layout
        }
        step.data = try object.optional("data").map { node throws(ScenarioError) in try budgets.data(node) }
        return step
    }

    /// The operations of `value`, a list in the compact syntax; `count` adds their number, which
    /// the budget is checked against as the list is read.
    private func operations(_ value: JSONNode, counted count: inout Int) throws(ScenarioError) -> [BatchOperation] {
        var operations: [BatchOperation] = []
        let elements = try value.array()
        try budgets.checkOperations(count + elements.count, at: value)
        for element in elements {
            let text = try element.string()
            do {
                operations += try BatchOperation.parse(text)
            } catch {
                throw element.error(error.description)
            }
        }
        count += operations.count
        try budgets.checkOperations(count, at: value)
        return operations
    }

    /// `snapshot`: `NSDiffableDataSourceSnapshot` calls, made when the step runs. The identifiers
    /// they name count against the items budget.
    func snapshot(_ value: JSONNode) throws(ScenarioError) -> SnapshotStepSpec {
        let elements = try value.array()
        try budgets.checkOperations(elements.count, at: value)
        var operations: [SnapshotOperation] = []
        var names = 0
        for element in elements {
            let operation = try SnapshotOperation(node: element)
            names += operation.identifiers.count
            try budgets.checkItems(names, at: value)
            operations.append(operation)
        }
        return SnapshotStepSpec(operations: operations)
    }

    /// `apply`: new data, optional `changed` (reloaded) and `reconfigured` identifiers that must
    /// be in it.
    func apply(_ value: JSONNode, _ object: JSONObjectNode) throws(ScenarioError) -> ApplyStepSpec {
        let data = try budgets.data(value)
        // The data's identifiers as a set only when a `changed` or `reconfigured` list needs
        // looking up in it: most steps have neither.
        var known: Set<String>?
        func identifiers(_ key: String) throws(ScenarioError) -> [String] {
            var result: [String] = []
            for element in try object.optional(key)?.array() ?? [] {
                let identifier = try element.string()
                guard data.isFullyIdentified else {
                    result.append(identifier)
                    continue
                }
                let set = known ?? Set(data.sections.flatMap { section -> [String] in
                    if case .identifiers(let identifiers) = section { identifiers } else { [] }
                })
                known = set
                if !set.contains(identifier) {
                    throw element.error("'\(identifier)' is not an item of the data this step applies")
                }
                result.append(identifier)
            }
            return result
        }
        return ApplyStepSpec(data: data, changed: try identifiers("changed"), reconfigured: try identifiers("reconfigured"))
    }

    /// `scroll`: an offset, an optional fling `velocity`, an optional `duration` (the animation's).
    func scroll(_ value: JSONNode, _ object: JSONObjectNode, animation: inout AnimationSpec) throws(ScenarioError) -> ScrollStepSpec {
        var step = ScrollStepSpec(contentOffset: try value.position())
        if let velocity = object.optional("velocity") {
            let values = try velocity.numbers(2, shape: "a velocity [x, y] in points per millisecond", in: ScenarioLimits.velocity)
            step.velocity = .init(x: values[0], y: values[1])
        }
        if let duration = object.optional("duration") {
            if let changes = object.optional("animation"), try changes.object(keys: ["duration", "delay", "curve", "frameRate"]).has("duration") {
                throw duration.error("the duration is given twice, here and in 'animation'", suggestion: "give it once")
            }
            animation.duration = try duration.number(in: ScenarioLimits.seconds)
        }
        if let section = object.optional("section") {
            guard layoutKind == "compositional" || layoutKind == "list" else {
                throw section.error("only a compositional layout's sections scroll on their own; the layout here is '\(layoutKind)'")
            }
            if let velocity = object.optional("velocity") { throw velocity.error("'velocity' has no effect on a section's own scrolling") }
            step.section = try section.integer(in: 0...ScenarioLimits.sectionCount.upperBound)
        }
        return step
    }

    /// `interactive`: `to` (a layout), `progress` (values 0…1), `finish` (default `true`).
    mutating func interactive(_ value: JSONNode) throws(ScenarioError) -> InteractiveTransitionSpec {
        let object = try value.object(keys: ["to", "progress", "finish"])
        let layout = try LayoutSpec(node: try object.required("to"))
        var progress: [Double] = []
        for element in try object.optional("progress")?.array() ?? [] { progress.append(try element.number(in: 0...1)) }
        let finishes = try object.optional("finish")?.bool() ?? true
        if finishes { layoutKind = layout.kind.name }
        return InteractiveTransitionSpec(to: layout, progress: progress, finishes: finishes)
    }
}
