/// The items a scenario's collection view shows, by identifier: what its data source holds
/// between steps.
///
/// Count sections become generated identifiers (``IdentifierGenerator``), so that every item can
/// be followed through a step and diffed by an `apply`. A reload keeps an item's identifier: its
/// contents change, not its identity. Generated identifiers stay numbers in runs
/// (``ItemIdentifiers``) until something reads them.
struct DataModel: Sendable {
    /// The identifiers of every section, in order.
    var sections: [ItemIdentifiers]
    private var generator: IdentifierGenerator

    /// The model of a scenario's initial data.
    ///
    /// - Parameters:
    ///   - data: The scenario's `data`.
    ///   - reserved: Every identifier the scenario names anywhere, which generated ones avoid.
    init(_ data: DataSpec, reserving reserved: Set<String>) {
        generator = IdentifierGenerator(reserving: reserved)
        sections = []
        sections = resolved(data)
    }

    /// The sections `data` describes, given what the model holds now: an identifier section is
    /// taken as written; a count section `n` keeps the first `n` items the same section holds now
    /// (by position) and adds generated items after them.
    mutating func resolved(_ data: DataSpec) -> [ItemIdentifiers] {
        data.sections.enumerated().map { index, section in
            switch section {
            case .identifiers(let identifiers):
                return ItemIdentifiers(identifiers)
            case .count(let count):
                var kept = sections.indices.contains(index) ? sections[index].extracting(0..<min(count, sections[index].count)) : ItemIdentifiers()
                kept.append(contentsOf: generator.make(count - kept.count))
                return kept
            }
        }
    }

    /// `count` new identifiers, for items the scenario does not name.
    mutating func makeIdentifiers(_ count: Int) -> ItemIdentifiers {
        generator.make(count)
    }
}
