/// Which steps the fuzzer draws and on which sample layouts: `batchsim fuzz --mode`.
///
/// Every mode checks the same properties after every step (``FuzzViolation/property``) and shrinks
/// a finding to a scenario file the same way; only the mix of steps and layouts differs.
public enum FuzzMode: String, Sendable, CaseIterable {
    /// The default mix: valid and invalid batches (some recorded by nested calls), data reloads, scrolls and flings, bounds
    /// changes, animated and interactive layout transitions, drags, on every classic sample layout.
    case layouts
    /// Mostly diffable `apply` steps with random new data (items kept, moved, dropped and added,
    /// sections regrouped) and snapshots built by `NSDiffableDataSourceSnapshot` calls (a few of
    /// which UIKit raises for), between batches, scrolls, bounds changes, reloads and drags; on
    /// the flow, compositional and list layouts.
    case diffable
    /// The default mix on the compositional and list layouts, transitions going between them.
    case compositional
    /// Mostly interactive movements (drags ended or cancelled) and interactive transitions
    /// (finished or cancelled), between batches that interrupt them, scrolls, layout changes and
    /// data reloads.
    case reorder
    /// Each step drawn from any mode's mix, on every sample layout.
    case mixed

    /// The sample layouts the mode runs on when `--layouts` names none.
    public var defaultLayoutNames: [String] {
        switch self {
        case .layouts: SampleLayoutCatalog.names
        case .diffable: ["flow", "compositional", "list"]
        case .compositional: ["compositional", "list"]
        case .reorder: ["flow", "rowDecoration", "compositional"]
        case .mixed: SampleLayoutCatalog.names + ["list"]
        }
    }

    /// The layouts (as scenario JSON) that the mode's layout transitions go to.
    var transitionTargets: [String] {
        switch self {
        case .compositional: ["compositional", "list"].compactMap(SampleLayoutCatalog.json(named:))
        case .mixed: (SampleLayoutCatalog.names + ["list"]).compactMap(SampleLayoutCatalog.json(named:))
        case .layouts, .diffable, .reorder: SampleLayoutCatalog.layouts.map(\.json)
        }
    }
}
