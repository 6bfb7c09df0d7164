import BatchUpdates
import Foundation

/// A resolved batch as text for a terminal: the update items in UIKit's order, the section map,
/// and the item map with runs of items that shift together folded into one line
/// (`0-3…0-7  → 0-1…0-5`), so that a batch over a million items still reads in a screen.
struct ResolvedBatchListing {
    let text: String

    init(_ resolved: ResolvedBatchUpdate) {
        var lines = ["Valid batch: \(Self.counts(resolved.itemCountsBefore)) before, \(Self.counts(resolved.itemCountsAfter)) after"]
        lines += ["", "Update items, in the order prepare(forCollectionViewUpdates:) receives them:"]
        lines += resolved.updateItems.isEmpty ? ["  (none)"] : resolved.updateItems.map { "  \($0)" }
        lines += ["", "Sections, old → new:"]
        lines += resolved.itemCountsBefore.indices.map { section in
            "  \(section) → " + (resolved.newSection(forOld: section).map(String.init) ?? "deleted")
        }
        lines += resolved.itemCountsAfter.indices.filter { resolved.oldSection(forNew: $0) == nil }.map { "  inserted → \($0)" }
        lines += ["", "Items, old → new:"]
        let rows = Self.itemRows(resolved)
        lines += rows.isEmpty ? ["  (none)"] : rows
        if !resolved.warnings.isEmpty {
            lines += ["", "Warnings (UIKit accepts this batch, but it corrupts UIKit):"]
            lines += resolved.warnings.map { "  warning: \($0)" }
        }
        text = lines.joined(separator: "\n") + "\n"
    }

    private static func counts(_ counts: [Int]) -> String {
        "[" + counts.map(String.init).joined(separator: ", ") + "]"
    }

    /// One row per run of old items that map to consecutive new items (or are all deleted), a row
    /// of its own for each moved item.
    private static func itemRows(_ resolved: ResolvedBatchUpdate) -> [String] {
        let moved = Set(resolved.updateItems.filter { $0.updateAction == .move && !$0.isSectionUpdate }
            .compactMap(\.indexPathBeforeUpdate))
        var runs: [MapRun] = []
        for (section, count) in resolved.itemCountsBefore.enumerated() {
            for item in 0..<count {
                let old = IndexPath(item: item, section: section)
                let step = MapRun(first: old, last: old, target: resolved.newIndexPath(forOld: old), moved: moved.contains(old))
                if let last = runs.last, let merged = last.extended(by: step) {
                    runs[runs.count - 1] = merged
                } else {
                    runs.append(step)
                }
            }
        }
        return runs.map(\.row)
    }
}

/// Old items `first…last` of one section going to consecutive new items starting at `target`
/// (or all deleted when `target` is nil).
private struct MapRun {
    let first: IndexPath
    var last: IndexPath
    let target: IndexPath?
    let moved: Bool
    var length: Int { last.item - first.item + 1 }

    func extended(by next: MapRun) -> MapRun? {
        guard !moved, !next.moved, next.first.section == first.section, next.first.item == last.item + 1 else { return nil }
        switch (target, next.target) {
        case (nil, nil):
            break
        case (let target?, let nextTarget?) where nextTarget.section == target.section && nextTarget.item == target.item + length:
            break
        default:
            return nil
        }
        var run = self
        run.last = next.last
        return run
    }

    var row: String {
        let old = length == 1 ? first.compactDescription : "\(first.compactDescription)…\(last.compactDescription)"
        let column = old.padding(toLength: max(old.count, 12), withPad: " ", startingAt: 0)
        guard let target else { return "  \(column) deleted" }
        let end = IndexPath(item: target.item + length - 1, section: target.section)
        let new = length == 1 ? target.compactDescription : "\(target.compactDescription)…\(end.compactDescription)"
        return "  \(column) → \(new)" + (moved ? "  (moved)" : "")
    }
}
