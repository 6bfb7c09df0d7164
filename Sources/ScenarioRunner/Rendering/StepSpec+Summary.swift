import BatchUpdates
import Foundation
import Keyframes

extension StepSpec {
    /// What the step does, in one line for timelines: `insert 0-0, move 0-1 -> 0-4`,
    /// `performBatchUpdates(nil) with new layout properties`, `apply [[a, b], 3]`, `scroll to [0, 200]`.
    var summary: String {
        switch action {
        case .update(let update):
            var text = update.isEmpty ? "performBatchUpdates(nil)" : update.operations.map(\.description).joined(separator: ", ")
            if update.layout != nil { text += " with new \(update.layout?.kind.name ?? "") layout properties" }
            if let data = update.data { text += " with data \(data.summary)" }
            return text
        case .apply(let apply):
            return "apply \(apply.data.summary)" + (apply.changed.isEmpty ? "" : " changed [\(apply.changed.joined(separator: ", "))]")
                + (apply.reconfigured.isEmpty ? "" : " reconfigured [\(apply.reconfigured.joined(separator: ", "))]")
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

extension AnimationSpec {
    /// `0.250 s linear, delay 0.000 s, 60.000 fps`.
    var summary: String {
        "\(FixedDecimal.format(duration)) s \(curve.summary), delay \(FixedDecimal.format(delay)) s, \(FixedDecimal.format(frameRate)) fps"
    }
}

extension TimingCurve {
    /// `linear`, `easeInEaseOut`, `cubicBezier(0.250, 0.100, 0.250, 1.000)`,
    /// `spring(mass 1.000, stiffness 100.000, damping 10.000, initialVelocity 0.000)`.
    var summary: String {
        switch self {
        case .linear: "linear"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .easeInEaseOut: "easeInEaseOut"
        case .default: "default"
        case .cubicBezier(let bezier):
            "cubicBezier(\([bezier.x1, bezier.y1, bezier.x2, bezier.y2].map { FixedDecimal.format($0) }.joined(separator: ", ")))"
        case .spring(let spring):
            "spring(mass \(FixedDecimal.format(spring.mass)), stiffness \(FixedDecimal.format(spring.stiffness)), "
                + "damping \(FixedDecimal.format(spring.damping)), initialVelocity \(FixedDecimal.format(spring.initialVelocity)))"
        }
    }
}
