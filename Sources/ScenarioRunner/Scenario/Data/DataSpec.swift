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
    ///
    /// The sections are counted before any is read, and identifiers are read straight from the
    /// document: no node (and path) is made per item except for an error.
    init(node: JSONNode) throws(ScenarioError) {
        let sections = try node.array()
        let sectionCount = sections.count
        guard ScenarioLimits.sectionCount.contains(sectionCount) else {
            throw node.error("\(sectionCount) sections is too many; at most \(ScenarioLimits.sectionCount.upperBound)")
        }
        var result: [Section] = []
        result.reserveCapacity(sectionCount)
        var lists: [[String]] = []
        for section in sections {
            if section.value.isNumber {
                result.append(.count(try section.integer(in: ScenarioLimits.itemCount)))
                continue
            }
            guard section.value.isArray else {
                throw section.error("expected an item count or a list of identifiers, found \(section.value.kindName)")
            }
            let items = try section.array()
            guard let identifiers = section.value.document.strings(inArrayAt: section.value.index) else {
                for item in items { _ = try item.string() }  // names the first element that is not a string
                throw section.error("expected a list of identifiers")
            }
            lists.append(identifiers)
            result.append(.identifiers(identifiers))
        }
        // One list shares its storage with the section's: no copy of a single large section.
        let all = lists.count == 1 ? lists[0] : Array(lists.joined())
        if let repeated = RepeatedIdentifierSearch.firstRepeat(in: all) {
            throw Self.repeatError(at: repeated, of: all[repeated], in: node, result)
        }
        self.init(result)
    }

    /// The error for the identifier at position `position` of every section's identifiers in
    /// order, which repeats an earlier one.
    private static func repeatError(at position: Int, of identifier: String, in node: JSONNode, _ decoded: [Section]) -> ScenarioError {
        let message = "the identifier '\(identifier)' appears twice"
        guard let sections = try? node.array() else { return node.error(message) }
        var remaining = position
        for (section, node) in zip(decoded, sections) {
            guard case .identifiers(let identifiers) = section else { continue }
            guard remaining < identifiers.count, let items = try? node.array() else {
                remaining -= identifiers.count
                continue
            }
            let item = items[items.index(items.startIndex, offsetBy: remaining)]
            return item.error("\(message); first at \(firstPath(of: identifier, in: sections))")
        }
        return node.error(message)
    }

    /// The path of the first item of `sections` that is the string `identifier`.
    private static func firstPath(of identifier: String, in sections: JSONArrayNode) -> String {
        for section in sections {
            for item in section.value.elements.indices where section.value.elements[item].stringValue == identifier {
                return "\(section.path.appending(item.ordinal))"
            }
        }
        return "(not found)"
    }
}
