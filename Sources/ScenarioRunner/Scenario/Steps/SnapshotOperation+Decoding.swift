extension SnapshotOperation {
    /// The keys that name an operation, each with the other keys it takes.
    static let kinds: KeyValuePairs<String, [String]> = [
        "appendSections": [], "insertSections": ["beforeSection", "afterSection"], "deleteSections": [],
        "moveSection": ["beforeSection", "afterSection"], "reloadSections": [],
        "appendItems": ["toSection"], "insertItems": ["beforeItem", "afterItem"], "deleteItems": [],
        "moveItem": ["beforeItem", "afterItem"], "reloadItems": [], "reconfigureItems": [],
    ]

    /// Decodes one call: an object naming one method, with the identifiers it takes. Whether
    /// the identifiers exist is the run's question, not the file's: UIKit raises at the call.
    init(node: JSONNode) throws(ScenarioError) {
        let allKeys = Self.kinds.flatMap { [$0.key] + $0.value }
        let (kind, value) = try node.object(keys: allKeys).exactlyOne(of: Self.kinds.map(\.key), describing: "a snapshot operation")
        let object = try node.object(keys: [kind] + (Self.kinds.first { $0.key == kind }?.value ?? []))
        /// The one `beforeX`/`afterX` member of an insert or a move.
        func placement(_ noun: String) throws(ScenarioError) -> (Placement, String) {
            let (key, other) = try object.exactlyOne(of: ["before\(noun)", "after\(noun)"], describing: "'\(kind)'")
            return (key.hasPrefix("before") ? .before : .after, try other.string())
        }
        switch kind {
        case "appendSections": self = .appendSections(try value.strings())
        case "insertSections":
            let (position, other) = try placement("Section")
            self = .insertSections(try value.strings(), position, section: other)
        case "deleteSections": self = .deleteSections(try value.strings())
        case "moveSection":
            let (position, other) = try placement("Section")
            self = .moveSection(try value.string(), position, section: other)
        case "reloadSections": self = .reloadSections(try value.strings())
        case "appendItems": self = .appendItems(try value.strings(), toSection: try object.optional("toSection")?.string())
        case "insertItems":
            let (position, other) = try placement("Item")
            self = .insertItems(try value.strings(), position, item: other)
        case "deleteItems": self = .deleteItems(try value.strings())
        case "moveItem":
            let (position, other) = try placement("Item")
            self = .moveItem(try value.string(), position, item: other)
        case "reloadItems": self = .reloadItems(try value.strings())
        default: self = .reconfigureItems(try value.strings())
        }
    }
}
