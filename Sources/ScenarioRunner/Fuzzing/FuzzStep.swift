import BatchUpdates
import Foundation

/// One generated step, in a form the shrinker can simplify and that writes itself as a scenario
/// step (`Scenarios/README.md`).
struct FuzzStep: Sendable, Equatable {
    enum Action: Sendable, Equatable {
        /// `performBatchUpdates` with these operations (written in the compact syntax).
        case update([BatchOperation])
        /// `performBatchUpdates` whose closure records the first list and calls
        /// `performBatchUpdates` for the rest, each inside the previous (`"nested"`).
        case nestedUpdate([[BatchOperation]])
        /// `setContentOffset(_:animated:)`, or a fling when `velocity` is given.
        case scroll(CGPoint, velocity: CGPoint?)
        /// A bounds change to a new size.
        case resize(CGSize)
        /// `setCollectionViewLayout(_:animated:)` to a layout given as its scenario JSON.
        case setLayout(String)
        /// An interactive transition to a layout, its progress updates, finished or cancelled.
        case interactive(String, progress: [Double], finish: Bool)
        /// An interactive movement: an item (`S-I`) dragged along points, then ended or cancelled.
        case drag(item: String, path: [CGPoint], ends: Bool)
        /// `reloadData()` with new item counts.
        case reloadData([Int])
        /// A diffable data source's `apply` of new data: each section's item identifiers.
        case apply([[String]])
        /// `NSDiffableDataSourceSnapshot` calls on the data source's snapshot, then its `apply`.
        case snapshot([SnapshotOperation])
    }

    var action: Action
    var animated = true
    /// Seconds after the previous step's start at which this one interrupts it.
    var interruptAt: Double?

    /// The step as a scenario file writes it.
    var json: String {
        var fields: [String]
        switch action {
        case .update(let operations):
            fields = ["\"update\": [\(operations.map { "\"\($0.description)\"" }.joined(separator: ", "))]"]
        case .nestedUpdate(let lists):
            func list(_ operations: [BatchOperation]) -> String { "[" + operations.map { "\"\($0.description)\"" }.joined(separator: ", ") + "]" }
            fields = ["\"update\": \(list(lists.first ?? []))", "\"nested\": [\(lists.dropFirst().map(list).joined(separator: ", "))]"]
        case .snapshot(let operations):
            fields = ["\"snapshot\": [\(operations.map(\.json).joined(separator: ", "))]"]
        case .scroll(let offset, let velocity):
            fields = ["\"scroll\": [\(Self.number(offset.x)), \(Self.number(offset.y))]"]
            if let velocity { fields.append("\"velocity\": [\(Self.number(velocity.x)), \(Self.number(velocity.y))]") }
        case .resize(let size):
            fields = ["\"resize\": [\(Self.number(size.width)), \(Self.number(size.height))]"]
        case .setLayout(let layout):
            fields = ["\"setLayout\": \(layout)"]
        case .interactive(let layout, let progress, let finish):
            fields = ["\"interactive\": { \"to\": \(layout), \"progress\": [\(progress.map { Self.number($0) }.joined(separator: ", "))], \"finish\": \(finish) }"]
        case .drag(let item, let path, let ends):
            let points = path.map { "[\(Self.number($0.x)), \(Self.number($0.y))]" }.joined(separator: ", ")
            fields = ["\"drag\": { \"item\": \"\(item)\", \"path\": [\(points)], \"then\": \"\(ends ? "end" : "cancel")\" }"]
        case .reloadData(let counts):
            fields = ["\"reloadData\": [\(counts.map(String.init).joined(separator: ", "))]"]
        case .apply(let sections):
            let data = sections.map { "[" + $0.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
            fields = ["\"apply\": [\(data.joined(separator: ", "))]"]
        }
        if !animated { fields.append("\"animated\": false") }
        if let interruptAt { fields.append("\"interruptAt\": \(Self.number(interruptAt))") }
        return "{ " + fields.joined(separator: ", ") + " }"
    }

    /// A number as JSON writes it: integers without a fraction, others with up to six decimals.
    static func number<Value: BinaryFloatingPoint>(_ value: Value) -> String {
        let double = Double(value)
        if double == double.rounded(), abs(double) < 1e15 { return String(Int(double)) }
        var text = String(format: "%.6f", double)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}

extension FuzzStep.Action {
    /// Whether the step shows something at once rather than animating to it: an interactive
    /// transition's first progress, a dragged item following the finger.
    var jumpsByDesign: Bool {
        switch self {
        case .interactive, .drag: true
        case .update, .nestedUpdate, .scroll, .resize, .setLayout, .reloadData, .apply, .snapshot: false
        }
    }
}
