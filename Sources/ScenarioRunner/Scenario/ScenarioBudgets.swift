/// How much work a scenario may ask for, checked while it is decoded, before any of it is done:
/// a few bytes of JSON can otherwise ask for minutes of work and gigabytes of memory (a million
/// steps, a million operations in one step, ten million items). Each budget has a top-level key
/// that raises it for the scenario that needs more, and the error names it with the number to give.
struct ScenarioBudgets {
    /// The top-level keys, each raising one budget.
    static let keys = ["maxSteps", "maxOperationsPerStep", "maxItems"]

    /// The most steps (`maxSteps`): `run` and `check` drop each step once written or compared,
    /// so memory does not bound it; time does (100,000 one-insert steps of a full screen run
    /// in minutes). The commands that keep a run whole have budgets of their own.
    var steps = 100_000
    /// The most operations in one `update` step (`maxOperationsPerStep`).
    var operationsPerStep = 100_000
    /// The most items in any one data source state — the scenario's `data`, and each step's
    /// `data`, `apply` and `reloadData` (`maxItems`): as many as one section may hold
    /// (``ScenarioLimits/itemCount``), so that a count section of any allowed size runs, while
    /// 100,000 such sections do not.
    var items = ScenarioLimits.itemCount.upperBound

    /// The budgets, raised where the scenario's top-level object says so.
    init(_ object: JSONObjectNode) throws(ScenarioError) {
        let largest = 1_000_000_000
        if let node = object.optional("maxSteps") { steps = try node.integer(in: 1...largest) }
        if let node = object.optional("maxOperationsPerStep") { operationsPerStep = try node.integer(in: 1...largest) }
        if let node = object.optional("maxItems") { items = try node.integer(in: 1...largest) }
    }

    /// The defaults.
    init() {}

    /// Checks the number of steps in `node`, the `steps` array.
    func checkSteps(_ node: JSONNode) throws(ScenarioError) {
        let count = try node.array().count
        guard count > steps else { return }
        throw node.error(Self.message("\(count) steps", key: "maxSteps", budget: steps, needed: count))
    }

    /// Checks the number of operations in `node`, an `update` step's array.
    func checkOperations(_ count: Int, at node: JSONNode) throws(ScenarioError) {
        guard count > operationsPerStep else { return }
        throw node.error(Self.message("\(count) operations in one step", key: "maxOperationsPerStep", budget: operationsPerStep,
                                      needed: count, alternative: "or split the step"))
    }

    /// Decodes data and checks its number of items.
    func data(_ node: JSONNode) throws(ScenarioError) -> DataSpec {
        let data = try DataSpec(node: node)
        let (total, overflow) = data.counts.reduce((0, false)) { sum, count in
            let (next, overflow) = sum.0.addingReportingOverflow(count)
            return (next, sum.1 || overflow)
        }
        guard overflow || total > items else { return data }
        throw node.error(Self.message("\(overflow ? "more than \(Int.max)" : "\(total)") items", key: "maxItems", budget: items,
                                      needed: overflow ? Int.max : total))
    }

    /// Checks the number of identifiers a `snapshot` step names so far against the items budget.
    func checkItems(_ count: Int, at node: JSONNode) throws(ScenarioError) {
        guard count > items else { return }
        throw node.error(Self.message("\(count) identifiers in one step", key: "maxItems", budget: items, needed: count))
    }

    private static func message(_ what: String, key: String, budget: Int, needed: Int, alternative: String? = nil) -> String {
        "\(what), more than the budget of \(budget) (\(key)); raise it with \"\(key)\": \(needed) at the top level"
            + (alternative.map { ", \($0)" } ?? "")
    }
}
