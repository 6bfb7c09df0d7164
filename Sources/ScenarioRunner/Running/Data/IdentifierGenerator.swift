/// Names items that a scenario does not name: the items of count sections, items inserted by an
/// `update` step without `data`, and items a count section of `apply` adds.
///
/// Generated identifiers are `#1`, `#2`, … in the order the run creates them, skipping any
/// identifier the scenario itself uses, so they never collide with named items and the same
/// scenario always gets the same names.
struct IdentifierGenerator: Sendable {
    private var reserved: Set<String>
    private var next = 1

    /// Creates a generator that never returns one of `reserved`.
    init(reserving reserved: Set<String>) {
        self.reserved = reserved
    }

    /// The next unused identifier.
    mutating func make() -> String {
        while true {
            let candidate = "#\(next)"
            next += 1
            if reserved.insert(candidate).inserted { return candidate }
        }
    }

    /// `count` new identifiers.
    mutating func make(_ count: Int) -> [String] {
        (0..<max(0, count)).map { _ in make() }
    }
}
