import BatchUpdates
import Foundation

/// Replays a diff's stages through the resolver, as UIKit would run them, and lists every way the
/// result disagrees with the snapshots: a stage UIKit rejects or warns about, counts that do not
/// chain, a surviving identifier that the resolver's old→new map does not put where the stage's
/// snapshot has it, a section likewise, and the final snapshot not being the new one.
struct StageReplay {
    typealias Snapshot = [SnapshotSection<String, String>]

    private(set) var problems: [String] = []
    /// Identifiers of items reloaded by some stage (read off each reload's index path before).
    private(set) var reloadedItems: Set<String> = []
    /// Identifiers of sections reloaded by some stage.
    private(set) var reloadedSections: Set<String> = []

    init(_ diff: StagedBatchUpdate<String, String>, from old: Snapshot, to new: Snapshot,
         behavior: ValidationBehavior = .modern) {
        var current = old
        for (index, stage) in diff.stages.enumerated() {
            let before = problems.count
            replay(stage, from: current, behavior: behavior)
            if problems.count > before { problems.append("in stage \(index + 1) (\(stage.kind)): \(stage.batch)") }
            current = stage.snapshot
        }
        if current != new { problems.append("the last stage ends at \(current), not \(new)") }
    }

    private mutating func replay(_ stage: BatchUpdateStage<String, String>, from current: Snapshot,
                                 behavior: ValidationBehavior) {
        if stage.itemCountsBefore != current.map(\.items.count) {
            problems.append("counts before \(stage.itemCountsBefore) are not the snapshot's")
        }
        let resolved: ResolvedBatchUpdate
        do {
            resolved = try stage.resolved(behavior: behavior)
        } catch {
            problems.append("UIKit rejects the stage: \(error)")
            return
        }
        if !resolved.warnings.isEmpty { problems.append("warnings \(resolved.warnings)") }
        let reloadTargets = recordReloads(resolved, current: current, after: stage.snapshot)
        checkSections(resolved, current: current, after: stage.snapshot)
        checkItems(resolved, current: current, after: stage.snapshot, reloadTargets: reloadTargets)
    }

    /// Records reloads; returns where each reloaded item's insert lands.
    private mutating func recordReloads(_ resolved: ResolvedBatchUpdate, current: Snapshot,
                                        after: Snapshot) -> [IndexPath: String] {
        var targets: [IndexPath: String] = [:]
        for item in resolved.updateItems where item.updateAction == .reload {
            guard let from = item.indexPathBeforeUpdate, let to = item.indexPathAfterUpdate else { continue }
            if item.isSectionUpdate {
                reloadedSections.insert(current[from.section].id)
                if after[to.section].id != current[from.section].id {
                    problems.append("section reload of \(current[from.section].id) lands at \(to.section)")
                }
            } else {
                reloadedItems.insert(current[from.section].items[from.item])
                targets[to] = current[from.section].items[from.item]
            }
        }
        return targets
    }

    private mutating func checkSections(_ resolved: ResolvedBatchUpdate, current: Snapshot, after: Snapshot) {
        let newIndex = Dictionary(uniqueKeysWithValues: after.enumerated().map { ($0.element.id, $0.offset) })
        for (s, section) in current.enumerated() {
            let expected = reloadedSections.contains(section.id) && resolved.deletedSections.contains(s)
                ? nil : newIndex[section.id]
            if resolved.newSection(forOld: s) != expected {
                problems.append("section \(section.id) maps to \(String(describing: resolved.newSection(forOld: s))), expected \(String(describing: expected))")
            }
        }
    }

    private mutating func checkItems(_ resolved: ResolvedBatchUpdate, current: Snapshot, after: Snapshot,
                                     reloadTargets: [IndexPath: String]) {
        var placed = after.map { [String?](repeating: nil, count: $0.items.count) }
        for (s, section) in current.enumerated() {
            for (i, id) in section.items.enumerated() {
                guard let new = resolved.newIndexPath(forOld: IndexPath(item: i, section: s)) else { continue }
                guard placed.indices.contains(new.section), placed[new.section].indices.contains(new.item) else {
                    problems.append("\(id) maps outside the snapshot, to \(new.compactDescription)")
                    continue
                }
                placed[new.section][new.item] = id
            }
        }
        let currentIDs = Set(current.flatMap(\.items))
        for (t, section) in after.enumerated() {
            for (k, id) in section.items.enumerated() {
                let path = IndexPath(item: k, section: t)
                if let survivor = placed[t][k] {
                    if survivor != id { problems.append("\(survivor) lands at \(path.compactDescription), where \(id) is") }
                } else if currentIDs.contains(id), reloadTargets[path] != id,
                          !(resolved.insertedSections.contains(t) && reloadedSections.contains(section.id)) {
                    problems.append("\(id) was deleted and inserted at \(path.compactDescription) instead of moved")
                }
            }
        }
    }
}
