/// Names items that a scenario does not name: the items of count sections, items inserted by an
/// `update` step without `data`, and items a count section of `apply` adds.
///
/// Generated identifiers are `#1`, `#2`, … in the order the run creates them, skipping any
/// identifier the scenario itself uses, so they never collide with named items and the same
/// scenario always gets the same names.
///
/// The counter alone keeps generated names unique, so only the scenario's own names are kept in a
/// set: a 10,000,000-item scenario no longer grows a set of 10,000,000 strings (issue #15).
struct IdentifierGenerator: Sendable {
    private let reserved: Set<String>
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
            if !reserved.contains(candidate) { return candidate }
        }
    }

    /// `count` new identifiers.
    mutating func make(_ count: Int) -> [String] {
        (0..<max(0, count)).map { _ in make() }
    }
}
