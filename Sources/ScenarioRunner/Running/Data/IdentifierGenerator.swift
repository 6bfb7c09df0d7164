/// Names items that a scenario does not name: the items of count sections, items inserted by an
/// `update` step without `data`, and items a count section of `apply` adds.
///
/// Generated identifiers are `#1`, `#2`, … in the order the run creates them, skipping any
/// identifier the scenario itself uses, so they never collide with named items and the same
/// scenario always gets the same names.
///
/// The generator hands out numbers, not strings: `make(_:)` returns a run of
/// ``ItemIdentifiers`` that names its items only when they are read (``GeneratedNames``), so a
/// 10,000,000-item count section costs nothing until something asks for its names.
struct IdentifierGenerator: Sendable {
    private let names: GeneratedNames
    /// The number of the next identifier, from 0.
    private var next = 0

    /// Creates a generator that never returns one of `reserved`.
    init(reserving reserved: Set<String>) {
        names = GeneratedNames(avoiding: reserved)
    }

    /// `count` new identifiers, as one generated run.
    mutating func make(_ count: Int) -> ItemIdentifiers {
        let range = next..<(next + max(0, count))
        next = range.upperBound
        return ItemIdentifiers(generated: range, names: names)
    }
}
