import BatchUpdates
import Foundation
import Keyframes
import TimelineOutput

extension StepSpec {
    /// What the step does, in one line for timelines: `insert 0-0, move 0-1 -> 0-4`,
    /// `performBatchUpdates(nil) with new layout properties`, `apply [[a, b], 3]`, `scroll to [0, 200]`.
    var summary: String {
        switch action {
        case .update(let update):
            var text = update.isEmpty ? "performBatchUpdates(nil)" : update.operations.map(\.description).joined(separator: ", ")
            for nested in update.nested { text += " nested [" + nested.map(\.description).joined(separator: ", ") + "]" }
            if update.layout != nil { text += " with new \(update.layout?.kind.name ?? "") layout properties" }
            if let data = update.data { text += " with data \(data.summary)" }
            return text
        case .apply(let apply):
            return "apply \(apply.data.summary)" + (apply.changed.isEmpty ? "" : " changed [\(apply.changed.joined(separator: ", "))]")
                + (apply.reconfigured.isEmpty ? "" : " reconfigured [\(apply.reconfigured.joined(separator: ", "))]")
        case .snapshot(let snapshot):
            return "snapshot " + snapshot.operations.map(\.summary).joined(separator: ", ")
        case .scroll(let scroll):
            return "scroll to \(FixedDecimal.point(scroll.contentOffset))" + (scroll.velocity.map { " velocity \(FixedDecimal.point($0))" } ?? "")
                + (scroll.section.map { " in section \($0)" } ?? "")
        case .resize(let size):
            return "resize to \(FixedDecimal.size(size))"
        case .setLayout(let layout):
            return "setLayout \(layout.kind.name)"
        case .interactiveTransition(let transition):
            let progress = transition.progress.map { FixedDecimal.format($0) }.joined(separator: ", ")
            return "interactive to \(transition.layout.kind.name), progress [\(progress)], \(transition.finishes ? "finish" : "cancel")"
        case .selection(let selection):
            return "\(selection.kindName) \(selection.indexPath.section)-\(selection.indexPath.item)"
        case .drag(let drag):
            return "drag \(drag.item.section)-\(drag.item.item) along [\(drag.path.map { FixedDecimal.point($0) }.joined(separator: ", "))], "
                + (drag.ends ? "end" : "cancel")
        case .reloadData(let data):
            return "reloadData \(data.summary)"
        }
    }
}

extension DataSpec {
    /// `[[a, b, c], 3]`.
    var summary: String {
        "[" + sections.map { section in
            switch section {
            case .count(let count): String(count)
            case .identifiers(let identifiers): "[" + identifiers.joined(separator: ", ") + "]"
            }
        }.joined(separator: ", ") + "]"
    }
}
