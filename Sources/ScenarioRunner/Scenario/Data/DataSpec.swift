/// A data source's contents: one entry per section, an item count or the items' identifiers
/// (`[["a", "b", "c"], 3, 0]`).
package struct DataSpec: Sendable, Equatable {
    /// One section of a data source.
    package enum Section: Sendable, Equatable {
        /// A number of items whose identities do not matter (the runner names them).
        case count(Int)
        /// Items by identifier, unique across the whole data source.
        case identifiers([String])

        /// The number of items.
        package var count: Int {
            switch self {
            case .count(let count): count
            case .identifiers(let identifiers): identifiers.count
            }
        }
    }

    /// The sections, in order.
    package var sections: [Section]

    /// Creates data from its sections.
    package init(_ sections: [Section]) {
        self.sections = sections
    }

    /// The number of items in each section.
    package var counts: [Int] { sections.map(\.count) }

    /// Whether every section lists its identifiers.
    package var isFullyIdentified: Bool {
        sections.allSatisfy { if case .identifiers = $0 { true } else { false } }
    }
}

extension DataSpec {
    /// Decodes an array of sections; an identifier that appears twice is an error naming it and
    /// where it first appeared.
    init(node: JSONNode) throws(ScenarioError) {
        let sections = try node.array()
        guard ScenarioLimits.sectionCount.contains(sections.count) else {
            throw node.error("\(sections.count) sections is too many; at most \(ScenarioLimits.sectionCount.upperBound)")
        }
        // Sized once for every identifier: growing it rehashed ever larger tables (a fifth of the
        // time of a 10 MB one-line file). Where an identifier first appeared is looked up only
        // for the error.
        var seen = Set<String>(minimumCapacity: sections.reduce(0) { total, section in
            if case .array(let items) = section.value.kind { total + items.count } else { total }
        })
        var result: [Section] = []
        for section in sections {
            let items: [JSONValue]
            switch section.value.kind {
            case .number: result.append(.count(try section.integer(in: ScenarioLimits.itemCount))); continue
            case .array(let values): items = values
            default: throw section.error("expected an item count or a list of identifiers, found \(section.value.kindName)")
            }
            // Read from the values: a node (and its path) is made only for an error.
            var identifiers: [String] = []
            identifiers.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                let itemNode = { JSONNode(value: item, path: section.path.appending(index), file: node.file) }
                let identifier: String
                if case .string(let string) = item.kind { identifier = string } else { identifier = try itemNode().string() }
                guard seen.insert(identifier).inserted else {
                    throw itemNode().error("the identifier '\(identifier)' appears twice; first at \(Self.firstPath(of: identifier, in: sections))")
                }
                identifiers.append(identifier)
            }
            result.append(.identifiers(identifiers))
        }
        self.init(result)
    }

    /// The path of the first item of `sections` that is the string `identifier`.
    private static func firstPath(of identifier: String, in sections: [JSONNode]) -> String {
        for section in sections {
            for item in (try? section.array()) ?? [] where (try? item.string()) == identifier { return "\(item.path)" }
        }
        return "(not found)"
    }
}
