extension Scenario {
    /// Every item identifier the scenario names: in its data, in steps' data, applies, snapshot
    /// operations (section names too: harmless) and reloads, and in `changed` lists. Generated identifiers avoid them.
    var namedIdentifiers: Set<String> {
        var names = data.identifiers
        for step in steps {
            switch step.action {
            case .update(let update): names.formUnion(update.data?.identifiers ?? [])
            case .apply(let apply): names.formUnion(apply.data.identifiers.union(apply.changed))
            case .reloadData(let data): names.formUnion(data.identifiers)
            case .snapshot(let snapshot): names.formUnion(snapshot.operations.flatMap(\.identifiers))
            case .scroll, .resize, .setLayout, .interactiveTransition, .selection, .drag: break
            }
        }
        return names
    }
}

extension DataSpec {
    /// The identifiers of its identifier sections.
    var identifiers: Set<String> {
        Set(sections.flatMap { section -> [String] in
            if case .identifiers(let identifiers) = section { identifiers } else { [] }
        })
    }
}
